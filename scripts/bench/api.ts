/**
 * `npm run bench:api`: add-to-cart and place-order throughput and p50/p95/p99 latency at 20
 * connections, on SQLite and on PostgreSQL (`BENCH_DATABASE_URL`, default the local
 * `storefront_test` database; skipped when unreachable). Each engine is served by a child process
 * running the route handlers behind a plain Node HTTP server on loopback, against a fresh database
 * (a temp SQLite file, or a throw-away PostgreSQL schema) and a one-product catalogue; this
 * process drives it with autocannon, bounded by duration and by request count. Latency
 * percentiles come from every response time, so p95 is measured, not read off a histogram.
 *
 * Then the same two calls through the real server, as a shopper's browser meets them: `npm start`
 * on the existing build (`BENCH_API_PORT`, SQLite, the demo catalogue; server.ts, the proxy,
 * Next.js's route handler, the page cache in front), at 20 connections and at one, with the bare
 * handlers at one connection beside it. Without a build that part is skipped with a note.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { existsSync } from 'node:fs';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/config/commerce';
import { DEMO_SKUS } from '@/lib/demo-catalog';

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
/** Upper bound of requests per case, so a fast machine cannot run away. */
const MAX_REQUESTS = 20_000;
/** Requests sent before each measured case, so JIT compilation and first statements are not measured. */
const WARM_UP_REQUESTS = 500;
const CART_COUNT = 200;
const LINE_QTY_SPREAD = 5;
const TARGETS_P95_MS = { 'add to cart': 30, 'place order': 100 } as const;
const DEFAULT_POSTGRES_URL = 'postgres://storefront:storefront@127.0.0.1:5432/storefront_test';
/** Loopback is no store's host, so every call goes to the default store (catalogue `catalog_default`, German tax). */
const BENCH_INDEX = 'catalog_default';
const BENCH_SKU = 'BENCH-COFFEE';
const BENCH_STOCK = 100_000_000;
/** The real server serves the demo catalogue; this product can always be ordered (backorders allowed). */
const SERVER_SKU = DEMO_SKUS.backordersAllowed;
const SERVER_HOST = 'de.localhost';
const DEFAULT_BENCH_API_PORT = 3295;

const benchProduct = {
  id: 1,
  sku: BENCH_SKU,
  name: 'Bench coffee',
  type_id: 'simple',
  status: 1,
  visibility: 4,
  price: 10,
  final_price: 10,
  tax_class_id: 2,
  stock: { is_in_stock: true, qty: BENCH_STOCK, manage_stock: true, backorders: 0 },
};
const benchTaxRule = { id: 1, product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ rate: 19, tax_country_id: 'DE' }] };
const address = { firstname: 'Ada', lastname: 'Lovelace', street: ['Hauptstraße', '1'], city: 'Hamburg', postcode: '20095', countryId: 'DE', email: 'ada@example.com' };

type Handler = (request: Request) => Promise<Response>;

/** The part of autocannon the bench uses; autocannon ships no type declarations. */
interface AutocannonRequest {
  path: string;
  body?: string;
  headers: Record<string, string>;
}
interface AutocannonRun extends Promise<{ requests: { total: number }; duration: number; non2xx: number; errors: number }> {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, responseTime: number) => void): void;
  stop(): void;
}
const autocannon = require('autocannon') as (options: Record<string, unknown>) => AutocannonRun;

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const body = req.method === 'GET' || chunks.length === 0 ? undefined : Buffer.concat(chunks);
  return new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body });
}

