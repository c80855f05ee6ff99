/**
 * After logout the cleared session is written to storage at once, so a page opened right after
 * cannot read the old one back; then "You're logged out" unless the logout was silent (spec 02 §4).
 */
import type { AppStartListening } from '../listener-types';
import { notificationAdded } from '../notifications/notifications-slice';
import { okAction } from '../notifications/notification';
import { loggedOut } from './session-slice';

export function registerSessionListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: loggedOut,
    effect: async ({ payload }, api) => {
      await api.extra.persistNow();
      if (payload.silent) return;
      api.dispatch(notificationAdded({ type: 'success', message: { key: 'checkout.loggedOut' }, action1: okAction }));
    },
  });
}
