/**
 * The reducer a page starts with (ADR 0008): the slices the catalogue pages' islands read (cart
 * badge, wishlist heart, compare toggle and panel, the session's price group, notifications, ui).
 * The client runtime replaces it with the whole persisted tree (`root-reducer.ts`) when it starts.
 */
import { combineReducers } from '@reduxjs/toolkit';
import { cartSlice } from './cart/cart-slice';
import { cartTokenSlice } from './cart/cart-token-slice';
import { compareSlice } from './compare/compare-slice';
import { notificationsSlice } from './notifications/notifications-slice';
import { sessionSlice } from './session/session-slice';
import { uiSlice } from './ui/ui-slice';
import { wishlistSlice } from './wishlist/wishlist-slice';

export const landingReducer = combineReducers({
  cart: cartSlice.reducer,
  cartToken: cartTokenSlice.reducer,
  session: sessionSlice.reducer,
  wishlist: wishlistSlice.reducer,
  compare: compareSlice.reducer,
  notifications: notificationsSlice.reducer,
  ui: uiSlice.reducer,
});
