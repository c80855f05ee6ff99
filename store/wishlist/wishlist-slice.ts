/**
 * The shopper's wishlist (spec 02 §3 "Wishlist", §4): one item per sku with quantity 1, kept for
 * guests and customers alike, persisted, cleared on logout. A customer's list is merged with the
 * server's at login (`wishlist-listeners.ts`).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { withWishlistItem, type WishlistItem } from '@/lib/wishlist/wishlist-rules';
import { loggedOut } from '../session/session-slice';
import { wishlistInitialState as initialState, wishlistItemAdded, wishlistItemRemoved } from './wishlist-state';

export { selectIsInWishlist, selectWishlistCount, selectWishlistItems, wishlistItemAdded, wishlistItemRemoved, type WishlistState } from './wishlist-state';

/** What a stored wishlist keeps: items with an id, each sku once (spec 02 §4). */
export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
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
    builder
      .addCase(wishlistItemAdded, (state, action) => {
        state.items = withWishlistItem(state.items, action.payload);
      })
      .addCase(wishlistItemRemoved, (state, action) => {
        state.items = state.items.filter((item) => item.sku !== action.payload.sku);
      })
      .addCase(loggedOut, () => initialState);
  },
});

export const {
  pushRefused: wishlistPushRefused,
  serverItemsTaken: wishlistServerItemsTaken,
} = wishlistSlice.actions;
