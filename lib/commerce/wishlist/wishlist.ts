/**
 * A customer's wishlist on the server (spec 02 §3, §4 "Wishlist sync after login"): one line per
 * sku, quantity always 1; a duplicate is answered 400 so the client drops its local copy.
 */
import { randomUUID } from 'node:crypto';
import { WISHLIST_ITEM_QTY } from '@/lib/config/commerce';
import type { Db, WishlistItemRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { addWishlistItem, listWishlistItems, removeWishlistItem } from './wishlist-repository';

export interface WishlistItemView {
  id: string;
  sku: string;
  qty: number;
  product_id: number | null;
}

function wishlistItemView(row: WishlistItemRow): WishlistItemView {
  return { id: row.id, sku: row.sku, qty: row.qty, product_id: row.product_id };
}

export async function wishlistOf(db: Db, userId: string): Promise<WishlistItemView[]> {
  return (await listWishlistItems(db, userId)).map(wishlistItemView);
}

export async function addToWishlist(
  db: Db,
  userId: string,
  item: { sku: string; product_id?: number },
  now: Date,
): Promise<WishlistItemView> {
  const row: WishlistItemRow = {
    id: randomUUID(),
    user_id: userId,
    sku: item.sku,
    product_id: item.product_id ?? null,
    qty: WISHLIST_ITEM_QTY,
    created_at: now.toISOString(),
  };
  if (!(await addWishlistItem(db, row))) throw new ApiError(400, 'wishlistDuplicate');
  return wishlistItemView(row);
}

export async function removeFromWishlist(db: Db, userId: string, sku: string): Promise<void> {
  if (!(await removeWishlistItem(db, userId, sku))) throw new ApiError(404, 'notFound');
}
