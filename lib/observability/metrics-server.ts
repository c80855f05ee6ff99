/**
 * The Prometheus endpoint on its own port (`METRICS_PORT`, on `METRICS_HOST`, loopback by default):
 * apart from the shop's port, so nginx never exposes it and the shop's page cache, proxy and
 * headers never touch it. `GET /metrics` answers the exposition; anything else 404.
 *
 * A draining replica's last counts would die with it: the orders it took between Prometheus' last
 * scrape and its exit are in no series, and a sum over replicas comes out short after every
 * restart. So `close` (called once the last shop request has finished) waits for one more scrape
 * when something scrapes this endpoint regularly: one that BEGINS after `close` was called (one
 * in flight then may have read the counts before the last request's), due where the scraper's
 * fixed interval puts it, given half an interval's slack to begin, and then as long as it takes
 * to be answered — never more than `FINAL_SCRAPE_MAX_WAIT_MS` in all. Nobody scraping: it closes
 * at once.
 */
import http from 'node:http';
import { FINAL_SCRAPE_MAX_WAIT_MS, type MetricsConfig } from '@/lib/config/observability';
import { metricsText } from './metrics';

export const METRICS_PATH = '/metrics';

/** A scrape may begin this part of an interval after it was due (the scraper is busy or the host loaded). */
const SCRAPE_SLACK = 0.5;

/** How the final scrape went: answered, not waited for (nobody scrapes regularly), or none began in time. */
export type FinalScrapeOutcome = 'answered' | 'not-scraped' | 'missed';

export interface MetricsServer {
  /** Waits for the final scrape (see above), then closes the port. */
  close(): Promise<FinalScrapeOutcome>;
}

/**
 * How long to wait for the next scrape to begin, from when the last two began; 0 when nobody
 * scrapes regularly (fewer than two scrapes, or none begun within two intervals and the slack).
 * The next is due a whole number of intervals after the last began: the first such moment not
 * already past by more than the slack.
 */
export function finalScrapeWaitMs(lastTwoBegun: readonly number[], now: number, maxWaitMs = FINAL_SCRAPE_MAX_WAIT_MS): number {
  if (lastTwoBegun.length < 2) return 0;
  const [before, last] = lastTwoBegun.slice(-2);
  const interval = last - before;
  const slack = interval * SCRAPE_SLACK;
  if (interval <= 0 || now > last + 2 * interval + slack) return 0;
  const due = last + Math.max(1, Math.floor((now - slack - last) / interval) + 1) * interval;
  return Math.min(due + slack - now, maxWaitMs);
}

/** The final scrape being waited for: told when a scrape begins and when it has been answered. */
interface FinalScrape {
  begun(): void;
  answered(): void;
}

export async function startMetricsServer(config: MetricsConfig): Promise<MetricsServer> {
  const scrapesBegun: number[] = [];
  /** Set while `close` waits: every scrape begun from then on reads the final counts. */
  let final: FinalScrape | null = null;
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    scrapesBegun.push(Date.now());
    scrapesBegun.splice(0, scrapesBegun.length - 2);
    const finalScrape = final;
    finalScrape?.begun();
    metricsText().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body, () => finalScrape?.answered()),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(config.port, config.host, listening);
  });
  return {
    async close() {
      const waitMs = finalScrapeWaitMs(scrapesBegun, Date.now());
      let outcome: FinalScrapeOutcome = 'not-scraped';
      if (waitMs > 0) {
        const timers: NodeJS.Timeout[] = [];
        outcome = await new Promise<FinalScrapeOutcome>((done) => {
          // No scrape begun in time: the scraper is gone, waiting longer keeps nothing.
          const unbegun = setTimeout(() => done('missed'), waitMs);
          timers.push(unbegun, setTimeout(() => done('missed'), FINAL_SCRAPE_MAX_WAIT_MS));
          final = { begun: () => clearTimeout(unbegun), answered: () => done('answered') };
        });
        for (const timer of timers) clearTimeout(timer);
        final = null;
      }
      await new Promise((closed) => server.close(() => closed(undefined)));
      return outcome;
    },
  };
}
