/**
 * The session's state, its actions and its selectors, without Redux Toolkit (ADR 0031): catalogue
 * pages read the user token and price group before the client runtime (and `session-slice.ts`, the
 * reducer) has loaded. Each action is defined here once; the runtime's reducer and listeners take
 * the same creators.
 */
import type { SessionUser } from '@/lib/contract/session';
import { plainAction } from '../plain-action';

export type { SessionUser };

export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  groupId: number | null;
  groupToken: string | null;
}

export const sessionInitialState: SessionState = { token: null, refreshToken: null, user: null, groupId: null, groupToken: null };

/** Login answered 200: the token, and the refresh token from meta when present (spec 02 §4). */
export const loggedIn = plainAction<{ token: string; refreshToken: string | null }>('session/loggedIn');
export const tokensRefreshed = plainAction<{ token: string; refreshToken: string | null }>('session/tokensRefreshed');
/** The profile, checked by the caller against `sessionUserSchema` (lib/contract) where it was read. */
export const userLoaded = plainAction<{ user: SessionUser; groupToken: string | null }>('session/userLoaded');
export const loggedOut = plainAction<{ silent: boolean }>('session/loggedOut');

export const selectUserToken = (state: { session: SessionState }) => state.session.token;
export const selectIsLoggedIn = (state: { session: SessionState }) => state.session.token !== null;
export const selectUser = (state: { session: SessionState }) => state.session.user;
export const selectGroupId = (state: { session: SessionState }) => state.session.groupId;
export const selectGroupToken = (state: { session: SessionState }) => state.session.groupToken;
