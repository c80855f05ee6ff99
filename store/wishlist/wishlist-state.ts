/**
 * The wishlist's state, the actions the heart dispatches and the selectors islands read, without
 * Redux Toolkit (ADR 0031): catalogue pages load these, the reducers (`wishlist-slice.ts`) come with
 * the client runtime.
 */
import { hasSku, type WishlistItem } from '@/lib/wishlist/wishlist-rules';
import { plainAction } from '../plain-action';

export interface WishlistState {
  items: WishlistItem[];
}

export const wishlistInitialState: WishlistState = { items: [] };

export const wishlistItemAdded = plainAction<WishlistItem>('wishlist/itemAdded');
export const wishlistItemRemoved = plainAction<{ sku: string }>('wishlist/itemRemoved');

export const selectWishlistItems = (state: { wishlist: WishlistState }) => state.wishlist.items;
export const selectWishlistCount = (state: { wishlist: WishlistState }) => state.wishlist.items.length;
export const selectIsInWishlist = (state: { wishlist: WishlistState }, sku: string): boolean => hasSku(state.wishlist.items, sku);
