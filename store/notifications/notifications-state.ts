/**
 * The notifications' state and the actions islands dispatch (a notice from the service worker, a
 * notification's button), and every other action of the feature, without Redux Toolkit (ADR 0031); the reducer is in
 * `notifications-slice.ts`.
 */
import { NOTIFICATION_ID_MAX } from '@/lib/config/client';
import { plainAction, preparedAction } from '../plain-action';
import { checkedNotificationInput, type Notification, type NotificationAction, type NotificationInput } from './notification';

export interface NotificationsState {
  items: Notification[];
}

export const notificationsInitialState: NotificationsState = { items: [] };

export const notificationAdded = preparedAction('notifications/notificationAdded', (input: NotificationInput): Notification => ({
  ...checkedNotificationInput(input),
  id: Math.floor(Math.random() * NOTIFICATION_ID_MAX) + 1,
}));

/** The shopper pressed a notification's button; it closes and the feature reacts. */
export const actionTaken = plainAction<{ id: number; action: NotificationAction['action'] }>('notifications/actionTaken');
export const notificationRemoved = plainAction<number>('notifications/notificationRemoved');
