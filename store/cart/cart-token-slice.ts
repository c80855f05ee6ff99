/** The server cart token, persisted apart from the cart under `current-cart-token` (spec 01 §4, §9). */
import { createSlice } from '@reduxjs/toolkit';
import { loggedOut } from '../session/session-slice';
import { cleared, loadedFromStorage, tokenReceived } from './cart-slice';
import { cartTokenInitialState as initialState } from './cart-state';

export type { CartTokenState } from './cart-state';

export const cartTokenSlice = createSlice({
  name: 'cartToken',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(tokenReceived, (state, action) => {
        state.cartServerToken = action.payload;
      })
      .addCase(loadedFromStorage, (state, action) => {
        state.cartServerToken = action.payload.cartServerToken;
      })
      .addCase(cleared, () => initialState)
      .addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectCartToken: (state) => state.cartServerToken,
  },
});

export const { selectCartToken } = cartTokenSlice.selectors;
