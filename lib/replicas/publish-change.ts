/**
 * Publishes "the catalogue changed" to every replica: one raise of the generation in the database
 * every replica already uses, announced by NOTIFY on PostgreSQL, or on Redis pub/sub when
 * REDIS_URL is set (ADR 0019); read by each replica's periodic check on SQLite, where there is one
 * server. A Redis announcement that fails loses nothing: the counter is raised, and each replica
 * compares it at least every GENERATION_CHECK_INTERVAL_MS.
 */
import { currentSchema, getDb, type Db } from '@/lib/db';
import { INVALIDATION_CHANNEL } from '@/lib/config/replicas';
import { logger } from '@/lib/logging/logger';
import { invalidationChannel, raiseGeneration } from './catalog-generation';
import { publishToRedis } from './redis-feed';
import { environment, type EnvironmentSource } from '@/lib/config/environment';

type Env = EnvironmentSource;

/** The channel of this database's announcements: per PostgreSQL schema; the plain name on SQLite. */
export async function announcementChannel(db: Db, env?: Env): Promise<string> {
  return environment(env).DATABASE_URL ? invalidationChannel(await currentSchema(db)) : INVALIDATION_CHANNEL;
}

export async function publishCatalogChange(db: Db, env?: Env, now: Date = new Date()): Promise<number> {
  const redisUrl = environment(env).REDIS_URL;
  if (!redisUrl) return raiseGeneration(db, environment(env).DATABASE_URL ? await announcementChannel(db, env) : null, now);
  const channel = await announcementChannel(db, env);
  const generation = await raiseGeneration(db, null, now);
  try {
    await publishToRedis(redisUrl, channel, generation);
  } catch (error) {
    logger().warn('catalogue change not announced on Redis: replicas find it by their periodic check', { error: String(error), generation });
  }
  return generation;
}

/** The same on the process's own database, for the revalidate route (app/ never opens `lib/db`). */
export async function publishShopCatalogChange(): Promise<number> {
  return publishCatalogChange(await getDb());
}
