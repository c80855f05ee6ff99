/**
 * The shopper's wishlist (spec 02 §3 "Wishlist", §4): one item per sku with quantity 1, kept for
 * guests and customers alike, persisted, cleared on logout. A customer's list is merged with the
 * server's at login (`wishlist-listeners.ts`). State, actions and selectors: `wishlist-state.ts`.
 */
import { createReducer } from '@reduxjs/toolkit';
import { withWishlistItem } from '@/lib/wishlist/wishlist-rules';
import { loggedOut } from '../session/session-state';
import {
  wishlistInitialState as initialState,
  wishlistItemAdded,
  wishlistItemRemoved,
  wishlistPushRefused,
  wishlistServerItemsTaken,
} from './wishlist-state';

export * from './wishlist-state';

/** What a stored wishlist keeps: items with an id, each sku once (spec 02 §4). */
export const wishlistReducer = createReducer(initialState, (builder) => {
  builder
    .addCase(wishlistItemAdded, (state, action) => {
      state.items = withWishlistItem(state.items, action.payload);
    })
    .addCase(wishlistItemRemoved, (state, action) => {
      state.items = state.items.filter((item) => item.sku !== action.payload.sku);
    })
    .addCase(wishlistPushRefused, (state, action) => {
      state.items = state.items.filter((item) => item.sku !== action.payload.sku);
    })
    .addCase(wishlistServerItemsTaken, (state, action) => {
      state.items = action.payload.reduce(withWishlistItem, state.items);
    })
    .addCase(loggedOut, () => initialState);
});
