/**
 * The confirmation of a new shopper's first add drawn before the client runtime runs (ADR 0075):
 * the runtime's notifications live in its Redux store, which the page does not have yet when the
 * early create call's answer is back. A tiny external store the notifications' region reads beside
 * the store's list; it goes after the same lifetime as any toast, or when the shopper answers it.
 */
import { useSyncExternalStore } from 'react';
import { NOTIFICATION_LIFETIME_MS } from '@/lib/config/client';
import { messageKey } from '@/lib/i18n/message-key';
import { okAction, type Notification } from './notification';

/** Below the store's ids (0–100 000), so the two lists never share a key. */
export const EARLY_NOTIFICATION_ID = -1;

let shown: Notification | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(next: Notification | null): void {
  shown = next;
  listeners.forEach((listener) => listener());
}

/** The add's confirmation as the cart's listener words it ("Proceed to checkout" unless checkout is elsewhere). */
export function showEarlyAddedNotification(proceed: boolean): void {
  clearTimeout(timer);
  publish({
    id: EARLY_NOTIFICATION_ID,
    type: 'success',
    message: messageKey('cart.productAdded'),
    action1: okAction,
    ...(proceed ? { action2: { label: messageKey('cart.proceedToCheckout'), action: 'goToCheckout' as const } } : {}),
  });
  timer = setTimeout(() => publish(null), NOTIFICATION_LIFETIME_MS);
}

export function dismissEarlyNotification(): void {
  clearTimeout(timer);
  if (shown !== null) publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The early confirmation on screen, as of now. */
export const earlyNotificationNow = () => shown;
const serverSnapshot = () => null;

export function useEarlyNotification(): Notification | null {
  return useSyncExternalStore(subscribe, earlyNotificationNow, serverSnapshot);
}
