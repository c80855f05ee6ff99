/**
 * One deployment on many servers (issue 21): two production replicas (`npm start` on the existing
 * build) on one PostgreSQL database behind Debian's nginx, round robin, configured from
 * deploy/nginx.conf. A guest and a customer whose requests alternate replicas shop and order; an
 * order resent through the other replica stays one order; a price imported through one replica is
 * served by both within the bound; killing a replica mid-run loses no acknowledged order.
 *
 * Needs the production build (`npm test` builds first), PostgreSQL (TEST_DATABASE_URL) and nginx
 * (`apt-get install -y nginx`; .ci/run installs it). Without nginx or PostgreSQL it is skipped with a
 * message — except on CI (CI=true), where a missing piece fails it.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { GENERATION_CHECK_INTERVAL_MS } from '@/lib/config/replicas';
import { LOGIN_THROTTLE_MAX_FAILURES } from '@/lib/config/auth';
import { generatedDumps } from '@/scripts/catalog/catalog-dumps';
import { DEMO_IMPORT_DEFAULTS } from '@/lib/config/search';
import { orderPayload } from '../commerce/order-payloads';
import { replicaTestPrerequisites } from './prerequisites';
import {
  AUTH_SECRET,
  REVALIDATE_SECRET,
  ROOT,
  dataDirectory,
  replicaTestPorts,
  send,
  sharedDatabase,
  startBalancer,
  startReplica,
  type Answer,
  type Balancer,
  type Replica,
  type SharedDatabase,
} from '@/scripts/bench/local-deployment';

/** Ports of this suite: nginx, then the replicas (3205–3207 unless REPLICAS_TEST_PORT moves them). */
const [BALANCER_PORT, ...REPLICA_PORTS] = replicaTestPorts(0, 3);
/** Within this a replica must serve an imported price: the NOTIFY path, well under the periodic check. */
const PROPAGATION_BOUND_MS = 10_000;
/** nginx keeps a shareable page this long (deploy/nginx.conf proxy_cache_valid). */
const EDGE_CACHE_S = 10;
/** A replica keeps a page it served once its last cache clear (after the change reached it) is done. */
const KEEP_BOUND_MS = PROPAGATION_BOUND_MS;
const PRODUCT = DEMO_SKUS.greenTea;

const { nginx, databaseUrl, missing, suite } = replicaTestPrerequisites('two-replica test', { nginx: true, database: true });

jest.setTimeout(180_000);

