/**
 * The shop's Prometheus metrics (issue 37, docs/adr/0046-traces-and-metrics.md), recorded at the
 * domain's doors through the functions below and served by server.ts on `METRICS_PORT`. Every
 * label takes its value from a closed list (lib/config/observability.ts, the configured stores,
 * the app's route templates, the message keys, the defined jobs): anything else is `_OTHER`, so no
 * SKU, address, path or id ever becomes a series. Without `METRICS_PORT` nothing is made and every
 * function returns at once.
 *
 * prom-client, not the OpenTelemetry metrics SDK: counting is a property increment, the exposition
 * is Prometheus' own text format, and it needs neither the SDK nor a reader loaded when tracing is
 * off. The instruments live on `globalThis`, which server.ts and the Next.js bundles share.
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import {
  HTTP_METHODS,
  METRIC_NAMES,
  METRICS_GLOBAL_KEY,
  OTHER_LABEL_VALUE,
  PAYMENT_OUTCOMES,
  REQUEST_DURATION_BUCKETS_S,
  SEARCH_DURATION_BUCKETS_S,
  STOCK_REFUSAL_REASON,
  type REFUSAL_STEPS,
} from '@/lib/config/observability';
import { readMetricsConfig } from './settings';
import { CASH_ON_DELIVERY, ONLINE_PAYMENT_METHODS } from '@/lib/config/commerce';
import { PAYMENT_PROVIDERS } from '@/lib/config/payments';
import { getStores } from '@/lib/config/stores';
import { ENTITY_TYPES } from '@/lib/catalog/search/query';
import enUS from '@/locales/en-US/commerce.json';

type RefusalStep = (typeof REFUSAL_STEPS)[number];

/** What a scrape reads from the process and the database at that moment (wired by server.ts). */
export interface ScrapeSources {
  pageCacheBytes?: () => number;
  /** Jobs queued and due or running: their name and when they were due. */
  dueJobs?: () => Promise<{ name: string; run_at: string; status: string }[]>;
  mailBacklog?: () => Promise<number>;
}

interface ShopMetrics {
  registry: Registry;
  requestDuration: Histogram<'http_route' | 'http_request_method' | 'http_response_status_code'>;
  ordersPlaced: Counter<'store' | 'payment_method'>;
  orderReplays: Counter<'store'>;
  queuedOrdersReceived: Counter<'store'>;
  paymentOutcomes: Counter<'provider' | 'outcome'>;
  refusals: Counter<'step' | 'reason'>;
  jobFailures: Counter<'job'>;
  pageCacheHits: Counter;
  pageCacheMisses: Counter;
  searchDuration: Histogram<'engine' | 'kind'>;
  loginThrottleRefusals: Counter;
  ready: Gauge;
  sources: ScrapeSources;
  jobs: Set<string>;
}

const metricsKey = Symbol.for(METRICS_GLOBAL_KEY);
type GlobalWithMetrics = typeof globalThis & { [metricsKey]?: ShopMetrics | null };

const closed = <T extends string>(values: readonly T[], value: string): string => ((values as readonly string[]).includes(value) ? value : OTHER_LABEL_VALUE);
const PAYMENT_METHODS = [...ONLINE_PAYMENT_METHODS.map((method) => method.code), CASH_ON_DELIVERY.code];
const MESSAGE_KEYS = Object.keys(enUS);
const CATALOG_ENGINES = ['embedded', 'elasticsearch', 'opensearch'] as const;

/** The values each label may take; the exposition test holds every series to them. */
export function labelValues(routes: Iterable<string> = []): Record<string, readonly string[]> {
  return {
    http_route: [...routes],
    http_request_method: [...HTTP_METHODS, OTHER_LABEL_VALUE],
    store: [...getStores().map((store) => store.code), OTHER_LABEL_VALUE],
    payment_method: [...PAYMENT_METHODS, OTHER_LABEL_VALUE],
    provider: [...PAYMENT_PROVIDERS, OTHER_LABEL_VALUE],
    outcome: PAYMENT_OUTCOMES,
    step: ['order', 'payment'],
    reason: [...MESSAGE_KEYS, STOCK_REFUSAL_REASON, OTHER_LABEL_VALUE],
    job: [...(metricsState()?.jobs ?? []), OTHER_LABEL_VALUE],
    engine: [...CATALOG_ENGINES, OTHER_LABEL_VALUE],
    kind: [...ENTITY_TYPES, OTHER_LABEL_VALUE],
  };
}

