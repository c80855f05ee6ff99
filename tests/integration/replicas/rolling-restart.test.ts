/**
 * A rolling restart under load (issue 37): two production replicas behind nginx (deploy/nginx.conf)
 * on one PostgreSQL schema; while shoppers view pages, add to carts and place orders with
 * Idempotency-Keys through nginx, each replica in turn gets SIGTERM (it drains:
 * docs/adr/0045-health-and-drain.md), exits 0 and is started again. The client sees no failed
 * request, and the database holds every acknowledged order exactly once.
 *
 * Needs what the two-replica test needs (the production build, PostgreSQL as TEST_DATABASE_URL,
 * nginx); skipped with a message without them, except on CI. Ports: REPLICAS_TEST_PORT + 3…5.
 */
import { DEMO_SKUS } from '@/lib/demo-catalog';
import {
  AUTH_SECRET,
  REVALIDATE_SECRET,
  dataDirectory,
  replicaTestPorts,
  send,
  sharedDatabase,
  startBalancer,
  startReplica,
  type Balancer,
  type Replica,
  type SharedDatabase,
} from '@/scripts/bench/local-deployment';
import { startShopLoad, type LoadReport } from './shop-load';
import { replicaTestPrerequisites } from './prerequisites';

const [BALANCER_PORT, ...REPLICA_PORTS] = replicaTestPorts(3, 3);
/** Shorter than the 5 s default, as long as nginx needs here (it learns of a drain from refused connections). */
const DRAIN_GRACE_MS = 2_000;
/** nginx skips a replica that refused a connection this long (deploy/nginx.conf fail_timeout). */
const NGINX_FAIL_TIMEOUT_MS = 10_000;

const { nginx, databaseUrl, missing, suite } = replicaTestPrerequisites('rolling-restart test', { nginx: true, database: true });

jest.setTimeout(480_000);

/** Waits until the load has seen `port` answer through nginx after `since` answers. */
async function servedAgain(load: { servedBy(): readonly (number | null)[] }, port: number, since: number, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (load.servedBy().slice(since).includes(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nginx sent nothing to the restarted replica on ${port} within ${withinMs} ms`);
}

suite('rolling restart of two replicas behind nginx, under load', () => {
  let database: SharedDatabase;
  let data: ReturnType<typeof dataDirectory>;
  const replicas: Replica[] = [];
  let balancer: Balancer;
  let env: Record<string, string>;
  /** The orders the run placed; a metrics check compares its counter with this. */
  let report: LoadReport;

  beforeAll(async () => {
    if (missing.length > 0) throw new Error(`rolling-restart test: missing ${missing.join(', ')}`);
    database = await sharedDatabase(databaseUrl!);
    data = dataDirectory();
    env = {
      DATABASE_URL: database.url,
      DATA_DIR: data.dir,
      AUTH_SECRET,
      REVALIDATE_SECRET,
      TRUST_PROXY: '1',
      JOBS_IN_PROCESS: '1',
      LOG_LEVEL: 'info',
      DRAIN_GRACE_MS: String(DRAIN_GRACE_MS),
    };
    for (const port of REPLICA_PORTS) replicas.push(await startReplica(port, env));
    balancer = await startBalancer(nginx!, BALANCER_PORT, REPLICA_PORTS);
  });

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(replicas.map((replica) => replica.kill('SIGKILL')));
    await database?.drop();
    data?.remove();
  });

  it('drains each replica in turn on SIGTERM: no failed request, no order lost or doubled', async () => {
    const hop = await send(BALANCER_PORT, `/p/${DEMO_SKUS.backordersAllowed}/any-slug`);
    const pagePath = new URL(String(hop.headers.location ?? `/p/${DEMO_SKUS.backordersAllowed}`), 'http://x').pathname;
    const load = startShopLoad({ port: BALANCER_PORT, lanes: 4, pagePath, cartSku: DEMO_SKUS.backordersAllowed, orderSku: DEMO_SKUS.backordersAllowed });
    const outputs: string[] = [];
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      for (const [i, port] of REPLICA_PORTS.entries()) {
        const stopping = replicas[i];
        await stopping.kill('SIGTERM');
        outputs.push(stopping.output());
        expect({ port, exit: stopping.child.exitCode, signal: stopping.child.signalCode }).toEqual({ port, exit: 0, signal: null });
        const since = load.servedBy().length;
        replicas[i] = await startReplica(port, env);
        await servedAgain(load, port, since, NGINX_FAIL_TIMEOUT_MS + 15_000);
      }
    } finally {
      report = await load.stop();
    }
    const drained = outputs.join('\n');
    expect(drained).toMatch(/drain: not ready, still serving/);
    expect(drained).toMatch(/drain: done, exiting/);
    expect(report.failures).toEqual([]);
    expect(report.ordersPlaced).toBeGreaterThan(10);
    // Both replicas served (an answer from nginx's own page copy names none).
    expect(new Set(report.servedBy.filter((port) => port !== null))).toEqual(new Set(REPLICA_PORTS));
    const rows = await database.db.selectFrom('order_idempotency_keys').select(['idempotency_key', 'order_id']).execute();
    expect(rows.map((row) => row.idempotency_key).sort()).toEqual([...report.orderKeys].sort());
    const orders = await database.db.selectFrom('orders').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(report.ordersPlaced);
  });
});
