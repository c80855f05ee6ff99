/**
 * A rolling restart under load (issue 37): two production replicas behind nginx (deploy/nginx.conf)
 * on one PostgreSQL schema; while shoppers view pages, add to carts and place orders with
 * Idempotency-Keys through nginx, deploy/rolling-restart.sh takes each replica in turn out of
 * nginx, restarts it (SIGTERM: it drains, docs/adr/0045-health-and-drain.md, exits 0 and is
 * started again) and puts it back once it is ready. The client sees no failed request, and the
 * database holds every acknowledged order exactly once.
 * Debian's Prometheus scrapes both replicas' METRICS_PORT every second throughout; afterwards
 * PromQL finds the orders counter summed over the replicas equal to the orders acknowledged, and a
 * latency histogram per route template.
 *
 * Needs what the two-replica test needs (the production build, PostgreSQL as TEST_DATABASE_URL,
 * nginx) and prometheus; skipped with a message without them, except on CI. Ports:
 * REPLICAS_TEST_PORT + 3…8.
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
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
import { startPrometheus, type PrometheusServer } from '../../support/prometheus';

const [BALANCER_PORT, ...REPLICA_PORTS] = replicaTestPorts(3, 3);
const METRICS_PORTS = replicaTestPorts(6, 2);
const [PROMETHEUS_PORT] = replicaTestPorts(8, 1);
const instanceOf = (i: number) => `127.0.0.1:${METRICS_PORTS[i]}`;
/** The default: longer than nginx's upstream keepalive_timeout (deploy/nginx.conf), as it must be. */
const DRAIN_GRACE_MS = 5_000;

const { nginx, databaseUrl, missing, suite } = replicaTestPrerequisites('rolling-restart test', { nginx: true, database: true, prometheus: true });

jest.setTimeout(480_000);

/** One process's run of a replica: its counters start at 0 and only grow until it exits. */
interface Life {
  instance: string;
  /** The replica's shop port: the orders it acknowledged in this life are the life's count. */
  port: number;
  fromMs: number;
  toMs: number;
}

/**
 * The orders counter summed over the replicas, in one PromQL expression. A restarted replica's
 * counter starts again at 0 in the same series (same target), so the last value of the series is
 * only the new process's count. `increase()` would handle the reset but extrapolates to the edges
 * of its range, which gives no exact count. What is exact: each process's counter only grows, so
 * its final value is the maximum over that process's life, read with `max_over_time` over a range
 * ending (`@`) when the process exited; the lives of the replicas are summed. Deterministic
 * because a draining replica's metrics port waits for one last scrape after its last request
 * (lib/observability/metrics-server.ts), and the test ends its last lives only after a scrape
 * that began after the load stopped.
 */
function ordersOverLives(lives: Life[]): string {
  return lives
    .map(({ instance, fromMs, toMs }) => `(sum(max_over_time(storefront_orders_placed_total{instance="${instance}"}[${Math.ceil(toMs - fromMs)}ms] @ ${(toMs / 1000).toFixed(3)})) or vector(0))`)
    .join(' + ');
}

/**
 * Waits until the load has seen `port` give `answers` answers through nginx after `since` answers:
 * enough for a restarted replica's new life to have taken orders (a quarter of the load's requests).
 */
