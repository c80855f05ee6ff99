/**
 * The wishlist's rules (spec 02 §3 "Wishlist", §4 "Wishlist sync after login"), on plain data: one
 * item per sku with quantity 1, what a cached list keeps, and what a login merges and pushes.
 */
import { WISHLIST_ITEM_QTY } from '@/lib/config/wishlist';
import type { ServerWishlistItem, WishlistItem } from '@/lib/contract/wishlist';

export type { ServerWishlistItem, WishlistItem };

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
/** What `storedWishlistItemSchema` (lib/contract) keeps, checked without a schema library on the landing path. */
function isStoredItem(entry: unknown): entry is { id: number | string; sku: string } {
  if (typeof entry !== 'object' || entry === null) return false;
  const { id, sku } = entry as { id?: unknown; sku?: unknown };
  return (typeof id === 'number' || (typeof id === 'string' && id.length > 0)) && typeof sku === 'string' && sku.length > 0;
}

export function cachedWishlistItems(stored: unknown): WishlistItem[] {
  if (!Array.isArray(stored)) return [];
  return stored.reduce<WishlistItem[]>((kept, entry) => {
    return isStoredItem(entry) ? withWishlistItem(kept, wishlistItemOf(entry)) : kept;
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
