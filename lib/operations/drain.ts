/**
 * A replica's way out on SIGTERM (docs/adr/0045-health-and-drain.md), in this order:
 * 1. readiness turns off at once, and every answer from now on closes its connection, so the
 *    proxy's kept-alive connections to this replica retire as they are used;
 * 2. it keeps serving for the grace period, long enough for balancers to notice and stop sending;
 * 3. it stops accepting (a proxy's new connection is refused, which nginx retries on the next
 *    replica, POSTs included, as nothing was sent) and closes its idle connections;
 * 4. requests in flight finish, within the drain timeout; whatever is left then is cut;
 * 5. the work around requests is released (first the metrics port, after one last scrape; job
 *    runner: the current job finishes, claimed ones are given back; the catalogue watch; Next.js;
 *    the database pools), and the process exits 0.
 * A second signal while draining changes nothing (`npm start` passes the terminal's on, too).
 */
import type { RequestListener, Server } from 'node:http';
import type { Logger } from '@/lib/logging/logger';

export interface DrainPlan {
  server: Server;
  graceMs: number;
  timeoutMs: number;
  /** Stops whatever outlives requests; runs after the last request ended. */
  release: () => Promise<unknown>;
  log: Logger;
  exit?: (code: number) => void;
}

/** How often connections that turned idle while draining are closed. */
const IDLE_SWEEP_MS = 100;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class Drain {
  private started = false;
  private inFlight = 0;

  get draining(): boolean {
    return this.started;
  }

  /** The server's handler, counting requests in flight and closing each connection after its answer once draining. */
  track(handle: RequestListener): RequestListener {
    return (request, response) => {
      this.inFlight += 1;
      response.once('close', () => (this.inFlight -= 1));
      if (this.started) response.setHeader('connection', 'close');
      return handle(request, response);
    };
  }

  /** Runs the sequence once; later calls answer the same promise's outcome by doing nothing. */
  async run({ server, graceMs, timeoutMs, release, log, exit = process.exit }: DrainPlan): Promise<void> {
    if (this.started) return;
    this.started = true;
    log.info('drain: not ready, still serving', { grace_ms: graceMs, in_flight: this.inFlight });
    await sleep(graceMs);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    log.info('drain: not accepting, finishing requests in flight', { in_flight: this.inFlight, timeout_ms: timeoutMs });
    let cut: NodeJS.Timeout | undefined;
    const finished = await Promise.race([closed.then(() => true), new Promise<false>((resolve) => (cut = setTimeout(resolve, timeoutMs, false)))]);
    clearTimeout(cut);
    clearInterval(sweep);
    if (!finished) {
      log.warn('drain: requests still in flight at the timeout are cut', { in_flight: this.inFlight });
      server.closeAllConnections();
    }
    await release();
    log.info('drain: done, exiting');
    exit(0);
  }
}
