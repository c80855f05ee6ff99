/**
 * Checkout in progress (spec 01 §3 "Checkout state", §4): the shopper's details, the method
 * lists, the thank-you state and the placed order. Each change stamps `modifiedAt`; the state
 * counts as in progress for 30 minutes after it (`selectIsCheckoutFresh`), and a stale one is
 * cleared when the shop starts (`checkout-listeners.ts`). State, actions and selectors:
 * `checkout-state.ts` (ADR 0031).
 */
import { createReducer } from '@reduxjs/toolkit';
import { loggedOut } from '../session/session-state';
import {
  checkoutExpired,
  checkoutInitialState as initialState,
  orderConfirmed,
  orderPending,
  orderRefusedForStock,
  paymentDetailsSaved,
  paymentMethodsReceived,
  personalDetailsSaved,
  shippingDetailsSaved,
  shippingMethodsReceived,
  thankYouPageLeft,
} from './checkout-state';

export * from './checkout-state';

export const checkoutReducer = createReducer(initialState, (builder) => {
  builder
    .addCase(personalDetailsSaved, (state, action) => {
      state.personalDetails = action.payload.details;
      state.modifiedAt = action.payload.at;
    })
    .addCase(shippingDetailsSaved, (state, action) => {
      state.shippingDetails = action.payload.details;
      state.modifiedAt = action.payload.at;
    })
    .addCase(paymentDetailsSaved, (state, action) => {
      state.paymentDetails = action.payload.details;
      state.modifiedAt = action.payload.at;
    })
    .addCase(shippingMethodsReceived, (state, action) => {
      state.shippingMethods = action.payload;
    })
    .addCase(paymentMethodsReceived, (state, action) => {
      state.paymentMethods = action.payload;
    })
    .addCase(orderConfirmed, (state, action) => {
      state.order = action.payload;
      state.isThankYouPage = true;
      state.stockRefusal = null;
    })
    .addCase(orderRefusedForStock, (state, action) => {
      state.stockRefusal = action.payload;
    })
    .addCase(orderPending, (state, action) => {
      state.order = { order_id: action.payload.order_id, confirmation: null };
      state.isThankYouPage = true;
    })
    .addCase(thankYouPageLeft, (state) => {
      state.isThankYouPage = false;
      state.order = null;
    })
    .addCase(checkoutExpired, () => initialState)
    .addCase(loggedOut, (state) => {
      state.personalDetails = null;
      state.shippingDetails = null;
      state.paymentDetails = null;
    });
});
