/**
 * `npm run bench:jobs`: N (default 10 000, `BENCH_JOBS_COUNT`) due subscription cycles placed as
 * orders by the job runner, on SQLite (lease table) and on PostgreSQL (`BENCH_DATABASE_URL`,
 * default the local `storefront_test` database; pg-boss; skipped when unreachable), with one and
 * with two worker processes. Each case starts from a fresh database (a temp SQLite file or a
 * throw-away schema) with N customers, first orders and subscriptions due today, and a
 * one-product catalogue in memory; the cycles are queued by the real scan, then the workers drain
 * the queue. Prints orders/s (wall clock from "go" until the last worker is done), p95 per order
 * (each cycle job's own time), each worker's resident memory (before → highest → end) and live
 * heap (after a full collection, before → after: what the run kept), and CPU per order of the
 * workers and of all `postgres` processes. `BENCH_JOBS_CASES=postgres:1,sqlite:2` runs only those
 * cases; `BENCH_JOBS_TRACE=1` prints the worker's memory every 1 000 orders;
 * `BENCH_JOBS_WORKER_NODE_ARGS="--cpu-prof"` passes flags to the worker processes.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { EmbeddedCatalogIndex, useCatalogIndex } from '@/lib/catalog/search';
import { JOB_NAMES } from '@/lib/config/jobs';
import { createPostgresDb, createSqliteDb, migrateToLatest, type Db } from '@/lib/db';
import { placeSubscriptionCycle } from '@/lib/commerce/subscriptions/subscription-cycles';
import { scanSubscriptions } from '@/lib/commerce/subscriptions/subscription-jobs';
import { createJobRunner } from '@/lib/jobs';

const COUNT = Number(process.env.BENCH_JOBS_COUNT ?? 10_000);
const NOW = '2026-02-02T06:00:00.000Z';
const START = '2026-01-05T09:00:00.000Z';
const SKU = 'BENCH-SUBSCRIPTION';
const DEFAULT_POSTGRES_URL = 'postgres://storefront:storefront@127.0.0.1:5432/storefront_test';
const INSERT_BATCH = 250;
const MEMORY_SAMPLE_EVERY = 100;
const ADDRESS = { firstname: 'Ada', lastname: 'Lovelace', street: ['Hauptstraße 1'], city: 'Hamburg', postcode: '20095', countryId: 'DE', email: 'ada@example.com' };

async function useBenchCatalogue(): Promise<void> {
  const engine = new EmbeddedCatalogIndex(null);
  const product = { id: 1, sku: SKU, name: 'Bench Crema', type_id: 'simple', status: 1, visibility: 4, price: 12.99, final_price: 12.99, tax_class_id: 2, stock: { is_in_stock: true, qty: COUNT * 10, manage_stock: true, backorders: 0 } };
  const taxrule = [{ id: 1, product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ rate: 7, tax_country_id: 'DE' }] }];
  for (const index of ['catalog_de_de', 'catalog_default']) await engine.replace(index, { product: [product], taxrule, config: [] });
  useCatalogIndex(engine);
}

/** CPU seconds all `postgres` processes on this host have used so far (Linux /proc; 0 elsewhere). */
function postgresCpuSeconds(): number {
  let ticks = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const close = stat.lastIndexOf(')');
        if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
        const fields = stat.slice(close + 2).split(' ');
        // Own time and that of exited children (a backend's time moves to the postmaster when it ends).
        ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      } catch {
        // the process ended meanwhile
      }
    }
  } catch {
    return 0;
  }
  return ticks / 100;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Worker mode: drain the queue on "go", print the per-order times and memory. */
