/**
 * Started by server.ts: this replica's part of the shared cache invalidation (ADR 0017). When the
 * catalogue generation in the database moves, the replica clears its page cache, Next.js's tags and
 * paths (through a loopback request, see local-invalidation.ts) — once at once and once more after
 * the embedded engine's reload check, so a page rendered from the old index in between is dropped too.
 */
import { getDb, type Db } from '@/lib/db';
import { INDEX_RELOAD_CHECK_MS } from '@/lib/config/search';
import { logger } from '@/lib/logging/logger';
import type { ChangeFeed } from './change-feed';
import { countReplicas, embeddedIndexWarning } from './deployment-checks';
import { GenerationWatcher } from './generation-watcher';
import { postgresFeed } from './postgres-feed';
import { announcementChannel } from './publish-change';
import { countRedisSubscribers, redisFeed } from './redis-feed';
import { requestLocalInvalidation } from './local-invalidation';
import { environment, type EnvironmentSource } from '@/lib/config/environment';

type Env = EnvironmentSource;

/** Margin past the engine's reload check, so the second pass surely renders from the new index. */
const SECOND_PASS_MARGIN_MS = 250;

/** Where this replica hears of changes: Redis with REDIS_URL, else PostgreSQL LISTEN, else nothing (SQLite: periodic checks). */
async function feedOf(db: Db, env?: Env): Promise<{ feed: ChangeFeed; replicas: () => Promise<number> } | null> {
  const url = environment(env).DATABASE_URL;
  const redisUrl = environment(env).REDIS_URL;
  if (!url && !redisUrl) return null;
  const channel = await announcementChannel(db, env);
  if (redisUrl) return { feed: redisFeed(redisUrl, channel), replicas: () => countRedisSubscribers(redisUrl, channel) };
  return { feed: postgresFeed(url!, channel), replicas: () => countReplicas(db) };
}

export interface ReplicaInvalidation {
  stop(): Promise<void>;
}

export async function startReplicaInvalidation(port: number, env?: Env): Promise<ReplicaInvalidation> {
  const db = await getDb();
  const log = logger();
  const secondPasses = new Set<NodeJS.Timeout>();
  // The route drops Next.js's entries and, once it has answered, this process's kept pages.
  const clearHere = () => requestLocalInvalidation(port);
  let warned = false;
  const announcements = await feedOf(db, env);
  const watcher = new GenerationWatcher({
    db,
    feed: announcements?.feed,
    onChange: async (generation) => {
      await clearHere();
      const timer = setTimeout(() => {
        secondPasses.delete(timer);
        clearHere().catch((error: unknown) => log.error('catalogue cache second pass failed', { error: String(error) }));
      }, INDEX_RELOAD_CHECK_MS + SECOND_PASS_MARGIN_MS);
      timer.unref();
      secondPasses.add(timer);
      log.info('catalogue caches cleared', { generation });
      if (announcements && !warned) {
        const warning = embeddedIndexWarning(await announcements!.replicas(), env);
        if (warning) {
          warned = true;
          log.warn(warning);
        }
      }
    },
    onError: (error) => log.warn('catalogue generation check failed', { error: String(error) }),
  });
  await watcher.start();
  return {
    async stop() {
      secondPasses.forEach((timer) => clearTimeout(timer));
      await watcher.stop();
    },
  };
}
