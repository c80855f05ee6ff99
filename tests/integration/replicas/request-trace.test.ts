/**
 * One request through nginx carrying a W3C traceparent yields one trace (issue 37): the production
 * server (`npm start` on the build) exports by OTLP, as an operator would configure it with the
 * standard OTEL_* variables, to a collector stand-in; the spans it receives for the request hold
 * the trace id nginx passed on and include server.ts's span (continuing the proxy's parent), the
 * Next.js spans, the database statements and the catalogue queries. That an untrusted client's
 * traceparent is not continued is held by tests/unit/observability/trace-context.test.ts.
 *
 * Needs the production build, PostgreSQL (TEST_DATABASE_URL) and nginx; skipped with a message
 * without them, except on CI. Ports: OBSERVABILITY_TEST_PORT + 6 to + 8 (default 3236–3238).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_SKUS } from '@/lib/demo-catalog';
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

const BASE_PORT = Number(process.env.OBSERVABILITY_TEST_PORT || 3230) + 6;
const BALANCER_PORT = BASE_PORT;
const REPLICA_PORT = BASE_PORT + 1;
const RECEIVER_PORT = BASE_PORT + 2;
const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const PARENT_ID = 'b7ad6b7169203331';

const nginx = nginxBinary();
const databaseUrl = process.env.TEST_DATABASE_URL;
const built = existsSync(join(ROOT, '.next', 'BUILD_ID'));
const missing = [!nginx && 'nginx (apt-get install -y nginx)', !databaseUrl && 'PostgreSQL (TEST_DATABASE_URL)', !built && 'the production build (npm test or npm start builds it)'].filter(Boolean);
if (missing.length > 0 && !process.env.CI) console.warn(`request trace test skipped: ${missing.join(', ')} not available here; CI installs and sets them.`);
const suite = missing.length > 0 && !process.env.CI ? describe.skip : describe;

jest.setTimeout(180_000);

suite('a request traced through nginx', () => {
  let database: SharedDatabase;
  let data: ReturnType<typeof dataDirectory>;
  let replica: Replica;
  let balancer: Balancer;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;

  beforeAll(async () => {
    if (missing.length > 0) throw new Error(`request trace test: missing ${missing.join(', ')}`);
    receiver = await startOtlpReceiver(RECEIVER_PORT);
    database = await sharedDatabase(databaseUrl!);
    data = dataDirectory();
    replica = await startReplica(REPLICA_PORT, {
      DATABASE_URL: database.url,
      DATA_DIR: data.dir,
      AUTH_SECRET,
      REVALIDATE_SECRET,
      TRUST_PROXY: '1',
      JOBS_IN_PROCESS: '0',
      LOG_LEVEL: 'warn',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'storefront-trace-test',
      // The SDK's own batch delay (ms), short so the test need not wait five seconds.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    balancer = await startBalancer(nginx!, BALANCER_PORT, [REPLICA_PORT]);
  });

  afterAll(async () => {
    await balancer?.stop();
    await replica?.kill('SIGTERM');
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
});