async function worker(): Promise<void> {
  await useBenchCatalogue();
  const url = process.env.DATABASE_URL;
  const db = url ? createPostgresDb(url) : createSqliteDb(process.env.SQLITE_FILE!);
  // The day of the cycles, with the clock running: order numbers carry the millisecond.
  const base = Date.parse(NOW) - performance.now();
  let failures = 0;
  const runner = createJobRunner({
    db,
    env: process.env,
    now: () => new Date(base + performance.now()),
    onError: (error) => {
      failures += 1;
      if (failures <= 3) console.error(`cycle failed: ${String(error)}`);
    },
  });
  const times: number[] = [];
  let rssPeak = 0;
  runner.define<{ subscription_id: string }>({
    name: JOB_NAMES.subscriptionCycle,
    handler: async ({ subscription_id }, context) => {
      const started = performance.now();
      await placeSubscriptionCycle(db, subscription_id, context.now);
      times.push(performance.now() - started);
      // Sampled here: with SQLite the drain never yields to timers, so an interval would not fire.
      if (times.length % MEMORY_SAMPLE_EVERY === 0) {
        const m = process.memoryUsage();
        rssPeak = Math.max(rssPeak, m.rss);
        if (process.env.BENCH_JOBS_TRACE && times.length % 1000 === 0) console.error(`${times.length} rss ${(m.rss / 1048576).toFixed(0)} heapUsed ${(m.heapUsed / 1048576).toFixed(0)} heapTotal ${(m.heapTotal / 1048576).toFixed(0)} external ${(m.external / 1048576).toFixed(0)} ab ${(m.arrayBuffers / 1048576).toFixed(0)}`);
      }
    },
  });
  await (runner as { ready?: () => Promise<void> }).ready?.();
  // What the process holds alive, without the garbage a collection would free (--expose-gc).
  const liveHeap = () => {
    (globalThis as { gc?: () => void }).gc?.();
    return process.memoryUsage().heapUsed;
  };
  const heapBefore = liveHeap();
  const rssBefore = process.memoryUsage().rss;
  process.stdout.write('ready\n');
  await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
  rssPeak = rssBefore;
  const cpuBefore = process.cpuUsage();
  await runner.drain();
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const rssEnd = process.memoryUsage().rss;
  const heapAfter = liveHeap();
  await runner.stop();
  await db.destroy();
  process.stdout.write(`${JSON.stringify({ times, rssBefore, rssPeak, rssEnd, heapBefore, heapAfter, cpuMs })}\n`);
  process.exit(0);
}

async function seed(db: Db): Promise<void> {
  for (let from = 0; from < COUNT; from += INSERT_BATCH) {
    const users = [];
    const orders = [];
    const subscriptions = [];
    for (let i = from; i < Math.min(COUNT, from + INSERT_BATCH); i += 1) {
      const userId = randomUUID();
      const orderId = randomUUID();
      users.push({ id: userId, email: `bench-${i}@example.com`, password_hash: 'x', firstname: 'Ada', lastname: 'Lovelace', group_id: 1, custom_attributes: '[]', is_plus_member: 0, plus_ending_date: null, created_at: START, updated_at: START });
      const addresses = JSON.stringify({ shipping: ADDRESS, billing: ADDRESS });
      orders.push({ id: orderId, increment_id: `9${i}`, user_id: userId, store_code: 'de_de', email: `bench-${i}@example.com`, status: 'pending', payment_method: 'card', shipping_method: 'flatrate_flatrate', addresses, totals: '{}', grand_total_cents: 1299, currency: 'EUR', created_at: START, updated_at: START });
      subscriptions.push({ id: `9${i}-1`, user_id: userId, order_id: orderId, store_code: 'de_de', status: 'active', sku: SKU, name: 'Bench Crema', qty: 1, price_incl_tax_cents: 1299, currency: 'EUR', interval_days: 28, start_date: '2026-01-05', next_order_date: '2026-02-02', term: 'unlimited', end_date: null, deliveries: null, deliveries_made: 1, addresses, created_at: START, updated_at: START });
    }
    await db.insertInto('users').values(users).execute();
    await db.insertInto('orders').values(orders).execute();
    await db.insertInto('subscriptions').values(subscriptions).execute();
  }
}

interface Case {
  id: 'sqlite' | 'postgres';
  name: string;
  env: Record<string, string>;
  open(): Promise<{ db: Db; cleanup(): Promise<void> }>;
}

interface WorkerResult {
  times: number[];
  rssBefore: number;
  rssPeak: number;
  rssEnd: number;
  heapBefore: number;
  heapAfter: number;
  cpuMs: number;
}

function startWorker(env: Record<string, string>) {
  const nodeArgs = (process.env.BENCH_JOBS_WORKER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, ['--expose-gc', ...nodeArgs, '--import', 'tsx', __filename, '--worker'], { env: { ...process.env, ...env, LOG_LEVEL: 'error' }, stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('ready\n')) markReady();
  });
  const done = new Promise<WorkerResult>((resolve, reject) => {
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (code !== 0 || !line) reject(new Error(`worker exited ${code}`));
      else resolve(JSON.parse(line));
    });
  });
  return { ready, go: () => child.stdin.write('go\n'), done };
}

