/** The notification entity (spec 01 §3): id, type, message, action labels, lifetime. `zod/mini`: every page shows them (ADR 0008). */
import { z } from 'zod/mini';
import { userMessageSchema } from '@/lib/contract/user-message';

/** What a notification's button does; features listen for `notifications/actionTaken`. */
export const NOTIFICATION_ACTIONS = ['dismiss', 'goToCheckout', 'undoCartRemoval', 'transmitOrderQueue'] as const;
export const notificationActionSchema = z.object({
  label: userMessageSchema,
  action: z.enum(NOTIFICATION_ACTIONS),
});
export type NotificationAction = z.infer<typeof notificationActionSchema>;

export const notificationInputSchema = z.object({
  type: z.enum(['success', 'error', 'warning', 'info']),
  message: userMessageSchema,
  action1: z.optional(notificationActionSchema),
  action2: z.optional(notificationActionSchema),
  timeToLive: z.optional(z.number().check(z.int(), z.positive())),
  hasNoTimeout: z.optional(z.boolean()),
});
export type NotificationInput = z.infer<typeof notificationInputSchema>;
export type Notification = NotificationInput & { id: number };

/** The OK button most notifications carry (spec 01 §8). */
export const okAction: NotificationAction = { label: { key: 'cart.ok' }, action: 'dismiss' };

/** Two notifications are identical when all but their id agree (spec 01 §5). */
export function isSameNotification(a: NotificationInput, b: NotificationInput): boolean {
  const { id: _a, ...left } = a as Notification;
  const { id: _b, ...right } = b as Notification;
  return JSON.stringify(left) === JSON.stringify(right);
}
