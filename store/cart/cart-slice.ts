/**
 * The shopper's cart (spec 01 §3 "Cart", §4): lines, server totals, coupon, shipping country,
 * the loading flag, the 401 bypass counter and whether cart sync is off. The server cart token
 * sits in `cart-token-slice.ts` because it persists under its own key (`current-cart-token`).
 * The reducer holds the state changes; the server calls run in `cart-listeners.ts` on the
 * `…Requested` events. State and actions: `cart-state.ts` (ADR 0031).
 */
import { createReducer } from '@reduxjs/toolkit';
import { loggedOut } from '../session/session-state';
import {
  cartInitialState,
  cleared,
  couponRefused,
  guestBypassCounted,
  itemRemoved,
  linePricesRefreshed,
  loadedFromStorage,
  loadingFinished,
  loadingStarted,
  removalUndone,
  serverCartReceived,
  shippingCountryChanged,
  syncDisabledReported,
  tokenReceived,
} from './cart-state';

export * from './cart-state';

export const cartReducer = createReducer(cartInitialState, (builder) => {
  builder
    .addCase(loadingStarted, (state) => {
      state.loading = true;
    })
    .addCase(loadingFinished, (state) => {
      state.loading = false;
    })
    .addCase(tokenReceived, (state) => {
      state.syncDisabled = false;
    })
    .addCase(guestBypassCounted, (state) => {
      state.connectBypassCount += 1;
    })
    .addCase(syncDisabledReported, (state) => {
      state.syncDisabled = true;
    })
    .addCase(serverCartReceived, (state, action) => {
      state.items = action.payload.items;
      if (action.payload.totals !== null) {
        state.totals = action.payload.totals;
        state.couponCode = action.payload.totals.coupon_code ?? null;
      }
    })
    .addCase(linePricesRefreshed, (state, action) => {
      for (const item of state.items) {
        const price = action.payload[item.sku];
        if (price !== undefined) item.price = price;
      }
    })
    .addCase(itemRemoved, (state, action) => {
      state.lastRemovedItem = action.payload;
    })
    .addCase(removalUndone, (state) => {
      state.lastRemovedItem = null;
    })
    .addCase(couponRefused, (state, action) => {
      state.couponError = action.payload;
    })
    .addCase(shippingCountryChanged, (state, action) => {
      state.shippingCountry = action.payload;
    })
    .addCase(cleared, (state) => ({ ...cartInitialState, shippingCountry: state.shippingCountry }))
    .addCase(loadedFromStorage, (state, action) => {
      Object.assign(state, action.payload.cart);
    })
    .addCase(loggedOut, () => cartInitialState);
});
