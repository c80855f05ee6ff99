/**
 * server.ts's outermost layer: each request's server span and its `http.server.request.duration`.
 * The span continues a W3C `traceparent` only when the socket peer is a trusted proxy
 * (`TRUST_PROXY`, lib/http/client-address.ts); from anyone else the trace-context headers are
 * dropped before Next.js could read them, and the request starts a trace of its own. The span
 * names the route template; the page cache adds its verdict (`storefront.page_cache`). With tracing and
 * metrics both off a request costs two reads of a global and a look for the trace-context headers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, propagation, trace, type Context } from '@opentelemetry/api';
import { TRACE_CONTEXT_HEADERS, TRACER_NAME } from '@/lib/config/observability';
import { isTrustedProxy } from '@/lib/http/client-address';
import { metricsOn, recordRequest } from './metrics';
import { routeOf, type RouteTable } from './route-template';
import { tracingOn } from './tracing';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => unknown;

/** The context a request's span starts from: the proxy's trace, or none. Drops an untrusted client's headers. */
export function incomingTraceContext(request: IncomingMessage): Context {
  if (!TRACE_CONTEXT_HEADERS.some((name) => name in request.headers)) return ROOT_CONTEXT;
  if (isTrustedProxy(request.socket.remoteAddress)) return propagation.extract(ROOT_CONTEXT, request.headers);
  for (const name of TRACE_CONTEXT_HEADERS) delete request.headers[name];
  return ROOT_CONTEXT;
}

export function withRequestObservation(routes: RouteTable, handle: RequestListener): RequestListener {
  const tracer = trace.getTracer(TRACER_NAME);
  return (request, response) => {
    // Asked per request: Next.js may install the tracer provider (instrumentation.ts) after this listener is made.
    const tracing = tracingOn();
    const metrics = metricsOn();
    const parent = incomingTraceContext(request);
    // Off: no client's trace context passed on (above), nothing measured.
    if (!tracing && !metrics) return handle(request, response);
    const started = performance.now();
    const method = request.method ?? 'GET';
    const span = tracing
      ? tracer.startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': (request.url ?? '/').split('?')[0], 'server.address': request.headers.host?.split(':')[0] } }, parent)
      : null;
    response.once('close', () => {
      const route = routeOf(routes, request.headers.host, request.url);
      const status = response.statusCode;
      if (metrics) recordRequest(route, method, status, (performance.now() - started) / 1000);
      if (!span) return;
      span.updateName(`${method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
      if (status >= 500 || !response.writableFinished) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    if (!span) return handle(request, response);
    return context.with(trace.setSpan(parent, span), () => handle(request, response));
  };
}
