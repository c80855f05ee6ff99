/**
 * `npm run bench:pages [-- --seconds 5 --rounds 3 --connections 10 --port 3290 --accept-encoding "gzip, br"]`:
 * throughput and latency of cached catalogue pages (home, a category, a product of the German store)
 * against static files of the same byte size served by the same server `npm start` runs (server.ts:
 * Next.js behind the page cache; needs a build). Autocannon on
 * loopback, each run bounded in time; page and static runs alternate for `rounds` rounds and the
 * medians are printed, so a neighbour's load on the shared machine hits both alike. Besides req/s,
 * p50 and p99 and the page's share of the static throughput (issue 8 target: at least 50 %), it
 * prints the server's CPU time per request (steadier than req/s when the cores are shared), the
 * cache headers of each page (a page-cache hit says `x-page-cache: HIT`; Next.js's own output cache
 * `x-nextjs-cache: HIT` and `s-maxage`), and
 * the proxy's own decision time per request, measured in this process. Last, the product page
 * with metrics off and on (METRICS_PORT, scraped every second as Prometheus would), two servers
 * started side by side and measured in alternating rounds (issue 37 target: on ≥ 0.95 × off).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { categoryListQuery, listingPolicy, productSearchQuery, searchCatalog } from '@/lib/catalog/search';
import type { Category, Product } from '@/lib/catalog';
import { CATEGORY_LISTING_VISIBILITY } from '@/lib/config/search';
import { getStore } from '@/lib/config/stores';
import { routeRequest } from '@/lib/routing';
import { dispatchCatalogPath, dispatchCatalogUrl } from '@/lib/routing/catalog-dispatch';
import { categoryPath, productPath } from '@/lib/seo';
import { numberArg, readArgs } from '../catalog/catalog-dumps';

// autocannon ships no type declarations; the bench reads only these fields of its result.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<AutocannonResult>;

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}

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
/** A short unmeasured load on each page and twin first, so the server's JIT is warm for all of them alike. */
const WARM_UP_SECONDS = 2;
const TARGET_SHARE = 0.5;
/** /proc reports CPU time in USER_HZ ticks, which Linux fixes at 100 per second for user space. */
const PROC_TICKS_PER_SECOND = 100;
/** Proxy decisions timed per page (after a JIT warm-up): enough for a steady mean, short next to the HTTP runs. */
const PROXY_WARM_UP_CALLS = 500;
const PROXY_TIMING_CALLS = 2_000;
const DEFAULTS = { seconds: 5, rounds: 3, connections: 10, port: 3290 };
/** Metrics on may cost at most this share of the cached product page's throughput (issue 37). */
const METRICS_TARGET_RATIO = 0.95;
const SCRAPE_INTERVAL_MS = 1_000;

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

/** The server `npm start` runs: Next.js behind the in-process page cache (server.ts). */
function startServer(port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'error', ...env },
    stdio: 'ignore',
    detached: true,
  });
}

/** Stops the server's process group and waits, so the next start finds the port free. */
async function stopServer(server: ChildProcess): Promise<void> {
  if (!server.pid || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  await exited;
}

/** CPU time (user + system) of every process in the server's group, in ms; null where /proc is missing. */
function serverCpuMs(server: ChildProcess): number | null {
  if (!server.pid || !existsSync('/proc')) return null;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name (which may hold spaces): state, ppid, pgrp, … utime (14), stime (15).
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[2]) === server.pid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while being read.
    }
  }
  return (ticks * 1000) / PROC_TICKS_PER_SECOND;
}

interface PageResponse {
  ok: boolean;
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** A GET with the store's Host header (fetch may not set Host, so plain http). */
function get(port: number, path: string): Promise<PageResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { host: `${HOST}:${port}` } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status, body: Buffer.concat(chunks).toString('utf8'), headers: response.headers });
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
  throw new Error(`The server did not answer on port ${port} within ${READY_TIMEOUT_MS} ms`);
}

/** Warms the page into the output cache (the first renders may be slow) and answers its last response. */
async function warm(port: number, path: string): Promise<PageResponse> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let ok = 0;
  let response = await get(port, path);
  while (ok < WARM_UP_REQUESTS) {
    response = await get(port, path);
    if (response.ok) ok++;
    else if (Date.now() > deadline) throw new Error(`${path} answered ${response.status}`);
  }
  return response;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Server CPU time per answered request, in µs. */
  cpuUs: number | null;
}

interface Load {
  seconds: number;
  connections: number;
  /** Sent as `Accept-Encoding` when set, so pages and static files are answered compressed as to a browser. */
  acceptEncoding: string | undefined;
}