/** Child process: the three routes the bench calls, on a free loopback port printed to stdout. */
async function serve(): Promise<void> {
  const { EmbeddedCatalogIndex, useCatalogIndex } = await import('@/lib/catalog/search');
  const { getDb } = await import('@/lib/db');
  const { upsertStock } = await import('@/lib/commerce/stock/stock-repository');
  const routes: Record<string, Handler> = {
    '/api/cart/create': (await import('@/app/api/cart/create/route')).POST,
    '/api/cart/update': (await import('@/app/api/cart/update/route')).POST,
    '/api/order': (await import('@/app/api/order/route')).POST,
  };
  const engine = new EmbeddedCatalogIndex(null);
  await engine.replace(BENCH_INDEX, { product: [benchProduct], taxrule: [benchTaxRule] });
  useCatalogIndex(engine);
  const db = await getDb();
  const stock = { sku: BENCH_SKU, product_id: 1, qty: BENCH_STOCK, manage_stock: 1, backorders: 0, is_in_stock: 1 };
  await upsertStock(db, { ...stock, updated_at: new Date().toISOString() });
  const server = createServer(async (req, res) => {
    const handler = routes[(req.url ?? '').split('?')[0]];
    const response = handler ? await handler(await toRequest(req)) : Response.json({ code: 404, result: 'not found' }, { status: 404 });
    res.writeHead(response.status, { 'content-type': 'application/json' });
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  server.listen(0, '127.0.0.1', () => console.log(`PORT ${(server.address() as { port: number }).port}`));
}

interface CaseResult {
  engine?: string;
  connections?: number;
  call: keyof typeof TARGETS_P95_MS;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
  /** Answers other than 200, by status. */
  statuses: Record<number, number>;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

type NextRequest = () => { path: string; body: string; headers?: Record<string, string> };

interface Target {
  base: string;
  connections: number;
  /** The Host header (the real server picks the store by it); loopback otherwise. */
  host?: string;
}

function load({ base, connections, host }: Target, amount: number, request: NextRequest): AutocannonRun {
  return autocannon({
    url: base,
    connections,
    amount,
    headers: { 'content-type': 'application/json', ...(host ? { host } : {}) },
    requests: [
      {
        method: 'POST',
        setupRequest: (req: AutocannonRequest) => {
          const next = request();
          return { ...req, path: next.path, body: next.body, headers: { ...req.headers, ...next.headers } };
        },
      },
    ],
  });
}

async function runCase(target: Target, call: CaseResult['call'], request: NextRequest): Promise<CaseResult> {
  await load(target, WARM_UP_REQUESTS, request);
  const times: number[] = [];
  const statuses: Record<number, number> = {};
  // autocannon ignores `duration` when `amount` is set: the time bound is a timer.
  const instance = load(target, MAX_REQUESTS, request);
  instance.on('response', (_client, status, _bytes, responseTime) => {
    times.push(responseTime);
    if (status !== 200) statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const timeBound = setTimeout(() => instance.stop(), DURATION_S * 1000);
  const result = await instance;
  clearTimeout(timeBound);
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    call,
    connections: target.connections,
    requests: result.requests.total,
    perSecond: Math.round(result.requests.total / (result.duration || DURATION_S)),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    failed: result.non2xx + result.errors,
    statuses,
  };
}

async function startServer(env: Record<string, string>): Promise<{ base: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', process.argv[1], '--serve'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const found = /PORT (\d+)/.exec(String(chunk));
      if (found) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** A guest cart of the target's store (fetch cannot set Host, which picks the store). */
function createCart({ base, host }: Target): Promise<string> {
  return new Promise((done, fail) => {
    const { hostname, port } = new URL(base);
    const request = httpRequest({ host: hostname, port, path: '/api/cart/create', method: 'POST', headers: host ? { host } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done((JSON.parse(Buffer.concat(chunks).toString()) as { result: string }).result));
    });
    request.on('error', fail);
    request.end();
  });
}

/** Add to cart over CART_COUNT carts, then new orders (each its own key, so none is a replay). */
async function benchCalls(target: Target, sku: string): Promise<CaseResult[]> {
  const carts: string[] = [];
  for (let i = 0; i < CART_COUNT; i += 1) carts.push(await createCart(target));
  let sent = 0;
  const addToCart = await runCase(target, 'add to cart', () => {
    sent += 1;
    return { path: `/api/cart/update?cartId=${carts[sent % CART_COUNT]}`, body: JSON.stringify({ cartItem: { sku, qty: (sent % LINE_QTY_SPREAD) + 1 } }) };
  });
  const order = JSON.stringify({
    products: [{ sku, qty: 1 }],
    addressInformation: { shippingAddress: address, billingAddress: address, shipping_method_code: 'flatrate', shipping_carrier_code: 'flatrate', payment_method_code: 'cashondelivery' },
  });
  const placeOrder = await runCase(target, 'place order', () => ({ path: '/api/order', body: order, headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() } }));
  return [addToCart, placeOrder];
}

async function benchEngine(engine: string, env: Record<string, string>, connections: number[] = [CONNECTIONS]): Promise<CaseResult[]> {
  const server = await startServer(env);
  try {
    const rows: CaseResult[] = [];
    for (const count of connections) rows.push(...(await benchCalls({ base: server.base, connections: count }, BENCH_SKU)));
    return rows.map((result) => ({ ...result, engine }));
  } finally {
    server.stop();
  }
}

/** `npm start` on the build, SQLite in a temp directory, the demo catalogue imported by its start-up. */
async function benchThroughServer(): Promise<CaseResult[]> {
  const { ROOT, dataDirectory, startReplica } = await import('./local-deployment');
  if (!existsSync(join(ROOT, '.next', 'BUILD_ID'))) {
    console.log('Through npm start skipped: no build (run `node scripts/start.mjs --build-only` first).');
    return [];
  }
  const port = Number(process.env.BENCH_API_PORT || DEFAULT_BENCH_API_PORT);
  const data = dataDirectory();
  const server = await startReplica(port, { DATA_DIR: data.dir, DATABASE_URL: '', SQLITE_FILE: '', LOG_LEVEL: 'warn', JOBS_IN_PROCESS: '0' });
  try {
    const rows: CaseResult[] = [];
    for (const connections of [CONNECTIONS, 1]) rows.push(...(await benchCalls({ base: `http://127.0.0.1:${port}`, connections, host: SERVER_HOST }, SERVER_SKU)));
    return rows.map((result) => ({ ...result, engine: 'SQLite, through npm start' }));
  } finally {
    await server.kill('SIGTERM');
    data.remove();
  }
}

/** A throw-away schema in the PostgreSQL database, or null when it cannot be reached. */
async function postgresSchema(url: string): Promise<{ url: string; drop(): Promise<void> } | null> {
  const { createPostgresDb } = await import('@/lib/db');
  const admin = createPostgresDb(url);
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  try {
    await sql`create schema ${sql.id(schema)}`.execute(admin);
  } catch (error) {
    console.log(`PostgreSQL skipped (${(error as Error).message}); start it with: pg_ctlcluster 15 main start`);
    await admin.destroy();
    return null;
  }
  return {
    url: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    async drop() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}

async function main(): Promise<void> {
  const rows: CaseResult[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  try {
    rows.push(...(await benchEngine('SQLite', { SQLITE_FILE: join(dir, 'bench.sqlite'), DATABASE_URL: '' }, [CONNECTIONS, 1])));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const postgres = await postgresSchema(process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL);
  if (postgres) {
    try {
      rows.push(...(await benchEngine('PostgreSQL', { DATABASE_URL: postgres.url })));
    } finally {
      await postgres.drop();
    }
  }
  rows.push(...(await benchThroughServer()));
  console.log(`\n${DURATION_S} s or ${MAX_REQUESTS} requests per case\n`);
  console.log('| engine | call | connections | requests | req/s | p50 | p95 | p99 | failed (status × count) | p95 target |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const target = TARGETS_P95_MS[row.call];
    const mark = row.p95 <= target ? 'met' : 'missed';
    const statuses = Object.entries(row.statuses).map(([status, count]) => `${status} × ${count}`).join(', ');
    const failed = statuses ? `${row.failed} (${statuses})` : String(row.failed);
    console.log(`| ${row.engine} | ${row.call} | ${row.connections} | ${row.requests} | ${row.perSecond} | ${row.p50} ms | ${row.p95} ms | ${row.p99} ms | ${failed} | ≤ ${target} ms (${mark}) |`);
  }
}

if (process.argv.includes('--serve')) void serve();
else void main().then(() => process.exit(0));
