/**
 * The server span continues a W3C traceparent only from a trusted proxy (TRUST_PROXY); from an
 * untrusted peer the trace-context headers are dropped and the request starts its own trace. The
 * work inside (here a database-like child span) joins the request's trace either way.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { installTracing } from '@/lib/observability/tracing-sdk';
import { inSpan } from '@/lib/observability/tracing';
import { withRequestObservation } from '@/lib/observability/request-observation';
import { routeTable } from '@/lib/observability/route-template';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';
const exporter = new InMemorySpanExporter();
const provider = installTracing('storefront-test', new SimpleSpanProcessor(exporter));

describe('the request span and an incoming traceparent', () => {
  let server: http.Server;
  let port: number;
  const seenHeaders: (string | undefined)[] = [];
  const previous = process.env.TRUST_PROXY;

  beforeAll(async () => {
    const routes = routeTable(['/api/cart/create']);
    server = http.createServer(
      withRequestObservation(routes, async (request, response) => {
        seenHeaders.push(request.headers.traceparent as string | undefined);
        await inSpan('SELECT postgresql', {}, async () => undefined);
        response.end('ok');
      }),
    );
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    if (previous === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = previous;
    await new Promise((closed) => server.close(closed));
    await provider.shutdown();
  });

  beforeEach(() => {
    exporter.reset();
    seenHeaders.length = 0;
  });

  async function get(): Promise<void> {
    await new Promise<void>((done, fail) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/cart/create', headers: { host: 'de.localhost', traceparent: `00-${TRACE_ID}-${PARENT_ID}-01` } }, (response) => {
          response.resume();
          response.on('end', () => done());
        })
        .on('error', fail);
    });
    // The span ends on the response's close, just after the client has read it.
    for (let i = 0; i < 50 && exporter.getFinishedSpans().length < 2; i++) await new Promise((r) => setTimeout(r, 10));
  }

  it('continues the trace of a trusted proxy', async () => {
    process.env.TRUST_PROXY = '127.0.0.1';
    await get();
    const spans = exporter.getFinishedSpans();
    const server = spans.find((span) => span.name === 'GET /api/cart/create')!;
    expect(server.spanContext().traceId).toBe(TRACE_ID);
    expect(server.parentSpanContext?.spanId).toBe(PARENT_ID);
    expect(server.attributes['http.route']).toBe('/api/cart/create');
    const child = spans.find((span) => span.name === 'SELECT postgresql')!;
    expect(child.spanContext().traceId).toBe(TRACE_ID);
    expect(child.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
    expect(seenHeaders).toEqual([`00-${TRACE_ID}-${PARENT_ID}-01`]);
  });

  it('ignores, and drops, the traceparent of an untrusted client', async () => {
    delete process.env.TRUST_PROXY;
    await get();
    const spans = exporter.getFinishedSpans();
    const server = spans.find((span) => span.name === 'GET /api/cart/create')!;
    expect(server.spanContext().traceId).not.toBe(TRACE_ID);
    expect(server.parentSpanContext).toBeUndefined();
    expect(spans.find((span) => span.name === 'SELECT postgresql')!.spanContext().traceId).toBe(server.spanContext().traceId);
    expect(seenHeaders).toEqual([undefined]);
  });
});
