/** The notification entity (spec 01 §3): id, type, message, action labels, lifetime. Plain types: every page shows them (ADR 0011). */
import type { UserMessage } from '@/lib/contract/user-message';

/** What a notification's button does; features listen for `notifications/actionTaken`. */
export const NOTIFICATION_ACTIONS = ['dismiss', 'goToCheckout', 'undoCartRemoval', 'transmitOrderQueue'] as const;

export interface NotificationAction {
  label: UserMessage;
  action: (typeof NOTIFICATION_ACTIONS)[number];
}

export const NOTIFICATION_TYPES = ['success', 'error', 'warning', 'info'] as const;

export interface NotificationInput {
  type: (typeof NOTIFICATION_TYPES)[number];
  message: UserMessage;
  action1?: NotificationAction;
  action2?: NotificationAction;
  timeToLive?: number;
  hasNoTimeout?: boolean;
}
export type Notification = NotificationInput & { id: number };

/** The input as given, or an error naming the field that is wrong (a programming error, so it throws). */
export function checkedNotificationInput(input: NotificationInput): NotificationInput {
  if (!NOTIFICATION_TYPES.includes(input?.type)) throw new Error('notification: "type" must be one of success, error, warning, info');
  if (typeof input.message !== 'object' || input.message === null) throw new Error('notification: "message" must be a message key or a text');
  for (const field of ['action1', 'action2'] as const) {
    const action = input[field];
    if (action !== undefined && !NOTIFICATION_ACTIONS.includes(action.action)) throw new Error(`notification: "${field}.action" is not a known action`);
  }
  if (input.timeToLive !== undefined && !(Number.isInteger(input.timeToLive) && input.timeToLive > 0)) throw new Error('notification: "timeToLive" must be a positive whole number');
  return input;
}

/** The OK button most notifications carry (spec 01 §8). */
export const okAction: NotificationAction = { label: { key: 'cart.ok' }, action: 'dismiss' };

/** Two notifications are identical when all but their id agree (spec 01 §5). */
export function isSameNotification(a: NotificationInput, b: NotificationInput): boolean {
  const { id: _a, ...left } = a as Notification;
  const { id: _b, ...right } = b as Notification;
  return JSON.stringify(left) === JSON.stringify(right);
}
