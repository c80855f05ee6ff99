/** Removes each notification when its lifetime is over (spec 01 §9). */
import { NOTIFICATION_LIFETIME_MS } from '@/lib/config/client';
import type { UserMessage } from '@/lib/api';
import type { AppStartListening } from '../listener-types';
import { okAction } from './notification';
import { notificationAdded, notificationRemoved } from './notifications-slice';

export function registerNotificationListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: notificationAdded,
    effect: async ({ payload }, api) => {
      if (payload.hasNoTimeout) return;
      if (!api.getState().notifications.items.some((n) => n.id === payload.id)) return;
      await api.delay(payload.timeToLive ?? NOTIFICATION_LIFETIME_MS);
      api.dispatch(notificationRemoved(payload.id));
    },
  });
}

/** An error notification with an OK button, the form every failure text of spec 01 §8 takes. */
export function errorNotification(message: UserMessage) {
  return notificationAdded({ type: 'error', message, action1: okAction });
}
