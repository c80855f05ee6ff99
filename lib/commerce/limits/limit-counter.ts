/**
 * Limits that hold under concurrency (issue 14): a limit is a counter per subject key with a
 * maximum per window. `consumeLimit` checks AND counts in one conditional upsert, so N parallel
 * requests can never pass a limit of M < N together, whichever engine and however many replicas.
 * Call it before the expensive work (the password hash, the order), not after.
 *
 * Windows are fixed: the first hit opens a window of `windowMs`; hits after its end start a new
 * one. A limit without `windowMs` never resets (total uses of a voucher, uses per customer).
 */
import { sql } from 'kysely';
import type { Db, DbExecutor } from '@/lib/db/schema';

export interface Limit {
  /** The subject counted, namespaced by feature: `login:ip:203.0.113.7`, `coupon:FRIEND-…:email:…`. */
  key: string;
  /** Hits allowed per window. */
  max: number;
  /** The window's length; omitted: the limit never resets. */
  windowMs?: number;
}

/** The window end of a limit without window: later than any `now`, and ISO text sorts as time. */
const NEVER = '9999-12-31T23:59:59.999Z';

function windowEnd(limit: Limit, now: Date): string {
  return limit.windowMs === undefined ? NEVER : new Date(now.getTime() + limit.windowMs).toISOString();
}

/**
 * Counts `hits` against the limit if they fit, in one statement: inserts the counter, or updates
 * it only when its window has ended (a fresh window) or the hits still fit. Answers false, and
 * counts nothing, when they do not fit. Pass a transaction to make the hit part of it.
 */
export async function consumeLimit(db: DbExecutor, limit: Limit, now: Date, hits = 1): Promise<boolean> {
  if (!Number.isInteger(hits) || hits < 1 || hits > limit.max) return false;
  const at = now.toISOString();
  const counted = await db
    .insertInto('limit_counters')
    .values({ key: limit.key, hits, window_ends_at: windowEnd(limit, now) })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({
          hits: sql<number>`case when limit_counters.window_ends_at <= ${at} then ${hits} else limit_counters.hits + ${hits} end`,
          window_ends_at: sql<string>`case when limit_counters.window_ends_at <= ${at} then excluded.window_ends_at else limit_counters.window_ends_at end`,
        })
        .where((eb) => eb.or([eb('limit_counters.window_ends_at', '<=', at), eb('limit_counters.hits', '<=', limit.max - hits)])),
    )
    .returning('hits')
    .executeTakeFirst();
  return counted !== undefined;
}

/** Thrown inside `consumeLimits`' transaction to roll back the hits already counted. */
class LimitRefused extends Error {}

/**
 * Consumes one hit of every limit, all or none, in one transaction: answers the first limit that
 * refused (nothing is counted then), or null. Keys are taken in sorted order, so two requests
 * counting the same keys on PostgreSQL lock their rows in the same order and never deadlock.
 */
export async function consumeLimits(db: Db, limits: readonly Limit[], now: Date): Promise<Limit | null> {
  const ordered = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  let refused: Limit | null = null;
  await db
    .transaction()
    .execute(async (trx) => {
      for (const limit of ordered) {
        if (!(await consumeLimit(trx, limit, now))) {
          refused = limit;
          throw new LimitRefused();
        }
      }
    })
    .catch((error: unknown) => {
      if (!(error instanceof LimitRefused)) throw error;
    });
  return refused;
}

/** Gives hits back (the work they were counted for turned out not to count, e.g. a correct password). */
export async function releaseLimit(db: DbExecutor, key: string, hits = 1): Promise<void> {
  await db
    .updateTable('limit_counters')
    .set({ hits: sql<number>`case when hits > ${hits} then hits - ${hits} else 0 end` })
    .where('key', '=', key)
    .execute();
}

/** Forgets a subject's count entirely. */
export async function resetLimit(db: DbExecutor, key: string): Promise<void> {
  await db.deleteFrom('limit_counters').where('key', '=', key).execute();
}

/** Hits counted in the subject's current window (0 when none or the window has ended). */
export async function limitHits(db: DbExecutor, key: string, now: Date): Promise<number> {
  const row = await db.selectFrom('limit_counters').select('hits').where('key', '=', key).where('window_ends_at', '>', now.toISOString()).executeTakeFirst();
  return row ? Number(row.hits) : 0;
}

/** Drops counters whose window has ended: they no longer count. */
export async function purgeEndedLimits(db: DbExecutor, now: Date): Promise<void> {
  await db.deleteFrom('limit_counters').where('window_ends_at', '<=', now.toISOString()).execute();
}
