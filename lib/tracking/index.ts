/**
 * Tracking events for the tag manager (spec 01 §1, 02 §4): typed events pushed onto
 * `window.dataLayer`, where a tag manager script picks them up. On the server there is no page to
 * track, so `trackEvent` does nothing there.
 */

/** Spec 02 §4 "Session": a refused login, with the error text the shopper saw. */
export interface LoginFailEvent {
  event: 'login_fail';
  error: string;
}

/** Spec 02 §4 "Loyalty": a successful Coffee Club sign-up. */
export interface ClubSignUpEvent {
  event: 'coffeeclub_sign_up';
}

export type TrackingEvent = LoginFailEvent | ClubSignUpEvent;

declare global {
  interface Window {
    dataLayer?: object[];
  }
}

export function trackEvent(event: TrackingEvent): void {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push(event);
}
