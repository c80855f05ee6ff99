/**
 * The production server `npm start` runs (after building): Next.js's request handler behind the
 * in-process page cache (docs/adr/0004-page-cache-in-front-of-next.md) and the HTML delivery that
 * defers pages' chunk scripts and compresses (lib/html-delivery, ADR 0034), serving every store on PORT
 * (default 3000), the job runner (lib/jobs) and this replica's watch on the catalogue generation, which
 * clears its caches when any replica or the importer publishes a change (ADR 0017). Run with
 * `node --import tsx server.ts`.
 */
import http from 'node:http';
import next from 'next';
import { readPageCacheBytes } from '@/lib/config/page-cache';
import { PageCache, shareProcessPageCache, withPageCache } from '@/lib/page-cache';
import { withCompression, withDeferredChunkScripts, withScriptHashPolicy } from '@/lib/html-delivery/serve';
import { withBrowserProtection } from '@/lib/security/response-headers';
import { stampPeerAddress } from '@/lib/http/peer-address';
import { createShopJobRunner, jobsRunInProcess } from '@/lib/commerce/shop-jobs';
import { startReplicaInvalidation } from '@/lib/replicas';
import { shopScrapeSources } from '@/lib/commerce/shop-metrics';
import { readMetricsConfig } from '@/lib/config/observability';
import { setReady, setScrapeSources } from '@/lib/observability/metrics';
import { startMetricsServer } from '@/lib/observability/metrics-server';
import { withRequestObservation } from '@/lib/observability/request-observation';
import { builtRouteTable } from '@/lib/observability/route-template';
import type { JobRunner } from '@/lib/jobs';

const DEFAULT_PORT = 3000;

async function serve(): Promise<void> {
  // Next.js and React load their production builds only under this; the server never runs the dev build.
  Object.assign(process.env, { NODE_ENV: 'production' });
  const port = Number(process.env.PORT || DEFAULT_PORT);
  const app = next({ dev: false, dir: process.cwd(), port });
  await app.prepare();
  const cache = new PageCache(readPageCacheBytes());
  shareProcessPageCache(cache);
  // Pages' chunk scripts wait for the first paint, each page gets a policy naming its inline scripts'
  // hashes, everything is compressed (ADR 0034) and kept; every answer, kept or not, gets the browser's
  // protection headers and loses the internal ones (issue 36).
  const pages = withScriptHashPolicy(withDeferredChunkScripts(app.getRequestHandler()));
  // Outermost: the request's server span and its duration by route template (issue 37), both off by default.
  const handle = withRequestObservation(builtRouteTable(), withBrowserProtection(withPageCache(cache, withCompression(pages))));
  // Route handlers see no socket: its address travels in a header only this server can write (TRUST_PROXY, issue 14).
  const server = http.createServer((request, response) => {
    stampPeerAddress(request);
    return handle(request, response);
  });
  await new Promise<void>((listening) => server.listen(port, listening));
  const budget = cache.enabled ? `page cache ${Math.round(cache.maxBytes / 1024 / 1024)} MB` : 'page cache off';
  // Before "Ready": a replica joins the shared invalidation (and clears what an earlier run left) first.
  const invalidation = await startReplicaInvalidation(port);
  console.log(`Ready on port ${port} (${budget})`);
  // The job runner (follow-up orders, reminders) runs in the server unless JOBS_IN_PROCESS=0
  // leaves it to `npm run worker` processes (docs/adr/0010-jobs.md).
  const jobs = jobsRunInProcess() ? await createShopJobRunner() : null;
  await jobs?.start();
  // Metrics on their own port (METRICS_PORT); the job queue is read through this replica's runner, or one made only to read it.
  const metricsConfig = readMetricsConfig();
  let queueReader: Promise<JobRunner> | null = null;
  const metrics = metricsConfig ? await startMetricsServer(metricsConfig) : null;
  if (metrics) {
    setScrapeSources(shopScrapeSources(cache, () => (jobs ? Promise.resolve(jobs) : (queueReader ??= createShopJobRunner()))));
    setReady(true);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      setReady(false);
      server.close();
      const reader = queueReader?.then((runner) => runner.stop());
      void Promise.allSettled([invalidation.stop(), jobs?.stop(), reader, metrics?.close(), app.close()]).finally(() => process.exit(0));
    });
  }
}

serve().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
