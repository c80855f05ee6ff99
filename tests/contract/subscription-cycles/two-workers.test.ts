/**
 * Two worker processes on one database never place a cycle twice (issue 16): 200 due
 * subscriptions, every cycle queued twice (once by the scan with its key, once more without a key,
 * as a runner that delivered a job twice would), drained by two processes at once.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { EmbeddedCatalogIndex, useCatalogIndex } from '@/lib/catalog/search';
import { JOB_NAMES } from '@/lib/config/jobs';
import { upsertStock } from '@/lib/commerce/stock/stock-repository';
import { scanSubscriptions } from '@/lib/commerce/subscriptions/subscription-jobs';
import { PgBossJobRunner, TableJobRunner, type JobRunner } from '@/lib/jobs';
import { dbAdaptersUnderTest, type OpenedDb } from '../db/adapters';
import { TEST_PRODUCTS, TEST_REMOTE_CONFIG, TEST_TAX_RULES } from '../../integration/commerce/test-catalog';
import { givenSubscription } from './fixtures';

jest.setTimeout(240_000);

const SUBSCRIPTIONS = 200;
const NOW = '2026-02-02T06:00:00.000Z';
const WORKER = path.join(__dirname, 'worker-process.ts');

function startWorker(env: Record<string, string>): { ready: Promise<void>; go(): void; done: Promise<number> } {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], { cwd: process.cwd(), env: { ...process.env, ...env, LOG_LEVEL: 'error' }, stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('ready\n')) markReady();
  });
  const done = new Promise<number>((resolve, reject) => {
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (code !== 0 || !line) reject(new Error(`worker exited ${code}: ${out}`));
      else resolve((JSON.parse(line) as { ran: number }).ran);
    });
  });
  return { ready, go: () => child.stdin.write('go\n'), done };
}

const engines: { name: string; adapter: string; env: Record<string, string>; runner(opened: OpenedDb, schema: string): JobRunner }[] = [
  { name: 'table engine on sqlite', adapter: 'sqlite', env: { JOBS_ENGINE: 'table' }, runner: (o) => new TableJobRunner({ db: o.db, dialect: 'sqlite', now: () => new Date(NOW) }) },
  { name: 'table engine on postgresql', adapter: 'postgresql', env: { JOBS_ENGINE: 'table' }, runner: (o) => new TableJobRunner({ db: o.db, dialect: 'postgres', now: () => new Date(NOW) }) },
  {
    name: 'pg-boss on postgresql',
    adapter: 'postgresql',
    env: { JOBS_ENGINE: 'pg-boss' },
    runner: (o, schema) => new PgBossJobRunner({ connectionString: o.env.DATABASE_URL, schema, supervise: false, now: () => new Date(NOW) }),
  },
];
const available = new Set(dbAdaptersUnderTest().map((a) => a.name));

describe.each(engines.filter((e) => available.has(e.adapter)))('two worker processes: $name', (engine) => {
  let opened: OpenedDb;
  const schema = `pgboss_two_${Date.now().toString(36)}`;
  beforeAll(async () => {
    const catalogue = new EmbeddedCatalogIndex(null);
    for (const index of ['catalog_de_de', 'catalog_default']) await catalogue.replace(index, { product: TEST_PRODUCTS, taxrule: TEST_TAX_RULES, config: TEST_REMOTE_CONFIG });
    useCatalogIndex(catalogue);
    opened = await dbAdaptersUnderTest().find((a) => a.name === engine.adapter)!.open();
  });
  afterAll(async () => {
    useCatalogIndex(undefined);
    if (engine.env.JOBS_ENGINE === 'pg-boss') await opened.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await opened.close();
  });

  it(`places each of ${SUBSCRIPTIONS} due cycles exactly once`, async () => {
    await upsertStock(opened.db, { sku: 'COFFEE-250', product_id: 1, qty: 1000, is_in_stock: 1, manage_stock: 1, backorders: 0, updated_at: NOW });
    const subs = [];
    for (let i = 0; i < SUBSCRIPTIONS; i += 1) subs.push(await givenSubscription(opened.db, { start: '2026-01-05', qty: 1, sku: 'COFFEE-250' }));
    const runner = engine.runner(opened, schema);
    runner.define({ name: JOB_NAMES.subscriptionCycle, handler: async () => undefined });
    runner.define({ name: JOB_NAMES.subscriptionReminder, handler: async () => undefined });
    expect(await scanSubscriptions(opened.db, runner, new Date(NOW))).toBe(SUBSCRIPTIONS);
    for (const sub of subs) await runner.schedule(JOB_NAMES.subscriptionCycle, { subscription_id: sub.id });
    await runner.stop();

    const env = { ...opened.env, ...engine.env, PGBOSS_SCHEMA: schema, JOBS_NOW: NOW };
    const workers = [startWorker(env), startWorker(env)];
    await Promise.all(workers.map((w) => w.ready));
    workers.forEach((w) => w.go());
    const ran = await Promise.all(workers.map((w) => w.done));

    expect(ran[0] + ran[1]).toBeGreaterThanOrEqual(2 * SUBSCRIPTIONS);
    const perUser = await opened.db
      .selectFrom('orders')
      .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', 'in', subs.map((s) => s.user.id))
      .groupBy('user_id')
      .execute();
    // The first order of each plus exactly one follow-up.
    expect(perUser).toHaveLength(SUBSCRIPTIONS);
    expect(new Set(perUser.map((r) => Number(r.n)))).toEqual(new Set([2]));
    const rows = await opened.db.selectFrom('subscriptions').select(['deliveries_made', 'next_order_date']).where('id', 'in', subs.map((s) => s.id)).execute();
    expect(new Set(rows.map((r) => `${r.deliveries_made}/${r.next_order_date}`))).toEqual(new Set(['2/2026-03-02']));
    const stock = await opened.db.selectFrom('stock').select('qty').where('sku', '=', 'COFFEE-250').executeTakeFirstOrThrow();
    expect(stock.qty).toBe(1000 - SUBSCRIPTIONS);
    console.log(`${engine.name}: worker runs ${ran.join(' + ')}`);
  });
});