async function runCase(bench: Case, workers: number): Promise<void> {
  const { db, cleanup } = await bench.open();
  try {
    await seed(db);
    const now = new Date(NOW);
    const queue = createJobRunner({ db, env: { ...process.env, ...bench.env }, now: () => now });
    queue.define({ name: JOB_NAMES.subscriptionCycle, handler: async () => undefined });
    const queued = await scanSubscriptions(db, queue, now, COUNT);
    await queue.stop();
    const started = [];
    for (let i = 0; i < workers; i += 1) started.push(startWorker(bench.env));
    await Promise.all(started.map((w) => w.ready));
    const pgCpuBefore = postgresCpuSeconds();
    const t0 = performance.now();
    started.forEach((w) => w.go());
    const results = await Promise.all(started.map((w) => w.done));
    const seconds = (performance.now() - t0) / 1000;
    const pgCpu = postgresCpuSeconds() - pgCpuBefore;
    const { n } = (await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', NOW).executeTakeFirstOrThrow());
    const times = results.flatMap((r) => r.times).sort((a, b) => a - b);
    const mb = (bytes: number) => Math.round(bytes / 1048576);
    // Resident memory before → highest → at the end; live heap (after a full collection) before → after.
    const memory = results.map((r) => `rss ${mb(r.rssBefore)}→${mb(r.rssPeak)}→${mb(r.rssEnd)} MB, live heap ${mb(r.heapBefore)}→${mb(r.heapAfter)} MB`).join('; ');
    console.log(
      `${bench.name.padEnd(28)} ${String(workers)} worker(s)  queued ${queued}  orders ${Number(n)}  ${(Number(n) / seconds).toFixed(0)} orders/s  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  ${memory}  cpu/order: worker ${(results.reduce((sum, r) => sum + r.cpuMs, 0) / Number(n)).toFixed(2)} ms${bench.id === 'postgres' ? `, postgres ${((pgCpu * 1000) / Number(n)).toFixed(2)} ms` : ''}`,
    );
  } finally {
    await cleanup();
  }
}

async function main(): Promise<void> {
  const cases: Case[] = [
    {
      id: 'sqlite',
      name: 'SQLite (lease table)',
      env: { JOBS_ENGINE: 'table' },
      async open() {
        const dir = mkdtempSync(join(tmpdir(), 'bench-jobs-'));
        const file = join(dir, 'bench.sqlite');
        const db = createSqliteDb(file);
        await migrateToLatest(db);
        this.env = { JOBS_ENGINE: 'table', SQLITE_FILE: file, DATABASE_URL: '' };
        return { db, cleanup: async () => { await db.destroy(); rmSync(dir, { recursive: true, force: true }); } };
      },
    },
  ];
  const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const admin = createPostgresDb(url);
  const reachable = await sql`select 1`.execute(admin).then(() => true, () => false);
  if (reachable) {
    cases.push({
      id: 'postgres',
      name: 'PostgreSQL (pg-boss)',
      env: {},
      async open() {
        const schema = `bench_jobs_${randomBytes(4).toString('hex')}`;
        await sql`create schema ${sql.id(schema)}`.execute(admin);
        const db = createPostgresDb(url, schema);
        await migrateToLatest(db, schema);
        const withSchema = new URL(url);
        withSchema.searchParams.set('options', `-c search_path=${schema}`);
        this.env = { JOBS_ENGINE: 'pg-boss', DATABASE_URL: withSchema.toString(), PGBOSS_SCHEMA: `${schema}_boss` };
        return {
          db,
          cleanup: async () => {
            await db.destroy();
            await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
            await sql`drop schema if exists ${sql.id(`${schema}_boss`)} cascade`.execute(admin);
          },
        };
      },
    });
  } else {
    console.log(`PostgreSQL at ${url} unreachable: skipped`);
  }
  console.log(`bench:jobs: ${COUNT} due subscription cycles per case`);
  // `BENCH_JOBS_CASES=postgres:1,sqlite:2` runs only those cases (engine:workers).
  const only = process.env.BENCH_JOBS_CASES?.split(',').map((c) => c.trim().toLowerCase());
  for (const bench of cases) {
    for (const workers of [1, 2]) {
      if (only && !only.includes(`${bench.id}:${workers}`)) continue;
      await runCase(bench, workers);
    }
  }
  await admin.destroy();
}

if (process.argv.includes('--worker')) {
  worker().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
