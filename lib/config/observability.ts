/**
 * Traces and metrics (issue 37, docs/adr/0046-traces-and-metrics.md): their settings' names and
 * defaults (parsed by the one environment schema, lib/config/environment.ts), the metric names and
 * the closed lists their labels take values from.
 *
 * Traces are on only when the standard OpenTelemetry variables ask for an OTLP export; metrics only
 * when `METRICS_PORT` names a port. Off, neither loads its SDK nor records anything.
 */

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

/** The process-wide tracing and metrics state lives on `globalThis`: server.ts and the Next.js bundles share it. */
export const TRACING_GLOBAL_KEY = 'storefront.tracing';
export const METRICS_GLOBAL_KEY = 'storefront.metrics';
/**
 * A draining replica waits at most this long for Prometheus' final scrape of its counts (the
 * release step, beside the job runner's stop): above the 15 s interval deploy/prometheus.yml sets.
 */
export const FINAL_SCRAPE_MAX_WAIT_MS = 20_000;

/** The instrumentation scope every span of the shop is made under. */
export const TRACER_NAME = 'storefront';

/** Request headers of W3C trace context; taken from a trusted proxy only, dropped from anyone else. */
export const TRACE_CONTEXT_HEADERS = ['traceparent', 'tracestate'] as const;

/** Metric names as Prometheus shows them (OpenTelemetry's `http.server.request.duration` in its Prometheus form). */
export const METRIC_NAMES = {
  requestDuration: 'http_server_request_duration_seconds',
  ordersPlaced: 'storefront_orders_placed_total',
  orderReplays: 'storefront_order_replays_total',
  queuedOrdersReceived: 'storefront_queued_orders_received_total',
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
