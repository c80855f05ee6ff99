/**
 * Traces and metrics (issue 37, docs/adr/0046-traces-and-metrics.md): every environment read of
 * both lives here, with the metric names and the closed lists their labels take values from.
 *
 * Traces are on only when the standard OpenTelemetry variables ask for an OTLP export; metrics only
 * when `METRICS_PORT` names a port. Off, neither loads its SDK nor records anything.
 */

type Env = Record<string, string | undefined>;

export const OTEL_TRACES_EXPORTER_ENV = 'OTEL_TRACES_EXPORTER';
export const OTEL_EXPORTER_OTLP_ENDPOINT_ENV = 'OTEL_EXPORTER_OTLP_ENDPOINT';
export const OTEL_EXPORTER_OTLP_TRACES_ENDPOINT_ENV = 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT';
export const OTEL_EXPORTER_OTLP_PROTOCOL_ENV = 'OTEL_EXPORTER_OTLP_PROTOCOL';
export const OTEL_EXPORTER_OTLP_TRACES_PROTOCOL_ENV = 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL';
export const OTEL_SERVICE_NAME_ENV = 'OTEL_SERVICE_NAME';
export const OTEL_SDK_DISABLED_ENV = 'OTEL_SDK_DISABLED';
export const METRICS_PORT_ENV = 'METRICS_PORT';
export const METRICS_HOST_ENV = 'METRICS_HOST';

export const DEFAULT_SERVICE_NAME = 'storefront';
/** The metrics listener answers the machine itself unless the operator opens it wider. */
export const DEFAULT_METRICS_HOST = '127.0.0.1';
export const OTLP_PROTOCOLS = ['http/protobuf', 'http/json'] as const;
export type OtlpProtocol = (typeof OTLP_PROTOCOLS)[number];

export interface TracingConfig {
  serviceName: string;
  protocol: OtlpProtocol;
}

export interface MetricsConfig {
  port: number;
  host: string;
}

export const OBSERVABILITY_ERRORS = {
  protocol: (value: string) => `${OTEL_EXPORTER_OTLP_PROTOCOL_ENV} "${value}" is not supported: use ${OTLP_PROTOCOLS.join(' or ')}`,
  exporter: (value: string) => `${OTEL_TRACES_EXPORTER_ENV} "${value}" is not supported: use otlp or none`,
  metricsPort: (value: string) => `${METRICS_PORT_ENV} "${value}" must be a port number from 1 to 65535 (unset: no metrics)`,
} as const;

/**
 * Tracing is asked for by `OTEL_TRACES_EXPORTER=otlp`, or by an OTLP endpoint with the exporter
 * left unset (the SDKs' own default); `none` or `OTEL_SDK_DISABLED=true` turn it off. Null: off.
 */
export function readTracingConfig(env: Env = process.env): TracingConfig | null {
  if (env[OTEL_SDK_DISABLED_ENV]?.trim().toLowerCase() === 'true') return null;
  const exporters = (env[OTEL_TRACES_EXPORTER_ENV] ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  for (const name of exporters) if (name !== 'otlp' && name !== 'none') throw new Error(OBSERVABILITY_ERRORS.exporter(name));
  const endpoint = env[OTEL_EXPORTER_OTLP_TRACES_ENDPOINT_ENV]?.trim() || env[OTEL_EXPORTER_OTLP_ENDPOINT_ENV]?.trim();
  const on = exporters.length > 0 ? exporters.includes('otlp') : Boolean(endpoint);
  if (!on) return null;
  const protocol = (env[OTEL_EXPORTER_OTLP_TRACES_PROTOCOL_ENV]?.trim() || env[OTEL_EXPORTER_OTLP_PROTOCOL_ENV]?.trim() || 'http/protobuf').toLowerCase();
  if (!(OTLP_PROTOCOLS as readonly string[]).includes(protocol)) throw new Error(OBSERVABILITY_ERRORS.protocol(protocol));
  return { serviceName: env[OTEL_SERVICE_NAME_ENV]?.trim() || DEFAULT_SERVICE_NAME, protocol: protocol as OtlpProtocol };
}

/** Metrics are served (and recorded) only with `METRICS_PORT`; `METRICS_HOST` widens the listener past loopback. */
export function readMetricsConfig(env: Env = process.env): MetricsConfig | null {
  const raw = env[METRICS_PORT_ENV]?.trim();
  if (!raw) return null;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65_535) throw new Error(OBSERVABILITY_ERRORS.metricsPort(raw));
  return { port, host: env[METRICS_HOST_ENV]?.trim() || DEFAULT_METRICS_HOST };
}

/** The process-wide tracing and metrics state lives on `globalThis`: server.ts and the Next.js bundles share it. */
export const TRACING_GLOBAL_KEY = 'storefront.tracing';
export const METRICS_GLOBAL_KEY = 'storefront.metrics';

/** The instrumentation scope every span of the shop is made under. */
export const TRACER_NAME = 'storefront';

/** Request headers of W3C trace context; taken from a trusted proxy only, dropped from anyone else. */
export const TRACE_CONTEXT_HEADERS = ['traceparent', 'tracestate'] as const;

/** Metric names as Prometheus shows them (OpenTelemetry's `http.server.request.duration` in its Prometheus form). */
export const METRIC_NAMES = {
  requestDuration: 'http_server_request_duration_seconds',
  ordersPlaced: 'storefront_orders_placed_total',
  orderReplays: 'storefront_order_replays_total',
  paymentOutcomes: 'storefront_payment_outcomes_total',
  refusals: 'storefront_checkout_refusals_total',
  jobQueueDepth: 'storefront_job_queue_depth',
  jobFailures: 'storefront_job_failures_total',
  jobLateness: 'storefront_job_lateness_max_seconds',
  mailBacklog: 'storefront_mail_outbox_backlog',
  pageCacheHits: 'storefront_page_cache_hits_total',
  pageCacheMisses: 'storefront_page_cache_misses_total',
  pageCacheBytes: 'storefront_page_cache_bytes',
  searchDuration: 'storefront_catalog_search_duration_seconds',
  loginThrottleRefusals: 'storefront_login_throttle_refusals_total',
  ready: 'storefront_ready',
} as const;

/** OpenTelemetry's advisory buckets for `http.server.request.duration`, in seconds. */
export const REQUEST_DURATION_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10] as const;
/** Catalogue searches give up at 1 s (SEARCH_SERVER_TIMEOUT_MS): finer buckets below it. */
export const SEARCH_DURATION_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1] as const;

/** The value a label takes for anything outside its closed list (OpenTelemetry's word for an unknown method). */
export const OTHER_LABEL_VALUE = '_OTHER';
/** Request methods counted by name; any other is `_OTHER` (OpenTelemetry HTTP conventions). */
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
/** Payment outcomes counted by provider (the settled ones; pending and expiry are states, not outcomes). */
export const PAYMENT_OUTCOMES = ['succeeded', 'declined', 'failed', 'refunded'] as const;
/** Where a refusal was decided: placing the order, or starting or processing its payment. */
export const REFUSAL_STEPS = ['order', 'payment'] as const;
/** The refusal reason of an order whose goods are out of stock (its answer is a fixed text, not a message key). */
export const STOCK_REFUSAL_REASON = 'outOfStock';
