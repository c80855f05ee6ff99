/**
 * Wishlist payloads (spec 02 §3 "Wishlist"): the shopper's item and an item of the server's list
 * (`GET /api/wishlist/pull`). `zod/mini`: the heart on every tile reads them (ADR 0011).
 */
import { z } from 'zod/mini';
import { WISHLIST_ITEM_QTY } from '@/lib/config/wishlist';

/** A shopper's wishlist item: the product's id and sku; the quantity is always 1. */
export const wishlistItemSchema = z.object({
  id: z.union([z.number(), z.string().check(z.minLength(1))]),
  sku: z.string().check(z.minLength(1)),
  qty: z.literal(WISHLIST_ITEM_QTY),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** What a stored item must hold to be kept: its id and sku. */
export const storedWishlistItemSchema = z.looseObject({ id: wishlistItemSchema.shape.id, sku: wishlistItemSchema.shape.sku });

/** An item of the server's list: its own id, the sku and the product id. */
export const serverWishlistItemSchema = z.looseObject({
  id: z.string(),
  sku: z.string().check(z.minLength(1)),
  product_id: z.optional(z.nullable(z.number())),
  simple_product: z.optional(z.nullable(z.looseObject({ id: z.number() }))),
});
export type ServerWishlistItem = z.infer<typeof serverWishlistItemSchema>;
export const serverWishlistSchema = z.array(serverWishlistItemSchema);
