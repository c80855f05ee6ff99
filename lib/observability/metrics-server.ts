/**
 * The Prometheus endpoint on its own port (`METRICS_PORT`, on `METRICS_HOST`, loopback by default):
 * apart from the shop's port, so nginx never exposes it and the shop's page cache, proxy and
 * headers never touch it. `GET /metrics` answers the exposition; anything else 404.
 *
 * A draining replica's last counts would die with it: the orders it took between Prometheus' last
 * scrape and its exit are in no series, and a sum over replicas comes out short after every
 * restart. So `close` (called once the last shop request has finished) waits for one more scrape
 * when something scrapes this endpoint regularly — at most half an interval past the next one
 * due, and never more than `FINAL_SCRAPE_MAX_WAIT_MS`. Nobody scraping: it closes at once.
 */
import http from 'node:http';
import { FINAL_SCRAPE_MAX_WAIT_MS, type MetricsConfig } from '@/lib/config/observability';
import { metricsText } from './metrics';

export const METRICS_PATH = '/metrics';

/** The next scrape is expected within 1.5 of the interval between the last two (Prometheus keeps a fixed one). */
const NEXT_SCRAPE_SLACK = 1.5;

export interface MetricsServer {
  /** Waits for the final scrape (see above), then closes the port. */
  close(): Promise<void>;
}

/** How long to wait for one more scrape, from the times of the last two; 0 when nobody scrapes regularly. */
export function finalScrapeWaitMs(lastTwo: readonly number[], now: number, maxWaitMs = FINAL_SCRAPE_MAX_WAIT_MS): number {
  if (lastTwo.length < 2) return 0;
  const [before, last] = lastTwo.slice(-2);
  const due = last + (last - before) * NEXT_SCRAPE_SLACK;
  return Math.max(0, Math.min(due - now, maxWaitMs));
}

export async function startMetricsServer(config: MetricsConfig): Promise<MetricsServer> {
  const scrapedAt: number[] = [];
  /** Told of each scrape served, with when it began: only one begun after `close` was called holds the final counts. */
  const scrapeWaiters = new Set<(begunAt: number) => void>();
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    const begunAt = performance.now();
    metricsText().then(
      ({ contentType, body }) =>
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body, () => {
          scrapedAt.push(Date.now());
          scrapedAt.splice(0, scrapedAt.length - 2);
          for (const scraped of scrapeWaiters) scraped(begunAt);
        }),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(config.port, config.host, listening);
  });
  return {
    async close() {
      const waitMs = finalScrapeWaitMs(scrapedAt, Date.now());
      if (waitMs > 0) {
        const closingAt = performance.now();
        let done = () => undefined as void;
        const scraped = new Promise<void>((resolve) => (done = resolve));
        const waiter = (begunAt: number) => begunAt >= closingAt && done();
        scrapeWaiters.add(waiter);
        const timer = setTimeout(done, waitMs);
        await scraped;
        clearTimeout(timer);
        scrapeWaiters.delete(waiter);
      }
      await new Promise((closed) => server.close(() => closed(undefined)));
    },
  };
}
