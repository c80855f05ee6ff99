/**
 * The wishlist's state, its actions (the heart dispatches two) and the selectors islands read,
 * without Redux Toolkit (ADR 0031): catalogue pages load these, the reducer (`wishlist-slice.ts`)
 * comes with the client runtime.
 */
import { hasSku, type WishlistItem } from '@/lib/wishlist/wishlist-rules';
import { plainAction } from '../plain-action';

export interface WishlistState {
  items: WishlistItem[];
}

export const wishlistInitialState: WishlistState = { items: [] };

export const wishlistItemAdded = plainAction<WishlistItem>('wishlist/itemAdded');
export const wishlistItemRemoved = plainAction<{ sku: string }>('wishlist/itemRemoved');
/** The server answered 400 to a pushed item: the local item goes (spec 02 §4); nothing is sent. */
export const wishlistPushRefused = plainAction<{ sku: string }>('wishlist/pushRefused');
/** The server's items the local list lacked, after a login (spec 02 §4). */
export const wishlistServerItemsTaken = plainAction<WishlistItem[]>('wishlist/serverItemsTaken');

export const selectWishlistItems = (state: { wishlist: WishlistState }) => state.wishlist.items;
export const selectWishlistCount = (state: { wishlist: WishlistState }) => state.wishlist.items.length;
export const selectIsInWishlist = (state: { wishlist: WishlistState }, sku: string): boolean => hasSku(state.wishlist.items, sku);
