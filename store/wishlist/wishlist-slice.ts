/**
 * The shopper's wishlist (spec 02 §3 "Wishlist", §4): one item per sku with quantity 1, kept for
 * guests and customers alike, persisted, cleared on logout. A customer's list is merged with the
 * server's at login (`wishlist-listeners.ts`).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hasSku, withWishlistItem, type WishlistItem } from '@/lib/wishlist/wishlist-rules';
import { loggedOut } from '../session/session-slice';

export interface WishlistState {
  items: WishlistItem[];
}

const initialState: WishlistState = { items: [] };

/** What a stored wishlist keeps: items with an id, each sku once (spec 02 §4). */

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    itemAdded(state, action: PayloadAction<WishlistItem>) {
      state.items = withWishlistItem(state.items, action.payload);
    },
    itemRemoved(state, action: PayloadAction<{ sku: string }>) {
      state.items = state.items.filter((item) => item.sku !== action.payload.sku);
    },
    /** The server answered 400 to a pushed item: the local item goes (spec 02 §4); nothing is sent. */
    pushRefused(state, action: PayloadAction<{ sku: string }>) {
      state.items = state.items.filter((item) => item.sku !== action.payload.sku);
    },
    /** The server's items the local list lacked, after a login (spec 02 §4). */
    serverItemsTaken(state, action: PayloadAction<WishlistItem[]>) {
      state.items = action.payload.reduce(withWishlistItem, state.items);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectWishlistItems: (state) => state.items,
    selectWishlistCount: (state) => state.items.length,
  },
});

export const {
  itemAdded: wishlistItemAdded,
  itemRemoved: wishlistItemRemoved,
  pushRefused: wishlistPushRefused,
  serverItemsTaken: wishlistServerItemsTaken,
} = wishlistSlice.actions;
export const { selectWishlistItems, selectWishlistCount } = wishlistSlice.selectors;

export const selectIsInWishlist = (state: { wishlist: WishlistState }, sku: string): boolean => hasSku(state.wishlist.items, sku);
