/**
 * `npm run bench:pages [-- --seconds 10 --connections 10 --port 3290]`: throughput and latency of
 * cached catalogue pages (home, a category, a product of the German store) against static files of
 * the same byte size served by the same `next start` (needs a build). Autocannon on loopback, each
 * run bounded in time. Prints req/s, p50 and p99 and the page's share of the static throughput
 * (issue 8 target: at least 50 %).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
// autocannon ships no type declarations; the bench reads only these fields of its result.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<AutocannonResult>;

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
import { categoryListQuery, listingPolicy, productSearchQuery, searchCatalog } from '@/lib/catalog/index';
import type { Category, Product } from '@/lib/catalog/rules';
import { CATEGORY_LISTING_VISIBILITY } from '@/lib/config/search';
import { getStore } from '@/lib/config/stores';
import { categoryPath, productPath } from '@/lib/seo';
import { numberArg, readArgs } from '../catalog/catalog-dumps';

const HOST = 'de.localhost';
/**
 * The static twins live in the build's own static folder (served at `/_next/static/`, which the
 * proxy's matcher leaves to the static file server): outside the sources, so writing them never
 * makes `npm start` think the build is stale. They are listed when the server starts.
 */
const STATIC_PATH = '/_next/static/bench-pages';
const STATIC_DIR = join(process.cwd(), '.next', 'static', 'bench-pages');
const READY_TIMEOUT_MS = 60_000;
const READY_POLL_MS = 250;
const WARM_UP_REQUESTS = 3;
const TARGET_SHARE = 0.5;
const DEFAULTS = { seconds: 10, connections: 10, port: 3290 };

async function pagePaths(): Promise<Record<string, string>> {
  const store = getStore('de_de');
  const [categories, products] = await Promise.all([
    searchCatalog(store.catalogIndex, categoryListQuery({ level: 3 })),
    searchCatalog(store.catalogIndex, productSearchQuery(
      {
        size: 1,
        filters: [
          { field: 'type_id', op: 'eq', value: 'simple' },
          { field: 'visibility', op: 'in', value: [...CATEGORY_LISTING_VISIBILITY] },
        ],
      },
      listingPolicy(),
    )),
  ]);
  const category = categories.hits[0]?.source as Category | undefined;
  const product = products.hits[0]?.source as Product | undefined;
  if (!category || !product) throw new Error('The de_de catalogue is empty: run `npm run catalog:import` first');
  return { home: '/', category: categoryPath(category), product: productPath(product) };
}

function startServer(port: number): ChildProcess {
  const server = spawn(join('node_modules', '.bin', 'next'), ['start', '-p', String(port)], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'error' },
    stdio: 'ignore',
    detached: true,
  });
  return server;
}

/** Stops the server's process group and waits, so the next start finds the port free. */
async function stopServer(server: ChildProcess): Promise<void> {
  if (!server.pid || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  await exited;
}

/** A GET with the store's Host header (fetch may not set Host, so plain http). */
function get(port: number, path: string): Promise<{ ok: boolean; status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { host: `${HOST}:${port}` } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    request.on('error', reject);
  });
}

async function waitUntilReady(port: number): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await get(port, '/')).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(`next start did not answer on port ${port} within ${READY_TIMEOUT_MS} ms`);
}

/** Warms the page into the output cache (the first renders may be slow) and answers its size. */
async function sizeOf(port: number, path: string): Promise<number> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let ok = 0;
  let body = '';
  while (ok < WARM_UP_REQUESTS) {
    const response = await get(port, path);
    body = response.body;
    if (response.ok) ok++;
    else if (Date.now() > deadline) throw new Error(`${path} answered ${response.status}`);
  }
  return Buffer.byteLength(body);
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(port: number, path: string, seconds: number, connections: number): Promise<Figures> {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, headers: { host: `${HOST}:${port}` }, connections, duration: seconds });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2));
  const seconds = numberArg(args, 'seconds', DEFAULTS.seconds);
  const connections = numberArg(args, 'connections', DEFAULTS.connections);
  const port = numberArg(args, 'port', DEFAULTS.port);
  if (!existsSync(join('.next', 'BUILD_ID'))) throw new Error('No build found: run `next build` first');
  const paths = await pagePaths();

  // First start: learn each page's size, so the static twin has the same number of bytes.
  let server = startServer(port);
  const sizes: Record<string, number> = {};
  try {
    await waitUntilReady(port);
    for (const [name, path] of Object.entries(paths)) sizes[name] = await sizeOf(port, path);
  } finally {
    await stopServer(server);
  }

  // The static files must exist when the server starts (the static folder is listed at start-up).
  mkdirSync(STATIC_DIR, { recursive: true });
  for (const [name, size] of Object.entries(sizes)) writeFileSync(join(STATIC_DIR, `${name}.html`), 'x'.repeat(size));
  server = startServer(port);
  try {
    await waitUntilReady(port);
    console.log(`bench:pages on ${HOST}, ${connections} connections, ${seconds} s per run`);
    console.log('page      path                                   bytes     req/s   p50 ms  p99 ms  static req/s  share');
    for (const [name, path] of Object.entries(paths)) {
      await sizeOf(port, path);
      const page = await measure(port, path, seconds, connections);
      const file = await measure(port, `${STATIC_PATH}/${name}.html`, seconds, connections);
      const share = page.rps / file.rps;
      console.log(
        `${name.padEnd(9)} ${path.slice(0, 38).padEnd(38)} ${String(sizes[name]).padStart(6)} ${page.rps.toFixed(0).padStart(9)} ${String(page.p50).padStart(8)} ${String(page.p99).padStart(7)} ${file.rps.toFixed(0).padStart(13)}  ${(share * 100).toFixed(0).padStart(4)} %${share >= TARGET_SHARE ? '' : '  (below 50 % target)'}${page.errors > 0 ? `  page errors ${page.errors}` : ''}${file.errors > 0 ? `  static errors ${file.errors}` : ''}`,
      );
    }
  } finally {
    await stopServer(server);
    rmSync(STATIC_DIR, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
