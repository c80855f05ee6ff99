/**
 * A real server process for the fault suite (`node --import tsx tests/reliability/route-server.ts`):
 * the commerce route handlers the suite drives, mounted on node:http and called as Next.js calls
 * them (a web Request, a params promise), behind the same socket-address stamp as server.ts, on the
 * database the environment names (SQLITE_FILE or DATABASE_URL) and the test catalogue in the
 * embedded engine. Prints `READY <port>` once it listens on PORT (0: any free port).
 *
 * Why not server.ts: it serves a `next build`, which costs minutes on the CI machine for every run;
 * the faults under test (kill -9, aborted and concurrent sends) live in the route handlers, the
 * database and the process, which this server runs unchanged. What it leaves out is Next.js's own
 * request plumbing and the page cache, which hold no commerce state.
 */
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as order from '@/app/api/order/route';
import * as login from '@/app/api/user/login/route';
import * as register from '@/app/api/user/create/route';
import * as stockCheck from '@/app/api/stock/check/route';
import { EmbeddedCatalogIndex, useCatalogIndex } from '@/lib/catalog/search';
import { getDb } from '@/lib/db';
import { stampPeerAddress } from '@/lib/http/peer-address';
import { TEST_PRODUCTS, TEST_REMOTE_CONFIG, TEST_TAX_RULES } from '../integration/commerce/test-catalog';

type Handler = (request: Request, segments: { params: Promise<undefined> }) => Promise<Response>;

const routes: Record<string, Handler> = {
  'POST /api/order': order.POST,
  'POST /api/user/login': login.POST,
  'POST /api/user/create': register.POST,
  'GET /api/stock/check': stockCheck.GET,
};

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
    request.on('aborted', () => reject(new Error('aborted')));
  });
}

async function serve(): Promise<void> {
  const engine = new EmbeddedCatalogIndex(null);
  for (const index of ['catalog_de_de', 'catalog_default']) {
    await engine.replace(index, { product: TEST_PRODUCTS, taxrule: TEST_TAX_RULES, config: TEST_REMOTE_CONFIG });
  }
  useCatalogIndex(engine);
  await getDb();

  const server = http.createServer(async (incoming, outgoing) => {
    stampPeerAddress(incoming);
    const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? 'localhost'}`);
    const handler = routes[`${incoming.method} ${url.pathname}`];
    if (!handler) {
      outgoing.writeHead(404).end();
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(incoming);
    } catch {
      return; // The client went away before its request was complete: nothing to answer.
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) if (value !== undefined) headers.set(name, String(value));
    const method = incoming.method ?? 'GET';
    const request = new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body) });
    const response = await handler(request, { params: Promise.resolve(undefined) });
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
    console.log(`READY ${(server.address() as AddressInfo).port}`);
  });
}

serve().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
