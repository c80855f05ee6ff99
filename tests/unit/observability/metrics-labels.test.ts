/**
 * Every label of the exposition comes from a closed list: recorded with hostile values (a SKU, an
 * e-mail address, a path, an id, an unknown method), the series still name only listed values.
 */
import { countOrderPlaced, labelValues, metricsText, resetMetrics } from '@/lib/observability/metrics';
import { METRIC_NAMES } from '@/lib/config/observability';
import { routeTable } from '@/lib/observability/route-template';
import { HOSTILE, recordEverything, samples } from '../../support/metrics-exposition';

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

  it('holds every label to its closed list', async () => {
    const text = await recordEverything(table);
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
    const text = await recordEverything(table);
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
    countOrderPlaced('de', 'card', { replayed: false, fromOfflineQueue: true });
    expect((await metricsText()).body).toBe('');
  });
});
