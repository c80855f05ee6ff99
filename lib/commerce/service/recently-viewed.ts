/** Recently viewed products of a customer (issue 18): kept in the browser, synced here so another device sees them. */
import { RECENTLY_VIEWED_MAX } from '@/lib/config/service';
import type { Db, UserRow } from '@/lib/db/schema';

export async function readRecentlyViewed(db: Db, user: UserRow): Promise<string[]> {
  const rows = await db.selectFrom('recently_viewed').select('sku').where('user_id', '=', user.id).orderBy('viewed_at', 'desc').limit(RECENTLY_VIEWED_MAX).execute();
  return rows.map((row) => row.sku);
}

/** Merges the browser's list (newest first) into the stored one; answers the merged list. */
export async function syncRecentlyViewed(db: Db, user: UserRow, skus: readonly string[], now: Date): Promise<string[]> {
  await db.transaction().execute(async (trx) => {
    for (const [index, sku] of [...skus].reverse().entries()) {
      const at = new Date(now.getTime() - (skus.length - 1 - index)).toISOString();
      await trx.insertInto('recently_viewed').values({ user_id: user.id, sku, viewed_at: at }).onConflict((oc) => oc.columns(['user_id', 'sku']).doUpdateSet({ viewed_at: at })).execute();
    }
    const keep = await trx.selectFrom('recently_viewed').select('sku').where('user_id', '=', user.id).orderBy('viewed_at', 'desc').limit(RECENTLY_VIEWED_MAX).execute();
    if (keep.length === RECENTLY_VIEWED_MAX) {
      await trx.deleteFrom('recently_viewed').where('user_id', '=', user.id).where('sku', 'not in', keep.map((row) => row.sku)).execute();
    }
  });
  return readRecentlyViewed(db, user);
}
