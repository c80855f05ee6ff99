/**
 * Logout (spec 02 §4 "Session"): the refresh token the session held is revoked on the server
 * without waiting (offline it simply stays unsent; the client has forgotten it either way). The
 * cleared session is written to storage at once, so a page opened right after cannot read the old
 * one back; then "You're logged out" unless the logout was silent.
 */
import { logoutTask } from '@/lib/api';
import type { AppStartListening } from '../listener-types';
import { notificationAdded } from '../notifications/notifications-slice';
import { okAction } from '../notifications/notification';
import { loggedOut } from './session-slice';

export function registerSessionListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: loggedOut,
    effect: async ({ payload }, api) => {
      const { refreshToken } = api.getOriginalState().session;
      if (refreshToken !== null) void api.extra.executor.execute(logoutTask(refreshToken)).catch(() => undefined);
      await api.extra.persistNow();
      if (payload.silent) return;
      api.dispatch(notificationAdded({ type: 'success', message: { key: 'checkout.loggedOut' }, action1: okAction }));
    },
  });
}