function create(): ShopMetrics {
  const registry = new Registry();
  const registers = [registry];
  const state: ShopMetrics = {
    registry,
    requestDuration: new Histogram({
      name: METRIC_NAMES.requestDuration,
      help: 'Duration of HTTP server requests (OpenTelemetry http.server.request.duration).',
      labelNames: ['http_route', 'http_request_method', 'http_response_status_code'],
      buckets: [...REQUEST_DURATION_BUCKETS_S],
      registers,
    }),
    ordersPlaced: new Counter({ name: METRIC_NAMES.ordersPlaced, help: 'Orders placed (first arrival of each Idempotency-Key).', labelNames: ['store', 'payment_method'], registers }),
    orderReplays: new Counter({ name: METRIC_NAMES.orderReplays, help: 'Orders sent again with a known Idempotency-Key (the offline queue replaying) and answered with the first order.', labelNames: ['store'], registers }),
    queuedOrdersReceived: new Counter({
      name: METRIC_NAMES.queuedOrdersReceived,
      help: 'Orders the offline queue sent (X-Order-Replay: queued) that arrived for the first time and were placed.',
      labelNames: ['store'],
      registers,
    }),
    paymentOutcomes: new Counter({ name: METRIC_NAMES.paymentOutcomes, help: 'Payment events recorded, by provider and outcome.', labelNames: ['provider', 'outcome'], registers }),
    refusals: new Counter({ name: METRIC_NAMES.refusals, help: 'Orders and payments refused on purpose, by step and reason (message key).', labelNames: ['step', 'reason'], registers }),
    jobFailures: new Counter({ name: METRIC_NAMES.jobFailures, help: 'Job runs that failed (each attempt), by job name.', labelNames: ['job'], registers }),
    pageCacheHits: new Counter({ name: METRIC_NAMES.pageCacheHits, help: 'Requests answered from the in-process page cache.', registers }),
    pageCacheMisses: new Counter({ name: METRIC_NAMES.pageCacheMisses, help: 'Cacheable requests the page cache passed to Next.js.', registers }),
    searchDuration: new Histogram({
      name: METRIC_NAMES.searchDuration,
      help: 'Catalogue query duration by engine and entity type.',
      labelNames: ['engine', 'kind'],
      buckets: [...SEARCH_DURATION_BUCKETS_S],
      registers,
    }),
    loginThrottleRefusals: new Counter({ name: METRIC_NAMES.loginThrottleRefusals, help: 'Login attempts refused by the throttle.', registers }),
    ready: new Gauge({ name: METRIC_NAMES.ready, help: '1 while this replica takes traffic, 0 while it starts or drains.', registers }),
    sources: {},
    jobs: new Set(),
  };
  new Gauge({
    name: METRIC_NAMES.pageCacheBytes,
    help: 'Bytes the page cache holds (every encoding of every kept page).',
    registers,
    collect() {
      this.set(state.sources.pageCacheBytes?.() ?? 0);
    },
  });
  new Gauge({
    name: METRIC_NAMES.mailBacklog,
    help: 'E-mails in the outbox not yet sent.',
    registers,
    async collect() {
      const backlog = await state.sources.mailBacklog?.().catch(() => null);
      if (backlog !== null && backlog !== undefined) this.set(backlog);
    },
  });
  // One read of the queue per scrape: both gauges are collected at once and share it.
  let read: { at: number; figures: Promise<QueueFigures | null> } | null = null;
  const queueFigures = (): Promise<QueueFigures | null> => {
    if (!read || Date.now() - read.at > QUEUE_READ_REUSE_MS) read = { at: Date.now(), figures: readQueue(state) };
    return read.figures;
  };
  for (const [name, help, pick] of [
    [METRIC_NAMES.jobQueueDepth, 'Jobs due or running, by job name.', (figures: QueueFigures) => figures.depth],
    [METRIC_NAMES.jobLateness, 'How long the most overdue queued job of each name has waited past its time, in seconds.', (figures: QueueFigures) => figures.lateness],
  ] as const) {
    new Gauge({
      name,
      help,
      labelNames: ['job'],
      registers,
      async collect() {
        const figures = await queueFigures();
        if (!figures) return;
        this.reset();
        for (const [job, value] of pick(figures)) this.set({ job }, value);
      },
    });
  }
  return state;
}

interface QueueFigures {
  depth: Map<string, number>;
  lateness: Map<string, number>;
}

