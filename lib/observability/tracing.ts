/**
 * Spans of the shop's own work (issue 37): database statements, catalogue queries, payment-provider
 * calls, mail delivery, job runs. `inSpan` is the one way to make one. While no tracer provider was
 * installed (tracing off, the default) it calls the work directly: no span object, no context
 * switch, nothing measurable.
 */
import { SpanStatusCode, trace, type Attributes, type Span, type SpanKind } from '@opentelemetry/api';
import { TRACER_NAME, TRACING_GLOBAL_KEY } from '@/lib/config/observability';

const flagKey = Symbol.for(TRACING_GLOBAL_KEY);
type GlobalWithFlag = typeof globalThis & { [flagKey]?: boolean };

/** Called by whoever installs the tracer provider (instrumentation.ts, a test harness). */
export function markTracingOn(): void {
  (globalThis as GlobalWithFlag)[flagKey] = true;
}

export function tracingOn(): boolean {
  return (globalThis as GlobalWithFlag)[flagKey] === true;
}

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
}

/** Runs `work` inside a child span of the active one, ending it with the outcome (an error is recorded, then rethrown). */
export function inSpan<T>(name: string, options: SpanOptions, work: (span: Span | null) => Promise<T>): Promise<T> {
  if (!tracingOn()) return work(null);
  return trace.getTracer(TRACER_NAME).startActiveSpan(name, options, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Sets an attribute on the span of the work in progress (the request's server span), if any. */
export function noteOnActiveSpan(name: string, value: string | number | boolean): void {
  if (tracingOn()) trace.getActiveSpan()?.setAttribute(name, value);
}
