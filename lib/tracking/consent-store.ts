/**
 * The stored consent choice in the browser: read and written as a first-party cookie, announced
 * as a browser event when it changes, so the tag manager loader, the visitor data and an
 * external CMP's bridge all follow one source.
 */
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from '@/lib/config/tracking';
import { cookieValue } from '@/lib/cookies/cookie-value';
import { formatConsent, parseConsent, type ConsentChoice } from './consent';

export const CONSENT_CHANGED_EVENT = 'shop:consent';

export function storedConsent(): ConsentChoice | null {
  if (typeof document === 'undefined') return null;
  return parseConsent(cookieValue(document.cookie, CONSENT_COOKIE));
}

/** The attributes the choice's cookie is written with (here and by the first-paint banner's script). */
export const CONSENT_COOKIE_ATTRIBUTES = `max-age=${CONSENT_COOKIE_DAYS * 24 * 60 * 60}; path=/; samesite=lax`;

export function storeConsent(choice: ConsentChoice): void {
  document.cookie = `${CONSENT_COOKIE}=${formatConsent(choice)}; ${CONSENT_COOKIE_ATTRIBUTES}`;
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGED_EVENT, { detail: choice }));
}
