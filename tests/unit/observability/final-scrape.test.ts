/**
 * A draining replica's last counts reach Prometheus (lib/observability/metrics-server.ts): closing
 * the metrics port waits for one more scrape when something scrapes it regularly — one begun after
 * the close, a scrape in flight then may have read the counts too early — within a bound, and not at
 * all when nobody does.
 */
import http from 'node:http';
import { finalScrapeWaitMs, startMetricsServer } from '@/lib/observability/metrics-server';
import { FINAL_SCRAPE_MAX_WAIT_MS } from '@/lib/config/observability';
import { resetMetrics, setScrapeSources } from '@/lib/observability/metrics';

/** Inside the port range of this work's tests. */
const PORT = 3724;

/** A scrape on a connection of its own (a kept-alive one would outlive the port's closing). */
function scrape(): Promise<string> {
  return new Promise((answered, failed) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path: '/metrics', agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => answered(body));
      })
      .on('error', failed);
  });
}

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

  it('waits until half an interval past the next scrape due, never beyond the bound, and not without a regular scraper', () => {
    expect(finalScrapeWaitMs([], 10_000)).toBe(0);
    expect(finalScrapeWaitMs([9_000], 10_000)).toBe(0);
    expect(finalScrapeWaitMs([8_000, 9_000], 9_200)).toBe(1_300);
    // Closing just after a scrape began: that one does not count, the next one does.
    expect(finalScrapeWaitMs([8_000, 9_000], 9_010)).toBe(1_490);
    // The scrape due at 10 000 is late, but within the slack: it is the one.
    expect(finalScrapeWaitMs([8_000, 9_000], 10_200)).toBe(300);
    // Past the slack: the one after it.
    expect(finalScrapeWaitMs([8_000, 9_000], 10_600)).toBe(900);
    expect(finalScrapeWaitMs([8_000, 9_000], 12_000)).toBe(0);
    expect(finalScrapeWaitMs([0, 60_000], 60_000)).toBe(FINAL_SCRAPE_MAX_WAIT_MS);
  });

  it('closes after the next scrape, which reads the counts as they are at the end', async () => {
    const server = await startMetricsServer({ port: PORT, host: '127.0.0.1' });
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

  it('does not take a scrape in flight when it began closing for the final one', async () => {
    const server = await startMetricsServer({ port: PORT, host: '127.0.0.1' });
    await scrape();
    await new Promise((wait) => setTimeout(wait, 600));
    await scrape();
    await new Promise((wait) => setTimeout(wait, 600));
    // This one is read slowly: it began before the close and is answered after it.
    setScrapeSources({ mailBacklog: () => new Promise((read) => setTimeout(() => read(0), 400)) });
    const inFlight = scrape();
    await new Promise((wait) => setTimeout(wait, 50));
    const closing = server.close();
    await inFlight;
    setScrapeSources({ mailBacklog: undefined });
    // Past where a wait measured from the scrape answered before this one would have given up: still listening.
    await new Promise((wait) => setTimeout(wait, 100));
    expect(await scrape()).toContain('storefront_orders_placed_total');
    await closing;
    await expect(scrape()).rejects.toThrow(/ECONNREFUSED/);
  });

  it('closes at once when nothing scrapes it', async () => {
    const server = await startMetricsServer({ port: PORT, host: '127.0.0.1' });
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(100);
  });
});
