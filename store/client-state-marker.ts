/**
 * The runtime's marker cookie: the browser holds client state (cart, session, queue…) from an
 * earlier visit, so the page restores it (the runtime starts at idle) and sends no early add.
 */
import { CLIENT_RUNTIME_MARKER_COOKIE, CLIENT_RUNTIME_MARKER_MAX_AGE_S } from '@/lib/config/client';
import { cookieValue } from '@/lib/cookies/cookie-value';

/** True when an earlier visit left client state that the page must show. */
export function hasClientState(): boolean {
  return cookieValue(document.cookie, CLIENT_RUNTIME_MARKER_COOKIE) !== null;
}

/** Set by the runtime, and by a first add whose cart was stored before the runtime ran (ADR 0075). */
export function markClientState(): void {
  document.cookie = `${CLIENT_RUNTIME_MARKER_COOKIE}=1; max-age=${CLIENT_RUNTIME_MARKER_MAX_AGE_S}; path=/; samesite=lax`;
}