async function measure(server: ChildProcess, port: number, path: string, { seconds, connections, acceptEncoding }: Load): Promise<Figures> {
  const cpuBefore = serverCpuMs(server);
  const headers = { host: `${HOST}:${port}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
  const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, headers, connections, duration: seconds });
  const cpuAfter = serverCpuMs(server);
  const cpuUs = cpuBefore === null || cpuAfter === null || result.requests.total === 0 ? null : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, cpuUs };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The round whose page throughput is the median: its latencies are printed with it. */
function medianRound(rounds: { page: Figures; file: Figures }[]): { page: Figures; file: Figures } {
  const rps = median(rounds.map((round) => round.page.rps));
  return rounds.find((round) => round.page.rps === rps) as { page: Figures; file: Figures };
}

/**
 * Mean time of the proxy's work for a public path, in µs: the routing decision with the kept
 * (memoised) catalogue decision, the same with every catalogue lookup made (a path's first request
 * after an import), and the whole proxy function including the request and rewrite objects.
 */
async function proxyCost(path: string): Promise<{ keptUs: number; lookupsUs: number; proxyUs: number }> {
  const url = new URL(path, `http://${HOST}`);
  const time = async (work: () => Promise<unknown>): Promise<number> => {
    for (let i = 0; i < PROXY_WARM_UP_CALLS; i++) await work();
    const started = performance.now();
    for (let i = 0; i < PROXY_TIMING_CALLS; i++) await work();
    return ((performance.now() - started) * 1000) / PROXY_TIMING_CALLS;
  };
  const request = { host: HOST, pathname: url.pathname, search: url.search };
  return {
    keptUs: await time(() => routeRequest(request, dispatchCatalogUrl)),
    lookupsUs: await time(() => routeRequest(request, (store, storePath, childId) => dispatchCatalogPath(store, storePath, undefined, undefined, childId))),
    proxyUs: await time(() => proxy(new NextRequest(url, { headers: { host: HOST } }))),
  };
}

const us = (value: number | null): string => (value === null ? 'n/a' : value.toFixed(0));

/**
 * The product page on a server with metrics off (port + 1) and one with metrics on (port + 2, its
 * metrics on port + 3, scraped every second while measured), in alternating rounds.
 */
async function metricsPair(path: string, port: number, rounds: number, load: Load, warmUp: Load): Promise<void> {
  const off = startServer(port + 1);
  const on = startServer(port + 2, { METRICS_PORT: String(port + 3) });
  let scraping: NodeJS.Timeout | undefined;
  try {
    await Promise.all([waitUntilReady(port + 1), waitUntilReady(port + 2)]);
    for (const [server, at] of [[off, port + 1], [on, port + 2]] as const) {
      await warm(at, path);
      await measure(server, at, path, warmUp);
    }
    scraping = setInterval(() => http.get(`http://127.0.0.1:${port + 3}/metrics`, (response) => response.resume()).on('error', () => undefined), SCRAPE_INTERVAL_MS);
    const measured: { off: Figures; on: Figures }[] = [];
    for (let round = 0; round < rounds; round++) measured.push({ off: await measure(off, port + 1, path, load), on: await measure(on, port + 2, path, load) });
    const ratio = median(measured.map((round) => round.on.rps / round.off.rps));
    const offRps = median(measured.map((round) => round.off.rps));
    const onRps = median(measured.map((round) => round.on.rps));
    const cpu = (pick: (round: { off: Figures; on: Figures }) => number | null) => median(measured.flatMap((round) => (pick(round) === null ? [] : [pick(round) as number])));
    console.log(`product page, metrics off vs on (METRICS_PORT, scraped every ${SCRAPE_INTERVAL_MS / 1000} s), medians of ${rounds} alternating rounds:`);
    console.log('metrics off req/s  metrics on req/s  on/off  CPU µs/req off  on');
    console.log(
      `${offRps.toFixed(0).padStart(17)} ${onRps.toFixed(0).padStart(17)}  ${ratio.toFixed(2).padStart(6)}  ${us(cpu((round) => round.off.cpuUs) ?? null).padStart(14)} ${us(cpu((round) => round.on.cpuUs) ?? null).padStart(4)}` +
        `${ratio >= METRICS_TARGET_RATIO ? '' : `  (below the ${METRICS_TARGET_RATIO} target)`}`,
    );
  } finally {
    clearInterval(scraping);
    await Promise.all([stopServer(off), stopServer(on)]);
  }
}

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2));
  const seconds = numberArg(args, 'seconds', DEFAULTS.seconds);
  const rounds = numberArg(args, 'rounds', DEFAULTS.rounds);
  const connections = numberArg(args, 'connections', DEFAULTS.connections);
  const port = numberArg(args, 'port', DEFAULTS.port);
  const acceptEncoding = args.get('accept-encoding')?.at(-1) || undefined;
  const load: Load = { seconds, connections, acceptEncoding };
  const warmUp: Load = { ...load, seconds: WARM_UP_SECONDS };
  if (!existsSync(join('.next', 'BUILD_ID'))) throw new Error('No build found: run `next build` first');
  const paths = await pagePaths();

  console.log('The proxy\'s own work per request, in this process on the same catalogue (µs):');
  console.log('page      decision (kept)  decision (every lookup)  proxy() with request and rewrite objects');
  for (const [name, path] of Object.entries(paths)) {
    const cost = await proxyCost(path);
    console.log(`${name.padEnd(9)} ${us(cost.keptUs).padStart(15)} ${us(cost.lookupsUs).padStart(24)} ${us(cost.proxyUs).padStart(42)}`);
  }

  // First start: learn each page's size, so the static twin has the same number of bytes.
  let server = startServer(port);
  const sizes: Record<string, number> = {};
  try {
    await waitUntilReady(port);
    for (const [name, path] of Object.entries(paths)) sizes[name] = Buffer.byteLength((await warm(port, path)).body);
  } finally {
    await stopServer(server);
  }

  // The static files must exist when the server starts (the static folder is listed at start-up).
  mkdirSync(STATIC_DIR, { recursive: true });
  for (const [name, size] of Object.entries(sizes)) writeFileSync(join(STATIC_DIR, `${name}.html`), 'x'.repeat(size));
  server = startServer(port);
  try {
    await waitUntilReady(port);
    console.log(`bench:pages on ${HOST}, ${connections} connections, ${seconds} s per run, medians of ${rounds} alternating rounds, Accept-Encoding: ${acceptEncoding ?? '(none)'}`);
    console.log('page      path                                   bytes   req/s  p50 ms  p99 ms  static req/s  share   CPU µs/req page  static  share');
    const warmed: Record<string, PageResponse> = {};
    for (const [name, path] of Object.entries(paths)) {
      warmed[name] = await warm(port, path);
      await measure(server, port, path, warmUp);
      await measure(server, port, `${STATIC_PATH}/${name}.html`, warmUp);
    }
    for (const [name, path] of Object.entries(paths)) {
      const measured: { page: Figures; file: Figures }[] = [];
      for (let round = 0; round < rounds; round++) {
        const page = await measure(server, port, path, load);
        const file = await measure(server, port, `${STATIC_PATH}/${name}.html`, load);
        measured.push({ page, file });
      }
      const { page } = medianRound(measured);
      const share = median(measured.map((round) => round.page.rps / round.file.rps));
      const pageCpu = median(measured.flatMap((round) => (round.page.cpuUs === null ? [] : [round.page.cpuUs])));
      const fileCpu = median(measured.flatMap((round) => (round.file.cpuUs === null ? [] : [round.file.cpuUs])));
      const errors = measured.reduce((sum, round) => sum + round.page.errors + round.file.errors, 0);
      console.log(
        `${name.padEnd(9)} ${path.slice(0, 38).padEnd(38)} ${String(sizes[name]).padStart(6)} ${page.rps.toFixed(0).padStart(7)} ${String(page.p50).padStart(7)} ${String(page.p99).padStart(7)} ${median(measured.map((round) => round.file.rps)).toFixed(0).padStart(13)}  ${(share * 100).toFixed(0).padStart(3)} %` +
          `  ${us(pageCpu ?? null).padStart(15)} ${us(fileCpu ?? null).padStart(7)}  ${pageCpu && fileCpu ? `${((fileCpu / pageCpu) * 100).toFixed(0).padStart(3)} %` : '  n/a'}` +
          `${share >= TARGET_SHARE ? '' : '  (below 50 % target)'}${errors > 0 ? `  errors ${errors}` : ''}`,
      );
      const { headers } = warmed[name];
      console.log(`          x-page-cache: ${headers['x-page-cache'] ?? '(none)'}, x-nextjs-cache: ${headers['x-nextjs-cache'] ?? '(none)'}, cache-control: ${headers['cache-control'] ?? '(none)'}`);
    }
  } finally {
    await stopServer(server);
    rmSync(STATIC_DIR, { recursive: true, force: true });
  }
  await metricsPair(paths.product, port, rounds, load, warmUp);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
