/**
 * The wishlist's rules (spec 02 §3 "Wishlist", §4 "Wishlist sync after login"), on plain data: one
 * item per sku with quantity 1, what a cached list keeps, and what a login merges and pushes.
 */
import { z } from 'zod';
import { WISHLIST_ITEM_QTY } from '@/lib/config/wishlist';

/** A shopper's wishlist item: the product's id and sku; the quantity is always 1. */
export const wishlistItemSchema = z.object({
  id: z.union([z.number(), z.string().min(1)]),
  sku: z.string().min(1),
  qty: z.literal(WISHLIST_ITEM_QTY),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** An item of the server's list (`GET /api/wishlist/pull`): its own id, the sku and the product id. */
export const serverWishlistItemSchema = z.looseObject({
  id: z.string(),
  sku: z.string().min(1),
  product_id: z.number().nullable().optional(),
  simple_product: z.looseObject({ id: z.number() }).nullable().optional(),
});
export type ServerWishlistItem = z.infer<typeof serverWishlistItemSchema>;

export function wishlistItemOf(product: { id: number | string; sku: string }): WishlistItem {
  return { id: product.id, sku: product.sku, qty: WISHLIST_ITEM_QTY };
}

export function hasSku(items: readonly WishlistItem[], sku: string): boolean {
  return items.some((item) => item.sku === sku);
}

/** The list with `item` added; a sku already listed is not added again (spec 02 §4). */
export function withWishlistItem(items: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  return hasSku(items, item.sku) ? [...items] : [...items, wishlistItemOf(item)];
}

/**
 * The items a stored list keeps: those with an id, each sku once, quantity 1 (spec 02 §4 "items
 * loaded from cache without id are dropped"). Anything that is not a list keeps nothing.
 */
export function cachedWishlistItems(stored: unknown): WishlistItem[] {
  if (!Array.isArray(stored)) return [];
  return stored.reduce<WishlistItem[]>((kept, entry) => {
    const item = z.looseObject({ id: wishlistItemSchema.shape.id, sku: wishlistItemSchema.shape.sku }).safeParse(entry);
    return item.success ? withWishlistItem(kept, wishlistItemOf(item.data)) : kept;
  }, []);
}

/** A server item as a local one: its product (the simple product's id, else product_id, else its own id). */
export function localItemOfServer(item: ServerWishlistItem): WishlistItem {
  return wishlistItemOf({ id: item.simple_product?.id ?? item.product_id ?? item.id, sku: item.sku });
}

export interface WishlistSyncPlan {
  /** Server items not yet local: added locally. */
  addLocally: WishlistItem[];
  /** Local items not on the server: pushed; a 400 answer removes the local item. */
  push: WishlistItem[];
}

/** What a login's sync does with the local list and the server's (spec 02 §4 "Wishlist sync after login"). */
export function wishlistSyncPlan(local: readonly WishlistItem[], server: readonly ServerWishlistItem[]): WishlistSyncPlan {
  const onServer = new Set(server.map((item) => item.sku));
  const addLocally = server.filter((item) => !hasSku(local, item.sku)).map(localItemOfServer);
  return {
    addLocally: addLocally.filter((item, i) => addLocally.findIndex((other) => other.sku === item.sku) === i),
    push: local.filter((item) => !onServer.has(item.sku)),
  };
}
