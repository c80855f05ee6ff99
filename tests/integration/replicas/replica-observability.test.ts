/**
 * Traces and metrics of a deployment as an operator sees them (issue 37): two production replicas
 * behind Debian's nginx on one PostgreSQL database, each serving its metrics on its own
 * METRICS_PORT and exporting traces by OTLP (the standard OTEL_* variables) to a collector
 * stand-in, and Debian's Prometheus scraping both every second.
 * - After N orders placed through nginx (and one of them resent with its key, which places
 *   nothing), PromQL over Prometheus' HTTP API finds the orders counter summed over the replicas
 *   equal to N, both replicas among them, and a latency histogram per route template.
 * - One request through nginx carrying a W3C traceparent yields one trace: server.ts's span
 *   (continuing nginx's parent), the Next.js spans, the database statements and the catalogue
 *   queries. The replicas trust nginx's address only (TRUST_PROXY=127.0.0.1): the same request
 *   sent straight to a replica from 127.0.0.2, an address no proxy list names, starts a trace of
 *   its own, and its traceparent is continued nowhere. And a replica whose TRUST_PROXY does not
 *   name nginx (a third one, behind an nginx of its own) takes nginx for a client like any other:
 *   a traceparent sent through that nginx starts a trace of its own too.
 *
 * Needs the production build, PostgreSQL (TEST_DATABASE_URL), nginx and prometheus (.ci/run
 * installs both). Without one of them it is skipped with a message — except on CI (CI=true), where
 * a missing piece fails it. Ports: OBSERVABILITY_TEST_PORT (default 3230) and the eight after it.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { orderPayload } from '../commerce/order-payloads';
import { prometheusBinary, startPrometheus, type PrometheusServer } from '../../support/prometheus';
import { startOtlpReceiver, type ReceivedSpan } from '../../support/otlp-receiver';
import {
  AUTH_SECRET,
  REVALIDATE_SECRET,
  ROOT,
  dataDirectory,
  nginxBinary,
  send,
  sharedDatabase,
  startBalancer,
  startReplica,
  type Balancer,
  type Replica,
  type SharedDatabase,
} from '@/scripts/bench/local-deployment';

const BASE_PORT = Number(process.env.OBSERVABILITY_TEST_PORT || 3230);
const BALANCER_PORT = BASE_PORT;
const REPLICA_PORTS = [BASE_PORT + 1, BASE_PORT + 2];
const METRICS_PORTS = [BASE_PORT + 3, BASE_PORT + 4];
const PROMETHEUS_PORT = BASE_PORT + 5;
const RECEIVER_PORT = BASE_PORT + 6;
/** The replica that trusts another proxy than nginx, and the nginx in front of it. */
const UNTRUSTING_REPLICA_PORT = BASE_PORT + 7;
const UNTRUSTING_BALANCER_PORT = BASE_PORT + 8;
const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const PARENT_ID = 'b7ad6b7169203331';
/** The trusted counterpart of the untrusted request, in a trace of its own. */
const PROXIED_TRACE_ID = '1af7651916cd43dd8448eb211c80319c';
/** What a client that is no proxy sends, hoping to join (or poison) an operator's trace. */
const UNTRUSTED_TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
/** nginx reaches the replicas from 127.0.0.1; this loopback address is nobody's proxy. */
const UNTRUSTED_ADDRESS = '127.0.0.2';
/** What a client sends through an nginx its replica does not trust. */
const UNTRUSTED_PROXY_TRACE_ID = '5cf92f3577b34da6a3ce929d0e0e4737';
const UNTRUSTING_SERVICE = 'storefront-trace-test-untrusting';
const ORDERS = 6;
const PRODUCT = DEMO_SKUS.greenTea;

const nginx = nginxBinary();
const databaseUrl = process.env.TEST_DATABASE_URL;
const built = existsSync(join(ROOT, '.next', 'BUILD_ID'));
const missing = [
  !nginx && 'nginx (apt-get install -y nginx)',
  !prometheusBinary() && 'prometheus (apt-get install -y prometheus)',
  !databaseUrl && 'PostgreSQL (TEST_DATABASE_URL)',
  !built && 'the production build (npm test or npm start builds it)',
].filter(Boolean);
if (missing.length > 0 && !process.env.CI) {
  console.warn(`replica observability test skipped: ${missing.join(', ')} not available here; CI installs and sets them.`);
}
const suite = missing.length > 0 && !process.env.CI ? describe.skip : describe;

