/**
 * Effects that must happen once (an order per subscription cycle, a mail per reminder): the effect
 * claims its key in its own transaction. The key is the primary key of `job_keys`, so a second
 * run of the same work (another worker, a retry after a crash) fails there and rolls back.
 */
import { isUniqueViolation } from '@/lib/db/constraint-errors';
import type { DbExecutor } from '@/lib/db/schema';

/** Claims the key; throws a unique violation (`isClaimedBefore`) when it was claimed before. Call inside the effect's transaction. */
export async function claimJobKey(db: DbExecutor, key: string, result: string | null, at: string): Promise<void> {
  await db.insertInto('job_keys').values({ key, result, created_at: at }).execute();
}

export async function findJobKey(db: DbExecutor, key: string): Promise<{ key: string; result: string | null } | undefined> {
  return db.selectFrom('job_keys').select(['key', 'result']).where('key', '=', key).executeTakeFirst();
}

/** True for the error a second claim of the same key raises. */
export function isClaimedBefore(error: unknown): boolean {
  return isUniqueViolation(error);
}
