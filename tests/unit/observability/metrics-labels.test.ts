/**
 * Every label of the exposition comes from a closed list: recorded with hostile values (a SKU, an
 * e-mail address, a path, an id, an unknown method), the series still name only listed values.
 */
import { labelValues, countJobFailure, countLoginThrottleRefusal, countOrderPlaced, countPageCache, countPaymentOutcome, countRefusal, knowJob, metricsText, recordRequest, recordSearch, resetMetrics, setReady, setScrapeSources } from '@/lib/observability/metrics';
import { METRIC_NAMES } from '@/lib/config/observability';
import { routeOf, routeTable } from '@/lib/observability/route-template';

const HOSTILE = ['SKU-4711', 'ada@example.com', '/p/SKU-4711/slug', '000000123', 'Hauptstraße 5'];

/** Each sample line's labels: `name{a="x",b="y"} value`. */
function samples(text: string): { name: string; labels: Record<string, string> }[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s/.exec(line)!;
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
      return { name: match[1], labels };
    });
}

describe('the metrics exposition', () => {
  const previous = process.env.METRICS_PORT;
  const table = routeTable(['/[store]/cart', '/[store]/[...product]', '/api/order']);

  beforeEach(() => {
    process.env.METRICS_PORT = '3789';
    resetMetrics();
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.METRICS_PORT;
    else process.env.METRICS_PORT = previous;
    resetMetrics();
  });

  async function recordEverything(): Promise<string> {
    knowJob('subscription-cycle');
    setScrapeSources({
      pageCacheBytes: () => 1234,
      mailBacklog: async () => 3,
      dueJobs: async () => [
        { name: 'subscription-cycle', run_at: new Date(Date.now() - 90_000).toISOString(), status: 'queued' },
        { name: HOSTILE[0], run_at: new Date().toISOString(), status: 'queued' },
      ],
    });
    for (const value of HOSTILE) {
      recordRequest(routeOf(table, 'de.localhost', value), value, 200, 0.01);
      countOrderPlaced(value, value, false);
      countOrderPlaced(value, 'card', true);
      countPaymentOutcome(value, 'succeeded');
      countPaymentOutcome('stripe', value);
      countRefusal('order', value);
      countJobFailure(value);
      recordSearch('embedded', value, 0.002);
    }
    recordRequest('/api/order', 'POST', 200, 0.05);
    countOrderPlaced('de', 'card', false);
    countPaymentOutcome('test', 'declined');
    countRefusal('payment', 'paymentNotDue');
    countPageCache(true);
    countPageCache(false);
    countLoginThrottleRefusal();
    setReady(true);
    return (await metricsText()).body;
  }

  it('holds every label to its closed list', async () => {
    const text = await recordEverything();
    const allowed = labelValues(table.routes);
    const seen = samples(text);
    expect(seen.length).toBeGreaterThan(20);
    for (const { name, labels } of seen) {
      for (const [label, value] of Object.entries(labels)) {
        if (label === 'le' || label === 'http_response_status_code') continue;
        expect({ name, label, value, listed: (allowed[label] ?? []).includes(value) }).toEqual({ name, label, value, listed: true });
      }
    }
    for (const value of HOSTILE) expect(text).not.toContain(value);
  });

  it('names every metric of the ADR, with the scrape-time figures', async () => {
    const text = await recordEverything();
    for (const name of Object.values(METRIC_NAMES)) expect(text).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
    expect(text).toMatch(/^storefront_orders_placed_total\{store="de",payment_method="card"\} 1$/m);
    expect(text).toMatch(/^storefront_mail_outbox_backlog 3$/m);
    expect(text).toMatch(/^storefront_page_cache_bytes 1234$/m);
    expect(text).toMatch(/^storefront_job_queue_depth\{job="_OTHER"\} 1$/m);
    const lateness = Number(/^storefront_job_lateness_max_seconds\{job="subscription-cycle"\} (\S+)$/m.exec(text)?.[1]);
    expect(lateness).toBeGreaterThanOrEqual(89);
    expect(text).toMatch(/^http_server_request_duration_seconds_bucket\{le="0.05",http_route="\/api\/order",http_request_method="POST",http_response_status_code="200"\} 1$/m);
  });

  it('records nothing and serves nothing without METRICS_PORT', async () => {
    delete process.env.METRICS_PORT;
    resetMetrics();
    countOrderPlaced('de', 'card', false);
    expect((await metricsText()).body).toBe('');
  });
});
