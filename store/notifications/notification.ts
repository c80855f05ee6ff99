/** The notification entity (spec 01 §3): id, type, message, action labels, lifetime. Plain types: every page shows them (ADR 0008). */
import type { UserMessage } from '@/lib/contract/user-message';

/** What a notification's button does; features listen for `notifications/actionTaken`. */
export const NOTIFICATION_ACTIONS = ['dismiss', 'goToCheckout', 'undoCartRemoval', 'transmitOrderQueue'] as const;

export interface NotificationAction {
  label: UserMessage;
  action: (typeof NOTIFICATION_ACTIONS)[number];
}

export interface NotificationInput {
  type: 'success' | 'error' | 'warning' | 'info';
  message: UserMessage;
  action1?: NotificationAction;
  action2?: NotificationAction;
  timeToLive?: number;
  hasNoTimeout?: boolean;
}
export type Notification = NotificationInput & { id: number };

/** The OK button most notifications carry (spec 01 §8). */
export const okAction: NotificationAction = { label: { key: 'cart.ok' }, action: 'dismiss' };

/** Two notifications are identical when all but their id agree (spec 01 §5). */
export function isSameNotification(a: NotificationInput, b: NotificationInput): boolean {
  const { id: _a, ...left } = a as Notification;
  const { id: _b, ...right } = b as Notification;
  return JSON.stringify(left) === JSON.stringify(right);
}
