/**
 * The logged-in customer (spec 01 §6, 02 §4 "Session"): user token, refresh token, profile and the
 * price group (groupId, groupToken). Logout clears it; other features clear their part on the
 * same `session/loggedOut` event (cart, checkout details here; wishlist, compare, subscriptions
 * in their own slices). State, actions and selectors: `session-state.ts` (ADR 0031).
 */
import { createReducer } from '@reduxjs/toolkit';
import { loggedIn, loggedOut, sessionInitialState as initialState, tokensRefreshed, userLoaded } from './session-state';

export * from './session-state';

export const sessionReducer = createReducer(initialState, (builder) => {
  builder
    .addCase(loggedIn, (state, action) => {
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
    })
    .addCase(tokensRefreshed, (state, action) => {
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
    })
    .addCase(userLoaded, (state, action) => {
      state.user = action.payload.user;
      state.groupId = action.payload.user.group_id ?? null;
      state.groupToken = action.payload.groupToken;
    })
    .addCase(loggedOut, () => initialState);
});
