/**
 * Traces and metrics switched on or off by the environment (lib/config/environment.ts validates the
 * values; these decide what they ask for).
 */
import { environment, type EnvironmentSource } from '@/lib/config/environment';
import { DEFAULT_METRICS_HOST, DEFAULT_SERVICE_NAME, type MetricsConfig, type OtlpProtocol, type TracingConfig } from '@/lib/config/observability';

/**
 * Tracing is asked for by `OTEL_TRACES_EXPORTER=otlp`, or by an OTLP endpoint with the exporter
 * left unset (the SDKs' own default); `none` or `OTEL_SDK_DISABLED=true` turn it off. Null: off.
 */
export function readTracingConfig(source?: EnvironmentSource): TracingConfig | null {
  const config = environment(source);
  if (config.OTEL_SDK_DISABLED?.toLowerCase() === 'true') return null;
  const exporters = (config.OTEL_TRACES_EXPORTER ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  const endpoint = config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? config.OTEL_EXPORTER_OTLP_ENDPOINT;
  const on = exporters.length > 0 ? exporters.includes('otlp') : Boolean(endpoint);
  if (!on) return null;
  const protocol: OtlpProtocol = config.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? config.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf';
  return { serviceName: config.OTEL_SERVICE_NAME ?? DEFAULT_SERVICE_NAME, protocol };
}

/** Metrics are served (and recorded) only with `METRICS_PORT`; `METRICS_HOST` widens the listener past loopback. */
export function readMetricsConfig(source?: EnvironmentSource): MetricsConfig | null {
  const config = environment(source);
  if (config.METRICS_PORT === undefined) return null;
  return { port: config.METRICS_PORT, host: config.METRICS_HOST ?? DEFAULT_METRICS_HOST };
}
