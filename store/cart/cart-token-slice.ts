/** The server cart token, persisted apart from the cart under `current-cart-token` (spec 01 §4, §9). */
import { createReducer } from '@reduxjs/toolkit';
import { loggedOut } from '../session/session-state';
import { cartTokenInitialState as initialState, cleared, loadedFromStorage, tokenReceived, type CartTokenState } from './cart-state';

export type { CartTokenState } from './cart-state';

export const cartTokenReducer = createReducer(initialState, (builder) => {
  builder
    .addCase(tokenReceived, (state, action) => {
      state.cartServerToken = action.payload;
    })
    .addCase(loadedFromStorage, (state, action) => {
      state.cartServerToken = action.payload.cartServerToken;
    })
    .addCase(cleared, () => initialState)
    .addCase(loggedOut, () => initialState);
});

export const selectCartToken = (state: { cartToken: CartTokenState }) => state.cartToken.cartServerToken;