suite('two replicas behind nginx on one PostgreSQL database', () => {
  let database: SharedDatabase;
  let data: ReturnType<typeof dataDirectory>;
  let replicas: Replica[] = [];
  let balancer: Balancer;
  let env: Record<string, string>;

  beforeAll(async () => {
    if (missing.length > 0) throw new Error(`two-replica test: missing ${missing.join(', ')}`);
    database = await sharedDatabase(databaseUrl!);
    data = dataDirectory();
    env = {
      DATABASE_URL: database.url,
      DATA_DIR: data.dir,
      AUTH_SECRET,
      REVALIDATE_SECRET,
      TRUST_PROXY: '1',
      JOBS_IN_PROCESS: '0',
      LOG_LEVEL: 'info',
    };
    // One after the other: the first imports the demo catalogue into the shared directory.
    for (const port of REPLICA_PORTS) replicas.push(await startReplica(port, env));
    balancer = await startBalancer(nginx!, BALANCER_PORT, REPLICA_PORTS);
  });

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(replicas.map((replica) => replica.kill('SIGTERM')));
    await database?.drop();
    data?.remove();
  });

  const through = (path: string, options?: Parameters<typeof send>[2]) => send(BALANCER_PORT, path, options);

  function expectAlternating(answers: Answer[]) {
    const served = answers.map((answer) => answer.replica);
    expect(new Set(served)).toEqual(new Set(REPLICA_PORTS));
    for (let i = 1; i < served.length; i++) expect(served[i]).not.toBe(served[i - 1]);
  }

  it('warns at start-up that two replicas share the database while each has its own embedded catalogue index', () => {
    expect(replicas.map((replica) => replica.output()).join('\n')).toMatch(/2 replicas share this database while the catalogue is the embedded index/);
  });

  it('a guest cart and checkout whose requests alternate replicas ends in one order', async () => {
    const answers: Answer[] = [];
    const step = async (path: string, options?: Parameters<typeof send>[2]) => {
      const answer = await through(path, options);
      answers.push(answer);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      return answer;
    };
    const cartId = (await step('/api/cart/create', { method: 'POST' })).json().result as string;
    await step(`/api/cart/update?cartId=${cartId}`, { body: { cartItem: { sku: PRODUCT, qty: 2 } } });
    const lines = (await step(`/api/cart/pull?cartId=${cartId}`)).json().result as { sku: string; qty: number }[];
    expect(lines).toEqual([expect.objectContaining({ sku: PRODUCT, qty: 2 })]);
    await step(`/api/cart/totals?cartId=${cartId}`);
    const key = randomUUID();
    const order = await step(`/api/order?cartId=${cartId}`, { body: orderPayload([{ sku: PRODUCT, qty: 2 }]), headers: { 'idempotency-key': key } });
    expectAlternating(answers);
    const stored = await database.db.selectFrom('order_idempotency_keys').selectAll().where('idempotency_key', '=', key).execute();
    expect(stored).toHaveLength(1);
    expect(order.json().code).toBe(200);
  });

  it('a customer registered, logged in and refreshed on alternating replicas keeps one session', async () => {
    const email = `${randomUUID()}@example.com`;
    const password = 'correct horse battery';
    const answers: Answer[] = [];
    const step = async (path: string, options?: Parameters<typeof send>[2]) => {
      const answer = await through(path, options);
      answers.push(answer);
      return answer;
    };
    expect((await step('/api/user/create', { body: { customer: { email, firstname: 'Ada', lastname: 'Lovelace' }, password } })).status).toBe(200);
    const login = (await step('/api/user/login', { body: { username: email, password } })).json();
    const token = login.result as string;
    const refreshToken = login.meta?.refreshToken as string;
    const me = await step('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect((me.json().result as { email: string }).email).toBe(email);
    const refreshed = await step('/api/user/refresh', { body: { refreshToken } });
    expect(refreshed.status).toBe(200);
    const again = await step('/api/user/me', { headers: { authorization: `Bearer ${refreshed.json().result as string}` } });
    expect(again.status).toBe(200);
    // The rotation is known on every replica: the new token refreshes on the other one, and then
    // the first token, spent and its successor used, is refused there (ADR 0062's grace is over).
    const next = await step('/api/user/refresh', { body: { refreshToken: refreshed.json().meta?.refreshToken } });
    expect(next.status).toBe(200);
    const replayed = await step('/api/user/refresh', { body: { refreshToken } });
    expect(replayed.status).toBe(401);
    expectAlternating(answers);
  });

  it('counts failed logins of both replicas together: the throttle closes after the tenth, wherever they landed', async () => {
    const email = `${randomUUID()}@example.com`;
    expect((await through('/api/user/create', { body: { customer: { email, firstname: 'Ada', lastname: 'Lovelace' }, password: 'correct horse battery' } })).status).toBe(200);
    const answers: Answer[] = [];
    for (let i = 0; i < LOGIN_THROTTLE_MAX_FAILURES + 1; i++) answers.push(await through('/api/user/login', { body: { username: email, password: 'wrong password' } }));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(LOGIN_THROTTLE_MAX_FAILURES).fill(401), 429]);
    expectAlternating(answers);
  });

  it('nginx keeps shareable catalogue pages, compressed as asked, and never /api, a token holder or draft mode', async () => {
    const path = new URL(String((await through(`/p/${PRODUCT}/stale-slug`)).headers.location), 'http://x').pathname;
    const first = await through(path, { headers: { 'accept-encoding': 'br' } });
    const second = await through(path, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers['x-edge-cache']).toMatch(/MISS|EXPIRED|HIT/);
    expect(second.headers['x-edge-cache']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('br');
    expect((await through(path, { headers: { authorization: 'Bearer x' } })).headers['x-edge-cache']).toBe('BYPASS');
    expect((await through(path, { headers: { cookie: '__prerender_bypass=1' } })).headers['x-edge-cache']).toBe('BYPASS');
    const cart = await through('/api/cart/create', { method: 'POST' });
    expect(cart.headers['x-edge-cache']).toBeUndefined();
  });

  it('an order resent through the other replica with its Idempotency-Key stays one order', async () => {
    const key = randomUUID();
    const payload = orderPayload([{ sku: PRODUCT, qty: 1 }]);
    const first = await through('/api/order', { body: payload, headers: { 'idempotency-key': key } });
    const resent = await through('/api/order', { body: payload, headers: { 'idempotency-key': key } });
    expect([first.status, resent.status]).toEqual([200, 200]);
    expect(resent.replica).not.toBe(first.replica);
    expect(resent.json().result).toEqual(first.json().result);
    const orders = await database.db.selectFrom('order_idempotency_keys').select('order_id').where('idempotency_key', '=', key).execute();
    expect(orders).toHaveLength(1);
  });

  it('refuses an order without an Idempotency-Key, which is why nginx may resend orders to the next replica', async () => {
    const count = async () => Number((await database.db.selectFrom('orders').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect((await through('/api/order', { body: orderPayload([{ sku: PRODUCT, qty: 1 }]) })).status).toBe(400);
    expect(await count()).toBe(before);
    expect(readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8')).toMatch(/location = \/api\/order \{[^}]*non_idempotent/);
  });

  it('a price imported through one replica is served by both, and through nginx, within the bound', async () => {
    const pathHop = await send(REPLICA_PORTS[0], `/p/${PRODUCT}/stale-slug`);
    expect(pathHop.status).toBe(301);
    const path = new URL(String(pathHop.headers.location), 'http://x').pathname;
    // Both replicas keep the page (page cache and Next.js's output cache) and nginx holds it. The
    // order of the test before changed this product's stock: each replica clears its cache when the
    // change reaches it, so "kept" is polled for.
    for (const port of REPLICA_PORTS) {
      expect((await send(port, path)).body).toContain('6,99');
      await firstKept(() => send(port, path), KEEP_BOUND_MS);
    }
    expect((await through(path)).status).toBe(200);

    const dump = generatedDumps(DEMO_IMPORT_DEFAULTS.products, DEMO_IMPORT_DEFAULTS.seed).find((d) => d.index === 'catalog_de_de')!;
    const product = dump.products.find((p) => p.sku === PRODUCT)! as { price: number; final_price?: number };
    product.price = Math.round(product.price * 2 * 10_000) / 10_000;
    product.final_price = 13.98;
    const file = join(data.dir, 'changed-de.json');
    writeFileSync(file, JSON.stringify(dump));
    const imported = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/catalog/import.ts', '--file', file], {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(REPLICA_PORTS[0]) },
      encoding: 'utf8',
    });
    expect(imported.stdout).toMatch(/Catalogue change published \(generation \d+\)/);
    const importedAt = Date.now();

    const servedAt = await Promise.all(REPLICA_PORTS.map((port) => firstServing(() => send(port, path), '13,98', PROPAGATION_BOUND_MS)));
    for (const at of servedAt) expect(at - importedAt).toBeLessThan(PROPAGATION_BOUND_MS);
    const edgeAt = await firstServing(() => through(path), '13,98', PROPAGATION_BOUND_MS + EDGE_CACHE_S * 1000);
    expect(edgeAt - importedAt).toBeLessThan(PROPAGATION_BOUND_MS + EDGE_CACHE_S * 1000);
    expect(PROPAGATION_BOUND_MS).toBeLessThan(GENERATION_CHECK_INTERVAL_MS);
  });

  it('killing one replica mid-run loses no acknowledged order, and nginx moves on to the other', async () => {
    const keys = Array.from({ length: 24 }, () => randomUUID());
    const acknowledged = new Map<string, string>();
    const servedBefore = new Set<number | null>();
    let killed = false;
    const send = async (key: string) => {
      const answer = await through('/api/order', { body: orderPayload([{ sku: PRODUCT, qty: 1 }]), headers: { 'idempotency-key': key } }).catch(() => null);
      if (answer?.status === 200) acknowledged.set(key, answer.body);
      if (!killed) servedBefore.add(answer?.replica ?? null);
      return answer?.status ?? 0;
    };
    const senders = [0, 1, 2, 3].map(async (lane) => {
      for (let i = lane; i < keys.length; i += 4) {
        await send(keys[i]);
        if (i === 8) {
          killed = true;
          await replicas[1].kill('SIGKILL');
        }
      }
    });
    await Promise.all(senders);
    expect(servedBefore).toContain(REPLICA_PORTS[1]);
    expect(replicas[1].child.signalCode ?? replicas[1].child.exitCode).not.toBeNull();
    // Every acknowledged order is there as answered.
    for (const [key, body] of acknowledged) {
      const row = await database.db.selectFrom('order_idempotency_keys').select('order_id').where('idempotency_key', '=', key).executeTakeFirst();
      expect(row).toBeDefined();
      expect(body).toContain(String(row!.order_id));
    }
    // What was not acknowledged is resent with its key; the surviving replica answers all of it, once each.
    for (const key of keys.filter((k) => !acknowledged.has(k))) expect(await send(key)).toBe(200);
    const after = await through('/api/cart/create', { method: 'POST' });
    expect(after.replica).toBe(REPLICA_PORTS[0]);
    const rows = await database.db.selectFrom('order_idempotency_keys').select('idempotency_key').where('idempotency_key', 'in', keys).execute();
    expect(rows.map((row) => row.idempotency_key).sort()).toEqual([...keys].sort());
  });
});

/** Polls until an answer comes from the replica's page cache; throws at the deadline with the last header. */
async function firstKept(get: () => Promise<Answer>, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  let last: Answer | null = null;
  while (Date.now() < deadline) {
    last = await get();
    expect(last.body).toContain('6,99');
    if (last.headers['x-page-cache'] === 'HIT') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`page not kept within ${withinMs} ms (last x-page-cache: ${String(last?.headers['x-page-cache'])})`);
}

/** Polls until an answer contains the text; resolves with the time it first did, or throws at the deadline. */
async function firstServing(get: () => Promise<Answer>, text: string, withinMs: number): Promise<number> {
  const deadline = Date.now() + withinMs;
  let last: Answer | null = null;
  while (Date.now() < deadline) {
    last = await get();
    if (last.body.includes(text)) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`still not serving "${text}" after ${withinMs} ms (last answer ${last?.status}, page cache ${String(last?.headers['x-page-cache'])})`);
}
