/**
 * The production server `npm start` runs (after building): Next.js's request handler behind the
 * in-process page cache (docs/adr/0004-page-cache-in-front-of-next.md) and the HTML delivery that
 * defers pages' chunk scripts and compresses (lib/html-delivery, ADR 0034), serving every store on PORT
 * (default 3000), the job runner (lib/jobs) and this replica's watch on the catalogue generation, which
 * clears its caches when any replica or the importer publishes a change (ADR 0017). It answers the
 * liveness and readiness probes itself, names every request with an id its log lines carry, and
 * drains on SIGTERM (lib/operations, docs/adr/0045-health-and-drain.md). Run with
 * `node --import tsx server.ts`.
 */
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { environment, useProductionRuntime } from '@/lib/config/environment';
import { startupRefusal } from '@/lib/config/validate';
import { PageCache, shareProcessPageCache, withPageCache } from '@/lib/page-cache';
import { withCompression, withDeferredChunkScripts, withInlineScripts, withScriptHashPolicy } from '@/lib/html-delivery/serve';
import { readRuntimePrefetch } from '@/lib/html-delivery/runtime-chunks';
import { withBrowserProtection } from '@/lib/security/response-headers';
import { stampPeerAddress } from '@/lib/http/peer-address';
import { createShopJobRunner, jobsRunInProcess } from '@/lib/commerce/shop-jobs';
import { startReplicaInvalidation } from '@/lib/replicas';
import { closeDb } from '@/lib/db';
import { EVENT_LOOP_SAMPLE_MS, REQUEST_ID_HEADER, SERVER_KEEP_ALIVE_TIMEOUT_MS } from '@/lib/config/operations';
import { Drain, createProbes, readOperationsConfig, readinessChecks, requestIdOf, watchEventLoop } from '@/lib/operations';
import { errorText, logger } from '@/lib/logging/logger';
import { runInRequestContext } from '@/lib/logging/request-context';
import { shopScrapeSources } from '@/lib/commerce/shop-metrics';
import { readMetricsConfig } from '@/lib/observability/settings';
import { setReady, setScrapeSources } from '@/lib/observability/metrics';
import { startMetricsServer } from '@/lib/observability/metrics-server';
import { withRequestObservation } from '@/lib/observability/request-observation';
import { builtRouteTable } from '@/lib/observability/route-template';
import type { JobRunner } from '@/lib/jobs';

const MB = 1024 * 1024;

async function serve(): Promise<void> {
  // Next.js and React load their production builds only under this; the server never runs the dev build.
  useProductionRuntime();
  // Every bad variable at once, before anything listens (npm start has checked too; a server started
  // by hand or by a test harness must not start on a configuration that would fail on a request).
  const refusal = startupRefusal();
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const port = environment().PORT;
  const operations = readOperationsConfig();
  const log = logger();
  const app = next({ dev: false, dir: process.cwd(), port });
  await app.prepare();
  const cache = new PageCache(environment().PAGE_CACHE_MB * MB);
  shareProcessPageCache(cache);
  // Pages get their inline scripts written in (ADR 0076), their chunk scripts wait for the first paint,
  // each page gets a policy naming its inline scripts' hashes, everything is compressed (ADR 0034) and kept; every answer, kept or not, gets the browser's
  // protection headers and loses the internal ones (issue 36).
  const pages = withScriptHashPolicy(withDeferredChunkScripts(withInlineScripts(app.getRequestHandler()), readRuntimePrefetch(path.join(process.cwd(), '.next'))));
  // Outermost: the request's server span and its duration by route template (issue 37), both off by default.
  const handle = withRequestObservation(builtRouteTable(), withBrowserProtection(withPageCache(cache, withCompression(pages))));
  const drain = new Drain();
  let jobsState: 'starting' | 'running' | 'stopped' = 'starting';
  let jobs: JobRunner | null = null;
  const inProcessJobs = jobsRunInProcess();
  const probe = createProbes({
    config: operations,
    eventLoop: watchEventLoop(EVENT_LOOP_SAMPLE_MS),
    readiness: readinessChecks({ draining: () => drain.draining, jobs: inProcessJobs ? () => ({ state: jobsState, lastHeartbeat: jobs?.lastHeartbeat() ?? null }) : null }),
  });
  // Route handlers see no socket: its address travels in a header only this server can write (TRUST_PROXY, issue 14).
  const server = http.createServer(
    drain.track((request, response) => {
      stampPeerAddress(request);
      if (probe(request, response)) return;
      const requestId = requestIdOf(request);
      request.headers[REQUEST_ID_HEADER] = requestId;
      response.setHeader(REQUEST_ID_HEADER, requestId);
      return runInRequestContext({ requestId }, () => handle(request, response));
    }),
  );
  // Idle connections outlive nginx's own idle timeout, so nginx closes them first (never mid-request).
  server.keepAliveTimeout = SERVER_KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = SERVER_KEEP_ALIVE_TIMEOUT_MS + 1_000;
  await new Promise<void>((listening) => server.listen(port, listening));
  const budget = cache.enabled ? `page cache ${Math.round(cache.maxBytes / 1024 / 1024)} MB` : 'page cache off';
  // Before "Ready": a replica joins the shared invalidation (and clears what an earlier run left) first.
  const invalidation = await startReplicaInvalidation(port);
  log.info(`Ready on port ${port} (${budget})`, { port });
  // The job runner (follow-up orders, reminders) runs in the server unless JOBS_IN_PROCESS=0
  // leaves it to `npm run worker` processes (docs/adr/0010-jobs.md).
  jobs = inProcessJobs ? await createShopJobRunner() : null;
  await jobs?.start();
  jobsState = 'running';
  // Metrics on their own port (METRICS_PORT); the job queue is read through this replica's runner, or one made only to read it.
  const metricsConfig = readMetricsConfig();
  let queueReader: Promise<JobRunner> | null = null;
  const metrics = metricsConfig ? await startMetricsServer(metricsConfig) : null;
  if (metrics) {
    setScrapeSources(shopScrapeSources(cache, () => (jobs ? Promise.resolve(jobs) : (queueReader ??= createShopJobRunner()))));
    setReady(true);
  }
  const release = async () => {
    // The final scrape (metrics.close) must answer quickly: the queue and outbox figures are the
    // database's, reported alike by every other replica, so a draining one stops reading them and
    // keeps its last values.
    setScrapeSources({ dueJobs: undefined, mailBacklog: undefined });
    // First, while the process is quiet: a scrape that is slow because the rest is shutting down
    // passes Prometheus' scrape timeout, and the final counts are lost after all.
    const finalScrape = await metrics?.close().catch(() => 'missed' as const);
    // An operator reading a short count after a restart finds why here.
    if (finalScrape === 'missed') log.warn('drain: final scrape missed, none began in time: what this replica counted since its last scrape is lost');
    else if (finalScrape) log.info(`drain: metrics port closed (final scrape ${finalScrape})`);
    const reader = queueReader?.then((runner) => runner.stop());
    await Promise.allSettled([invalidation.stop(), jobs?.stop().finally(() => (jobsState = 'stopped')), reader, app.close()]);
    await closeDb();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (drain.draining) return log.info('drain: already draining, signal ignored', { signal });
      setReady(false);
      void drain.run({ server, graceMs: operations.drainGraceMs, timeoutMs: operations.drainTimeoutMs, release, log });
    });
  }
}

serve().catch((error: unknown) => {
  logger().error('server did not start', { error: errorText(error) });
  process.exit(1);
});
