/**
 * The shopper's cart (spec 01 §3 "Cart", §4): lines, server totals, coupon, shipping country,
 * the loading flag, the 401 bypass counter and whether cart sync is off. The server cart token
 * sits in `cart-token-slice.ts` because it persists under its own key (`current-cart-token`).
 * Reducers hold the state changes; the server calls run in `cart-listeners.ts` on the
 * `…Requested` events.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartTotals } from '@/lib/contract/cart-answers';
import type { CartItem } from '@/lib/catalog/types';
import { loggedOut } from '../session/session-slice';
import { addRequested, cartInitialState, type PersistedCart } from './cart-state';

export { addRequested, cartInitialState, PERSISTED_CART_FIELDS, type CartState, type PersistedCart } from './cart-state';

/** What the shopper asks of the cart; `cart-listeners.ts` carries each out against the server. */
export const connectRequested = createAction('cart/connectRequested');
export const syncRequested = createAction('cart/syncRequested');
export const quantityChangeRequested = createAction<{ item: CartItem; qty: number }>('cart/quantityChangeRequested');
export const removeRequested = createAction<{ item: CartItem }>('cart/removeRequested');
export const couponApplyRequested = createAction<string>('cart/couponApplyRequested');
export const couponRemoveRequested = createAction('cart/couponRemoveRequested');
export const giftCardRemoveRequested = createAction<string>('cart/giftCardRemoveRequested');

export const cartSlice = createSlice({
  name: 'cart',
  initialState: cartInitialState,
  reducers: {
    loadingStarted(state) {
      state.loading = true;
    },
    loadingFinished(state) {
      state.loading = false;
    },
    tokenReceived(state, _action: PayloadAction<string>) {
      state.syncDisabled = false;
    },
    guestBypassCounted(state) {
      state.connectBypassCount += 1;
    },
    syncDisabledReported(state) {
      state.syncDisabled = true;
    },
    /** The server's lines and totals replace ours (spec 01 §4 "Result handling"). */
    serverCartReceived(state, action: PayloadAction<{ items: CartItem[]; totals: CartTotals | null }>) {
      state.items = action.payload.items;
      if (action.payload.totals !== null) {
        state.totals = action.payload.totals;
        state.couponCode = action.payload.totals.coupon_code ?? null;
      }
    },
    /** Unit prices by sku for the customer's group; lines of other skus keep theirs. */
    linePricesRefreshed(state, action: PayloadAction<Record<string, number>>) {
      for (const item of state.items) {
        const price = action.payload[item.sku];
        if (price !== undefined) item.price = price;
      }
    },
    itemRemoved(state, action: PayloadAction<CartItem>) {
      state.lastRemovedItem = action.payload;
    },
    removalUndone(state) {
      state.lastRemovedItem = null;
    },
    couponRefused(state, action: PayloadAction<string | null>) {
      state.couponError = action.payload;
    },
    shippingCountryChanged(state, action: PayloadAction<string>) {
      state.shippingCountry = action.payload;
    },
    /** Emptied: the order was converted, the server asked for a fresh cart, or the user logged out. */
    cleared(state) {
      return { ...cartInitialState, shippingCountry: state.shippingCountry };
    },
    /** Another tab changed the cart; its persisted copy replaces ours (spec 01 §4). */
    loadedFromStorage(state, action: PayloadAction<{ cart: PersistedCart; cartServerToken: string | null }>) {
      Object.assign(state, action.payload.cart);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => cartInitialState);
  },
});

export const {
  loadingStarted,
  loadingFinished,
  tokenReceived,
  guestBypassCounted,
  syncDisabledReported,
  serverCartReceived,
  linePricesRefreshed,
  itemRemoved,
  removalUndone,
  couponRefused,
  shippingCountryChanged,
  cleared,
  loadedFromStorage,
} = cartSlice.actions;
