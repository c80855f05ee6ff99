'use client';
/**
 * Starts the tracking module (issue 20): Consent Mode's defaults, the stored choice, the page's own
 * events. At the page's first idle moment when a consent choice is stored or inside the native app;
 * without a choice once the page has settled, or at once when the shopper turns to the consent
 * banner or the cookie settings (`lib/tracking/tracking-timing.ts`, ADR 0033). A dynamic import, so
 * no page carries the module in its first JavaScript; renders nothing.
 */
import { useEffect } from 'react';
import { CONSENT_CHOICE_ATTRIBUTE, CONSENT_COOKIE, CONSENT_SETTINGS_HASH, TRACKING_IDLE_TIMEOUT_MS } from '@/lib/config/tracking';
import { cookieValue } from '@/lib/cookies/cookie-value';
import { isNativeApp } from '@/lib/native-app/detect';
import { tracksAtOnce } from '@/lib/tracking/tracking-timing';
import { whenIdle, whenSettled } from '@/lib/scheduling/when-idle';
import type { TrackingView } from './tracking-start';

export function TrackingLoader({ code, prefixed }: TrackingView) {
  useEffect(() => {
    let cancel = () => {};
    const stopWaiting = () => {
      cancel();
      window.removeEventListener('hashchange', onHash);
      document.removeEventListener('click', onChoice, true);
    };
    const start = () => {
      stopWaiting();
      void import('./tracking-start').then(({ startTracking }) => startTracking({ code, prefixed }));
    };
    const settingsAsked = () => window.location.hash === CONSENT_SETTINGS_HASH;
    const onHash = () => settingsAsked() && start();
    const onChoice = (event: MouseEvent) => event.target instanceof Element && event.target.closest(`[${CONSENT_CHOICE_ATTRIBUTE}]`) && start();

    // The bridge's globals only: the platform an app reported sits in session storage, whose first read is a task of its own.
    const signals = { consentChoice: cookieValue(document.cookie, CONSENT_COOKIE), nativeApp: isNativeApp({ globals: window }), settingsAsked: settingsAsked() };
    if (tracksAtOnce(signals)) {
      cancel = whenIdle(start, TRACKING_IDLE_TIMEOUT_MS);
    } else {
      cancel = whenSettled(start, TRACKING_IDLE_TIMEOUT_MS);
      window.addEventListener('hashchange', onHash);
      document.addEventListener('click', onChoice, true);
    }
    return stopWaiting;
  }, [code, prefixed]);
  return null;
}
