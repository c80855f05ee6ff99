/**
 * What a metrics scrape reads from the shop at that moment: the page cache's size, the jobs due or
 * running, the outbox backlog. Queue and outbox are the database's, so every replica reports the
 * same figure (dashboards take the maximum over replicas, never the sum).
 */
import type { JobRunner } from '@/lib/jobs';
import type { ScrapeSources } from '@/lib/observability/metrics';
import type { PageCache } from '@/lib/page-cache';
import { getDb } from '@/lib/db';
import { countUnsentMail } from './mail/outbox-repository';

export function shopScrapeSources(cache: PageCache, jobs: () => Promise<JobRunner>): ScrapeSources {
  return {
    pageCacheBytes: () => cache.stats().bytes,
    dueJobs: async () => (await jobs()).due(),
    mailBacklog: async () => countUnsentMail(await getDb()),
  };
}