async function servedAgain(load: { servedBy(): readonly (number | null)[] }, port: number, since: number, withinMs: number, answers = 40): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (load.servedBy().slice(since).filter((answered) => answered === port).length >= answers) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nginx sent fewer than ${answers} requests to the restarted replica on ${port} within ${withinMs} ms`);
}

/** An HTTP endpoint for the script's RESTART command: `POST /<port>` restarts that replica and answers once it was started. */
async function restartControl(restart: (port: number) => Promise<void>): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    restart(Number(String(request.url).slice(1))).then(
      () => response.end('restarted'),
      (error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((closed) => server.close(() => closed())) };
}

/** deploy/rolling-restart.sh over every replica of the balancer's upstream. */
function rollingRestart(env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile('bash', [join(__dirname, '..', '..', '..', 'deploy', 'rolling-restart.sh')], { env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

suite('rolling restart of two replicas behind nginx, under load', () => {
  let database: SharedDatabase;
  let data: ReturnType<typeof dataDirectory>;
  const replicas: Replica[] = [];
  let balancer: Balancer;
  let prometheus: PrometheusServer;
  let env: Record<string, string>;
  const envOf = (i: number) => ({ ...env, METRICS_PORT: String(METRICS_PORTS[i]) });
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
    for (const [i, port] of REPLICA_PORTS.entries()) replicas.push(await startReplica(port, envOf(i)));
    balancer = await startBalancer(nginx!, BALANCER_PORT, REPLICA_PORTS);
    prometheus = await startPrometheus({ port: PROMETHEUS_PORT, targets: METRICS_PORTS.map((port) => `127.0.0.1:${port}`), scrapeIntervalS: 2 });
  });

  afterAll(async () => {
    await prometheus?.stop();
    await balancer?.stop();
    await Promise.all(replicas.map((replica) => replica.kill('SIGKILL')));
    await database?.drop();
    data?.remove();
  });

  it('restarts each replica in turn with deploy/rolling-restart.sh: no failed request, no order lost or doubled, every order in Prometheus', async () => {
    // A replica waits for a final scrape only once it has seen Prometheus scrape it (two scrapes give the
    // interval): before that, a first life's orders would die with it unscraped.
    await prometheus.waitFor('count_over_time(up{job="storefront"}[1m]) >= 3', (samples) => samples.length === 2);
    const hop = await send(BALANCER_PORT, `/p/${DEMO_SKUS.backordersAllowed}/any-slug`);
    const pagePath = new URL(String(hop.headers.location ?? `/p/${DEMO_SKUS.backordersAllowed}`), 'http://x').pathname;
    const startedMs = Date.now();
    const load = startShopLoad({ port: BALANCER_PORT, lanes: 4, pagePath, cartSku: DEMO_SKUS.backordersAllowed, orderSku: DEMO_SKUS.backordersAllowed });
    const outputs: string[] = [];
    const lives: Life[] = [];
    const restartedMs: number[] = [];
    const servedBefore: number[] = [];
    const exits: { port: number; exit: number | null; signal: string | null }[] = [];
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      // The operator's script restarts them; its restart command asks this test to restart a replica.
      const control = await restartControl(async (port) => {
        const i = REPLICA_PORTS.indexOf(port);
        const stopping = replicas[i];
        await stopping.kill('SIGTERM');
        lives.push({ instance: instanceOf(i), port, fromMs: startedMs, toMs: Date.now() });
        outputs.push(stopping.output());
        exits.push({ port, exit: stopping.child.exitCode, signal: stopping.child.signalCode });
        servedBefore[i] = load.servedBy().length;
        restartedMs[i] = Date.now();
        replicas[i] = await startReplica(port, envOf(i));
      });
      try {
        const script = await rollingRestart({
          NGINX_SITE: balancer.config,
          NGINX_RELOAD: balancer.reloadCommand,
          RESTART: `curl -fsS -X POST --max-time 300 http://127.0.0.1:${control.port}/{port}`,
        });
        expect(script).toEqual(expect.objectContaining({ code: 0 }));
      } finally {
        await control.close();
      }
      expect(exits).toEqual(REPLICA_PORTS.map((port) => ({ port, exit: 0, signal: null })));
      for (const [i, port] of REPLICA_PORTS.entries()) await servedAgain(load, port, servedBefore[i], 30_000);
    } finally {
      report = await load.stop();
    }
    // Every order the load saw answered is counted in its replica; a scrape begun after this holds it.
    // timestamp() of the selector itself: of an expression (`up == 1`) it answers the query's own
    // time, which let the check pass at once, before the last orders were scraped.
    const stoppedS = Date.now() / 1000;
    await prometheus.waitFor('timestamp(up{job="storefront"}) and on (instance) (up{job="storefront"} == 1)', (samples) => samples.length === 2 && samples.every((s) => s.value > stoppedS));
    const endMs = Date.now();
    for (const [i, port] of REPLICA_PORTS.entries()) lives.push({ instance: instanceOf(i), port, fromMs: restartedMs[i], toMs: endMs });
    const drained = outputs.join('\n');
    expect(drained).toMatch(/drain: not ready, still serving/);
    expect(drained).toMatch(/drain: done, exiting/);
    // Each replica's final counts went out in a scrape begun after its last request.
    expect(outputs.map((output) => /final scrape (\w[\w-]*)/.exec(output)?.[1] ?? 'none logged')).toEqual(['answered', 'answered']);
    // nginx's own account of a failure names its cause (refused, reset, closed before answering, no live upstream).
    const upstreamErrors = report.failures.length > 0 ? balancer.log().split('\n').filter((line) => /upstream|connect\(\)|recv\(\)/.test(line)) : [];
    expect({ failures: report.failures, upstreamErrors }).toEqual({ failures: [], upstreamErrors: [] });
    expect(report.ordersPlaced).toBeGreaterThan(10);
    // Both replicas served (an answer from nginx's own page copy names none).
    expect(new Set(report.servedBy.filter((port) => port !== null))).toEqual(new Set(REPLICA_PORTS));
    const rows = await database.db.selectFrom('order_idempotency_keys').select(['idempotency_key', 'order_id']).execute();
    expect(rows.map((row) => row.idempotency_key).sort()).toEqual([...report.orderKeys].sort());
    const orders = await database.db.selectFrom('orders').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(report.ordersPlaced);

    // Prometheus holds every order, each in the process life that acknowledged it: none lost with a
    // process that exited, none taken from one life into the next (docs/operations.md, "Counting
    // across restarts").
    const acknowledged = (life: Life) => report.orderAnswers.filter(({ replica, atMs }) => replica === life.port && atMs >= life.fromMs && atMs <= life.toMs).length;
    const [counted] = await prometheus.query(ordersOverLives(lives));
    const perLife = await Promise.all(lives.map(async (life) => ({ ...life, orders: (await prometheus.query(ordersOverLives([life])))[0]?.value ?? 0 })));
    expect({ counted: counted.value, perLife }).toEqual({ counted: report.ordersPlaced, perLife: lives.map((life) => ({ ...life, orders: acknowledged(life) })) });
    // A latency histogram per route template, over the whole run (rate() takes the restarts' resets in its stride).
    const p95 = await prometheus.query(
      `histogram_quantile(0.95, sum by (le, http_route) (rate(http_server_request_duration_seconds_bucket[${endMs - startedMs}ms] @ ${(endMs / 1000).toFixed(3)})))`,
    );
    const routes = p95.filter((sample) => Number.isFinite(sample.value) && sample.value > 0).map((sample) => sample.metric.http_route);
    expect(routes).toEqual(expect.arrayContaining(['/api/order', '/api/cart/create', '/api/cart/update']));
  });
});
