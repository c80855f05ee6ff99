/**
 * The production server `npm start` runs (after building): Next.js's request handler behind the
 * in-process page cache (docs/adr/0004-page-cache-in-front-of-next.md), serving every store on PORT
 * (default 3000), and the job runner (lib/jobs). Run with `node --import tsx server.ts`.
 */
import http from 'node:http';
import next from 'next';
import { readPageCacheBytes } from '@/lib/config/page-cache';
import { PageCache, shareProcessPageCache, withPageCache } from '@/lib/page-cache';
import { stampPeerAddress } from '@/lib/commerce/http/peer-address';
import { createShopJobRunner, jobsRunInProcess } from '@/lib/commerce/shop-jobs';

const DEFAULT_PORT = 3000;

async function serve(): Promise<void> {
  // Next.js and React load their production builds only under this; the server never runs the dev build.
  Object.assign(process.env, { NODE_ENV: 'production' });
  const port = Number(process.env.PORT || DEFAULT_PORT);
  const app = next({ dev: false, dir: process.cwd(), port });
  await app.prepare();
  const cache = new PageCache(readPageCacheBytes());
  shareProcessPageCache(cache);
  const handle = withPageCache(cache, app.getRequestHandler());
  // Route handlers see no socket: its address travels in a header only this server can write (TRUST_PROXY, issue 14).
  const server = http.createServer((request, response) => {
    stampPeerAddress(request);
    return handle(request, response);
  });
  server.listen(port, () => {
    const budget = cache.enabled ? `page cache ${Math.round(cache.maxBytes / 1024 / 1024)} MB` : 'page cache off';
    console.log(`Ready on port ${port} (${budget})`);
  });
  // The job runner (follow-up orders, reminders) runs in the server unless JOBS_IN_PROCESS=0
  // leaves it to `npm run worker` processes (docs/adr/0008-jobs.md).
  const jobs = jobsRunInProcess() ? await createShopJobRunner() : null;
  await jobs?.start();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close();
      void Promise.allSettled([jobs?.stop(), app.close()]).finally(() => process.exit(0));
    });
  }
}

serve().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
