/**
 * Started by server.ts: this replica's part of the shared cache invalidation (ADR 0017). When the
 * catalogue generation in the database moves, the replica clears its page cache, Next.js's tags and
 * paths (through a loopback request, see local-invalidation.ts) — once at once and once more after
 * the embedded engine's reload check, so a page rendered from the old index in between is dropped too.
 */
import { currentSchema, getDb } from '@/lib/commerce/db';
import { DATABASE_URL_ENV } from '@/lib/config/commerce';
import { INDEX_RELOAD_CHECK_MS } from '@/lib/config/search';
import { clearProcessPageCache } from '@/lib/page-cache';
import { logger } from '@/lib/logging/logger';
import { invalidationChannel } from './catalog-generation';
import { countReplicas, embeddedIndexWarning } from './deployment-checks';
import { GenerationWatcher } from './generation-watcher';
import { requestLocalInvalidation } from './local-invalidation';

type Env = Record<string, string | undefined>;

/** Margin past the engine's reload check, so the second pass surely renders from the new index. */
const SECOND_PASS_MARGIN_MS = 250;

export interface ReplicaInvalidation {
  stop(): Promise<void>;
}

export async function startReplicaInvalidation(port: number, env: Env = process.env): Promise<ReplicaInvalidation> {
  const db = await getDb();
  const url = env[DATABASE_URL_ENV];
  const log = logger();
  const secondPasses = new Set<NodeJS.Timeout>();
  const clearHere = async () => {
    await requestLocalInvalidation(port);
    // Next.js applies the dropped tags as the request ends: clear pages kept meanwhile once more.
    clearProcessPageCache();
  };
  let warned = false;
  const watcher = new GenerationWatcher({
    db,
    listen: url ? { url, channel: invalidationChannel(await currentSchema(db)) } : undefined,
    onChange: async (generation) => {
      await clearHere();
      const timer = setTimeout(() => {
        secondPasses.delete(timer);
        clearHere().catch((error: unknown) => log.error('catalogue cache second pass failed', { error: String(error) }));
      }, INDEX_RELOAD_CHECK_MS + SECOND_PASS_MARGIN_MS);
      timer.unref();
      secondPasses.add(timer);
      log.info('catalogue caches cleared', { generation });
      if (url && !warned) {
        const warning = embeddedIndexWarning(await countReplicas(db), env);
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
