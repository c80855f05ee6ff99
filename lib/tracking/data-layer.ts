/**
 * Pushing an event (issue 20): onto `window.dataLayer` (an ecommerce event is preceded by
 * `{ ecommerce: null }`, as GA4 asks, so one event's items never leak into the next), and
 * announced as a browser event for the native-app bridge and the debug view. Tiny on purpose: the
 * client runtime and the lazily loaded tracking module both use it.
 */
import { TRACKING_EVENT_NAME } from '@/lib/config/tracking';

/** Any event object: the builders in `events.ts` make them. */
export interface TrackingEvent {
  readonly event: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function trackEvent(event: TrackingEvent): void {
  if (typeof window === 'undefined') return;
  const layer = (window.dataLayer ??= []);
  if ('ecommerce' in event) layer.push({ ecommerce: null });
  layer.push(event);
  window.dispatchEvent(new CustomEvent(TRACKING_EVENT_NAME, { detail: event }));
}

/** A gtag() command (consent defaults and updates): gtag pushes its `arguments` object, which GTM tells apart from events. */
export function gtagCommand(...args: unknown[]): void {
  if (typeof window === 'undefined') return;
  // eslint-disable-next-line prefer-rest-params -- GTM reads gtag commands only as an Arguments object.
  (function gtag(..._args: unknown[]) {
    (window.dataLayer ??= []).push(arguments);
  })(...args);
}
