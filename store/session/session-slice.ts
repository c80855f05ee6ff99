/**
 * The logged-in customer (spec 01 §6, 02 §4 "Session"): user token, refresh token, profile and the
 * price group (groupId, groupToken). Logout clears it; other features clear their part on the
 * same `session/loggedOut` event (cart, checkout details here; wishlist, compare, subscriptions
 * in their own slices).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionInitialState as initialState, type SessionUser } from './session-state';

export {
  selectGroupId,
  selectGroupToken,
  selectIsLoggedIn,
  selectUser,
  selectUserToken,
  type SessionState,
  type SessionUser,
} from './session-state';

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Login answered 200: the token, and the refresh token from meta when present (spec 02 §4). */
    loggedIn(state, action: PayloadAction<{ token: string; refreshToken: string | null }>) {
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
    },
    tokensRefreshed(state, action: PayloadAction<{ token: string; refreshToken: string | null }>) {
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
    },
    /** The profile, checked by the caller against `sessionUserSchema` (lib/contract) where it was read. */
    userLoaded(state, action: PayloadAction<{ user: SessionUser; groupToken: string | null }>) {
      state.user = action.payload.user;
      state.groupId = action.payload.user.group_id ?? null;
      state.groupToken = action.payload.groupToken;
    },
    loggedOut(_state, _action: PayloadAction<{ silent: boolean }>) {
      return initialState;
    },
  },
});

export const { loggedIn, tokensRefreshed, userLoaded, loggedOut } = sessionSlice.actions;
