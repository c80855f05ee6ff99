/** A customer's wishlist: one line per sku (duplicates are refused by a unique key). */
import type { Insertable } from 'kysely';
import type { DbExecutor, WishlistItemRow, WishlistItemsTable } from '@/lib/db/schema';

export function listWishlistItems(db: DbExecutor, userId: string): Promise<WishlistItemRow[]> {
  return db
    .selectFrom('wishlist_items')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Adds the item unless the sku is on the list already; answers whether it was added. */
export async function addWishlistItem(db: DbExecutor, item: Insertable<WishlistItemsTable>): Promise<boolean> {
  const result = await db
    .insertInto('wishlist_items')
    .values(item)
    .onConflict((oc) => oc.columns(['user_id', 'sku']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function removeWishlistItem(db: DbExecutor, userId: string, sku: string): Promise<boolean> {
  const result = await db
    .deleteFrom('wishlist_items')
    .where('user_id', '=', userId)
    .where('sku', '=', sku)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
