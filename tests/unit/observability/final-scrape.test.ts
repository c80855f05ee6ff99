/**
 * A draining replica's last counts reach Prometheus (lib/observability/metrics-server.ts): closing
 * the metrics port waits for one more scrape when something scrapes it regularly, within a bound,
 * and not at all when nobody does.
 */
import { finalScrapeWaitMs, startMetricsServer } from '@/lib/observability/metrics-server';
import { FINAL_SCRAPE_MAX_WAIT_MS } from '@/lib/config/observability';
import { resetMetrics } from '@/lib/observability/metrics';

/** Inside the port range of this work's tests. */
const PORT = 3724;

describe('the final scrape before a replica exits', () => {
  const previous = process.env.METRICS_PORT;
  beforeAll(() => {
    process.env.METRICS_PORT = String(PORT);
    resetMetrics();
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.METRICS_PORT;
    else process.env.METRICS_PORT = previous;
    resetMetrics();
  });

  it('waits up to half an interval past the next scrape due, never beyond the bound, and not without a regular scraper', () => {
    expect(finalScrapeWaitMs([], 10_000)).toBe(0);
    expect(finalScrapeWaitMs([9_000], 10_000)).toBe(0);
    expect(finalScrapeWaitMs([8_000, 9_000], 9_200)).toBe(1_300);
    expect(finalScrapeWaitMs([8_000, 9_000], 11_000)).toBe(0);
    expect(finalScrapeWaitMs([0, 60_000], 60_000)).toBe(FINAL_SCRAPE_MAX_WAIT_MS);
  });

  it('closes after the next scrape, which reads the counts as they are at the end', async () => {
    const server = await startMetricsServer({ port: PORT, host: '127.0.0.1' });
    const scrape = () => fetch(`http://127.0.0.1:${PORT}/metrics`).then((answer) => answer.text());
    await scrape();
    await new Promise((wait) => setTimeout(wait, 400));
    await scrape();
    let closed = false;
    const closing = server.close().then(() => (closed = true));
    await new Promise((wait) => setTimeout(wait, 200));
    expect(closed).toBe(false);
    expect(await scrape()).toContain('storefront_orders_placed_total');
    await closing;
    expect(closed).toBe(true);
  });

  it('closes at once when nothing scrapes it', async () => {
    const server = await startMetricsServer({ port: PORT, host: '127.0.0.1' });
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(100);
  });
});
