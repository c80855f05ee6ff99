/**
 * The OpenTelemetry SDK, loaded by instrumentation.ts only when the OTEL_* variables ask for an
 * OTLP export (lib/config/observability.ts): a batch of finished spans goes to the collector named
 * by the standard variables, which the exporter reads itself (endpoint, headers, timeout). The
 * propagator is W3C trace context; server.ts decides whose header it may read.
 */
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanExporter, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import type { TracingConfig } from '@/lib/config/observability';
import { markTracingOn } from './tracing';

/** Installs a provider sending through `processor` (tests pass a simple one over an in-memory exporter). */
export function installTracing(serviceName: string, processor: SpanProcessor): NodeTracerProvider {
  const provider = new NodeTracerProvider({ resource: resourceFromAttributes({ 'service.name': serviceName }), spanProcessors: [processor] });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  markTracingOn();
  return provider;
}

async function otlpExporter(config: TracingConfig): Promise<SpanExporter> {
  if (config.protocol === 'http/json') return new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter();
  return new (await import('@opentelemetry/exporter-trace-otlp-proto')).OTLPTraceExporter();
}

export async function startTracing(config: TracingConfig): Promise<void> {
  const provider = installTracing(config.serviceName, new BatchSpanProcessor(await otlpExporter(config)));
  // What is still batched goes out before the process ends (SIGTERM runs the server's shutdown first).
  process.once('beforeExit', () => void provider.shutdown());
}