jest.setTimeout(180_000);

suite('two replicas traced and scraped by Prometheus', () => {
  let database: SharedDatabase;
  let data: ReturnType<typeof dataDirectory>;
  const replicas: Replica[] = [];
  let balancer: Balancer;
  let prometheus: PrometheusServer;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let env: Record<string, string>;

  beforeAll(async () => {
    if (missing.length > 0) throw new Error(`replica observability test: missing ${missing.join(', ')}`);
    receiver = await startOtlpReceiver(RECEIVER_PORT);
    database = await sharedDatabase(databaseUrl!);
    data = dataDirectory();
    env = {
      DATABASE_URL: database.url,
      DATA_DIR: data.dir,
      AUTH_SECRET,
      REVALIDATE_SECRET,
      // nginx's address by name, not a hop count (which would take any peer for the proxy).
      TRUST_PROXY: '127.0.0.1',
      JOBS_IN_PROCESS: '0',
      LOG_LEVEL: 'warn',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'storefront-trace-test',
      // The SDK's own batch delay (ms), short so the test need not wait five seconds.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    // One after the other: the first imports the demo catalogue into the shared directory.
    for (const [i, port] of REPLICA_PORTS.entries()) replicas.push(await startReplica(port, { ...env, METRICS_PORT: String(METRICS_PORTS[i]) }));
    balancer = await startBalancer(nginx!, BALANCER_PORT, REPLICA_PORTS);
    prometheus = await startPrometheus({ port: PROMETHEUS_PORT, targets: METRICS_PORTS.map((port) => `127.0.0.1:${port}`), scrapeIntervalS: 1 });
  });

  afterAll(async () => {
    await prometheus?.stop();
    await balancer?.stop();
    await Promise.all(replicas.map((replica) => replica.kill('SIGTERM')));
    await database?.drop();
    data?.remove();
    await receiver?.stop();
  });

  async function spansOf(traceId: string, until: (spans: ReceivedSpan[]) => boolean): Promise<ReceivedSpan[]> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const spans = receiver.spans.filter((span) => span.traceId === traceId);
      if (until(spans) || Date.now() > deadline) return spans;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('finds the orders placed through nginx summed over both replicas, and a latency histogram per route', async () => {
    const served = new Set<number | null>();
    let resend: { key: string; payload: ReturnType<typeof orderPayload> } | null = null;
    for (let i = 0; i < ORDERS; i++) {
      const key = randomUUID();
      const payload = orderPayload([{ sku: PRODUCT, qty: 1 }]);
      const answer = await send(BALANCER_PORT, '/api/order', { body: payload, headers: { 'idempotency-key': key } });
      expect(answer.status).toBe(200);
      served.add(answer.replica);
      resend ??= { key, payload };
    }
    expect(served).toEqual(new Set(REPLICA_PORTS));
    // The offline queue's resend of an order already placed is a replay, not an order.
    expect((await send(BALANCER_PORT, '/api/order', { body: resend!.payload, headers: { 'idempotency-key': resend!.key } })).status).toBe(200);

    const up = await prometheus.waitFor('up{job="storefront"}', (samples) => samples.length === 2 && samples.every((s) => s.value === 1));
    expect(up).toHaveLength(2);
    const [total] = await prometheus.waitFor('sum(storefront_orders_placed_total)', (samples) => samples[0]?.value === ORDERS);
    expect(total.value).toBe(ORDERS);
    const perReplica = await prometheus.query('sum by (instance) (storefront_orders_placed_total)');
    expect(perReplica.map((s) => s.metric.instance).sort()).toEqual(METRICS_PORTS.map((port) => `127.0.0.1:${port}`).sort());
    const byMethod = await prometheus.query('sum by (store, payment_method) (storefront_orders_placed_total)');
    expect(byMethod).toEqual([{ metric: { store: 'de_de', payment_method: 'cashondelivery' }, value: ORDERS }]);
    const [replays] = await prometheus.waitFor('sum(storefront_order_replays_total)', (samples) => samples[0]?.value === 1);
    expect(replays.value).toBe(1);

    const orderRequests = await prometheus.query('sum(http_server_request_duration_seconds_count{http_route="/api/order",http_request_method="POST",http_response_status_code="200"})');
    expect(orderRequests[0]?.value).toBe(ORDERS + 1);
    // Over the buckets as counted since start, not a rate: the orders may all land between two scrapes,
    // and a rate of nothing new has no quantile (the alert rules' rates see real traffic).
    const p95 = await prometheus.waitFor('histogram_quantile(0.95, sum by (le, http_route) (http_server_request_duration_seconds_bucket))', (samples) =>
      ['/api/order', '/api/cart/create'].every((route) => samples.some((sample) => sample.metric.http_route === route)),
    );
    const routes = p95.map((sample) => sample.metric.http_route);
    expect(routes).toEqual(expect.arrayContaining(['/api/order', '/api/cart/create']));
    for (const sample of p95.filter((s) => s.metric.http_route === '/api/order')) expect(sample.value).toBeGreaterThan(0);
    // Every route label is a template, never a path with an id in it.
    for (const route of routes) expect(route).toMatch(/^(\/[\w.\-[\]]*)+$|^_OTHER$/);
  });

  it('keeps the metrics port off the shop: nginx answers no exposition', async () => {
    const answer = await send(BALANCER_PORT, '/metrics');
    expect(answer.body).not.toContain('storefront_orders_placed_total');
  });

  it('holds the server span, the Next.js spans, the database statements and the catalogue queries in the proxy\'s trace', async () => {
    const cartId = (await send(BALANCER_PORT, '/api/cart/create', { method: 'POST' })).json().result as string;
    const answer = await send(BALANCER_PORT, `/api/cart/update?cartId=${cartId}`, {
      body: { cartItem: { sku: DEMO_SKUS.greenTea, qty: 1 } },
      headers: { traceparent: `00-${TRACE_ID}-${PARENT_ID}-01` },
    });
    expect(answer.status).toBe(200);
    // server.ts's span; Next.js names its own request span alike, with its `next.*` attributes.
    const isServer = (span: ReceivedSpan) => span.name === 'POST /api/cart/update' && !('next.span_type' in span.attributes);
    const spans = await spansOf(TRACE_ID, (all) => all.some(isServer) && all.some((s) => s.attributes['db.system.name']) && all.some((s) => s.attributes['storefront.catalog.engine']));
    const names = spans.map((span) => span.name);
    const server = spans.find(isServer);
    expect({ server: server?.parentSpanId, names }).toEqual({ server: PARENT_ID, names: expect.any(Array) });
    expect(server!.service).toBe('storefront-trace-test');
    expect(server!.attributes).toEqual(expect.objectContaining({ 'http.route': '/api/cart/update', 'http.response.status_code': 200 }));
    // Next.js's own spans (its request handling and the route handler's execution), under the server span.
    const next = spans.filter((span) => 'next.span_type' in span.attributes);
    expect(next.map((span) => span.attributes['next.span_type'])).toEqual(expect.arrayContaining(['BaseServer.handleRequest', 'AppRouteRouteHandlers.runHandler']));
    expect(next.find((span) => span.attributes['next.span_type'] === 'BaseServer.handleRequest')!.parentSpanId).toBe(server!.spanId);
    const ids = new Set(spans.map((span) => span.spanId));
    for (const span of spans.filter((s) => s !== server)) expect({ name: span.name, parented: ids.has(span.parentSpanId) }).toEqual({ name: span.name, parented: true });
    const statements = spans.filter((span) => span.attributes['db.system.name'] === 'postgresql');
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) expect(String(statement.attributes['db.query.text'])).not.toContain(cartId);
    expect(spans.filter((span) => span.attributes['storefront.catalog.engine'] === 'embedded').map((span) => span.attributes['storefront.catalog.kind'])).toContain('product');
    // Nothing but this request is in the trace: the cart made before had its own.
    expect(spans.every((span) => span.traceId === TRACE_ID)).toBe(true);
  });

  it("starts its own trace for a traceparent from an address that is no trusted proxy, and continues nginx's", async () => {
    const product = `/api/stock/check?sku=${DEMO_SKUS.greenTea}`;
    const direct = await send(REPLICA_PORTS[0], product, {
      headers: { traceparent: `00-${UNTRUSTED_TRACE_ID}-${PARENT_ID}-01` },
      localAddress: UNTRUSTED_ADDRESS,
    });
    expect(direct.status).toBe(200);
    const proxied = await send(BALANCER_PORT, product, { headers: { traceparent: `00-${PROXIED_TRACE_ID}-${PARENT_ID}-01` } });
    expect(proxied.status).toBe(200);
    const isStockServer = (span: ReceivedSpan) => span.attributes['http.route'] === '/api/stock/check' && !('next.span_type' in span.attributes);
    // The proxied request's trace continues nginx's parent (the trusted path works in this very run) ...
    const continued = await spansOf(PROXIED_TRACE_ID, (all) => all.some(isStockServer));
    expect(continued.find(isStockServer)?.parentSpanId).toBe(PARENT_ID);
    // ... while the direct one's server span is a root of a trace of its own, and nothing joined the client's.
    const deadline = Date.now() + 15_000;
    while (receiver.spans.filter(isStockServer).length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const own = receiver.spans.filter(isStockServer).filter((span) => span.traceId !== PROXIED_TRACE_ID);
    expect(own.map((span) => ({ parent: span.parentSpanId || null, foreign: span.traceId === UNTRUSTED_TRACE_ID }))).toEqual([{ parent: null, foreign: false }]);
    expect(receiver.spans.filter((span) => span.traceId === UNTRUSTED_TRACE_ID)).toEqual([]);
  });

  it('starts its own trace for a traceparent sent through an nginx that its TRUST_PROXY does not name', async () => {
    // Another proxy's address: the list is read, and nginx (127.0.0.1) is not on it.
    const replica = await startReplica(UNTRUSTING_REPLICA_PORT, { ...env, TRUST_PROXY: '127.0.0.3', OTEL_SERVICE_NAME: UNTRUSTING_SERVICE });
    const balancer = await startBalancer(nginx!, UNTRUSTING_BALANCER_PORT, [UNTRUSTING_REPLICA_PORT]).catch(async (error) => {
      await replica.kill('SIGTERM');
      throw error;
    });
    try {
      const product = `/api/stock/check?sku=${DEMO_SKUS.greenTea}`;
      const answer = await send(UNTRUSTING_BALANCER_PORT, product, { headers: { traceparent: `00-${UNTRUSTED_PROXY_TRACE_ID}-${PARENT_ID}-01` } });
      expect({ status: answer.status, replica: answer.replica }).toEqual({ status: 200, replica: UNTRUSTING_REPLICA_PORT });
      // That replica's server span for it: the root of a trace of its own, and nothing joined the client's.
      const isStockServer = (span: ReceivedSpan) =>
        span.service === UNTRUSTING_SERVICE && span.attributes['http.route'] === '/api/stock/check' && !('next.span_type' in span.attributes);
      const deadline = Date.now() + 15_000;
      while (!receiver.spans.some(isStockServer) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const own = receiver.spans.filter(isStockServer);
      expect(own.map((span) => ({ parent: span.parentSpanId || null, foreign: span.traceId === UNTRUSTED_PROXY_TRACE_ID }))).toEqual([{ parent: null, foreign: false }]);
      // Its Next.js spans went with it, into its own trace.
      expect(receiver.spans.filter((span) => span.service === UNTRUSTING_SERVICE && span.traceId === own[0].traceId).length).toBeGreaterThan(1);
      expect(receiver.spans.filter((span) => span.traceId === UNTRUSTED_PROXY_TRACE_ID)).toEqual([]);
    } finally {
      await balancer.stop();
      await replica.kill('SIGTERM');
    }
  });
});
