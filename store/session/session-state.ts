/**
 * The session's state and its selectors, without Redux Toolkit (ADR 0031): catalogue pages read
 * the user token and price group before the client runtime (and `session-slice.ts`) has loaded.
 */
import type { SessionUser } from '@/lib/contract/session';

export type { SessionUser };

export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  groupId: number | null;
  groupToken: string | null;
}

export const sessionInitialState: SessionState = { token: null, refreshToken: null, user: null, groupId: null, groupToken: null };

export const selectUserToken = (state: { session: SessionState }) => state.session.token;
export const selectIsLoggedIn = (state: { session: SessionState }) => state.session.token !== null;
export const selectUser = (state: { session: SessionState }) => state.session.user;
export const selectGroupId = (state: { session: SessionState }) => state.session.groupId;
export const selectGroupToken = (state: { session: SessionState }) => state.session.groupToken;