/** A scrape's gauges collected together read the queue once. */
const QUEUE_READ_REUSE_MS = 1_000;

async function readQueue(state: ShopMetrics): Promise<QueueFigures | null> {
  const due = await state.sources.dueJobs?.().catch(() => null);
  if (!due) return null;
  const now = Date.now();
  const depth = new Map<string, number>([...state.jobs].map((name) => [name, 0]));
  const lateness = new Map<string, number>([...state.jobs].map((name) => [name, 0]));
  for (const job of due) {
    const name = closed([...state.jobs], job.name);
    depth.set(name, (depth.get(name) ?? 0) + 1);
    if (job.status !== 'running') lateness.set(name, Math.max(lateness.get(name) ?? 0, (now - Date.parse(job.run_at)) / 1000));
  }
  return { depth, lateness };
}

/** The process's instruments, made on first use; null while metrics are off. */
function metricsState(): ShopMetrics | null {
  const holder = globalThis as GlobalWithMetrics;
  if (holder[metricsKey] === undefined) holder[metricsKey] = readMetricsConfig() ? create() : null;
  return holder[metricsKey];
}

export function metricsOn(): boolean {
  return metricsState() !== null;
}

/** The exposition in Prometheus' text format. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  const state = metricsState();
  if (!state) return { contentType: 'text/plain', body: '' };
  return { contentType: state.registry.contentType, body: await state.registry.metrics() };
}

export function setScrapeSources(sources: ScrapeSources): void {
  const state = metricsState();
  if (state) Object.assign(state.sources, sources);
}

export function recordRequest(route: string, method: string | undefined, status: number, seconds: number): void {
  metricsState()?.requestDuration.observe({ http_route: route, http_request_method: closed(HTTP_METHODS, method ?? ''), http_response_status_code: String(status) }, seconds);
}

export interface OrderArrival {
  /** The Idempotency-Key was known: the first order was answered again, nothing was placed. */
  replayed: boolean;
  /** The shopper's offline queue sent it, not the first, immediate send. */
  fromOfflineQueue: boolean;
}

/**
 * A placed order counts once as placed; one the offline queue sent counts as a queued order
 * received as well, on that first arrival. A known key counts only as a replay.
 */
export function countOrderPlaced(store: string, paymentMethod: string, { replayed, fromOfflineQueue }: OrderArrival): void {
  const state = metricsState();
  if (!state) return;
  const storeLabel = closed(getStores().map((s) => s.code), store);
  if (replayed) return state.orderReplays.inc({ store: storeLabel });
  state.ordersPlaced.inc({ store: storeLabel, payment_method: closed(PAYMENT_METHODS, paymentMethod) });
  if (fromOfflineQueue) state.queuedOrdersReceived.inc({ store: storeLabel });
}

export function countPaymentOutcome(provider: string, kind: string): void {
  if (!(PAYMENT_OUTCOMES as readonly string[]).includes(kind)) return;
  metricsState()?.paymentOutcomes.inc({ provider: closed(PAYMENT_PROVIDERS, provider), outcome: kind });
}

/** A refusal's reason is its message key (or `outOfStock`): a closed list the messages define. */
export function countRefusal(step: RefusalStep, reason: string): void {
  metricsState()?.refusals.inc({ step, reason: closed([...MESSAGE_KEYS, STOCK_REFUSAL_REASON], reason) });
}

export function knowJob(name: string): void {
  metricsState()?.jobs.add(name);
}

export function countJobFailure(name: string): void {
  const state = metricsState();
  state?.jobFailures.inc({ job: closed([...state.jobs], name) });
}

export function countPageCache(hit: boolean): void {
  const state = metricsState();
  if (state) (hit ? state.pageCacheHits : state.pageCacheMisses).inc();
}

export function recordSearch(engine: string, kind: string, seconds: number): void {
  metricsState()?.searchDuration.observe({ engine: closed(CATALOG_ENGINES, engine), kind: closed(ENTITY_TYPES, kind) }, seconds);
}

export function countLoginThrottleRefusal(): void {
  metricsState()?.loginThrottleRefusals.inc();
}

export function setReady(ready: boolean): void {
  metricsState()?.ready.set(ready ? 1 : 0);
}

/** Forgets the instruments (tests that switch METRICS_PORT). */
export function resetMetrics(): void {
  delete (globalThis as GlobalWithMetrics)[metricsKey];
}
