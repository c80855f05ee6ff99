/**
 * The tracking module (issue 20), loaded by dynamic import by `TrackingLoader` on every default-layout
 * page (at idle, or once the page has settled while no choice is stored; ADR 0033), so no page carries
 * it in its first JavaScript: Consent Mode v2 defaults (denied), the stored choice, the banner when
 * none is stored (or the external CMP's hook), the footer's "Cookie settings", the page's own
 * events, the tag manager once consent allows it, the tracker ports, the debug view, the A/B
 * variables and, inside the native app, the bridge.
 */
import { DEBUG_TRACKING_PARAM, CONSENT_CHOICE_ATTRIBUTE, CONSENT_SETTINGS_HASH, TRACKING_EVENT_NAME, TRACKING_IDLE_TIMEOUT_MS } from '@/lib/config/tracking';
import type { TrackingConfig } from '@/lib/contract/tracking';
import { gtagCommand, type TrackingEvent } from '@/lib/tracking/data-layer';
import { allowsTagManager, consentCommand, type ConsentChoice } from '@/lib/tracking/consent';
import { CONSENT_CHANGED_EVENT, storeConsent, storedConsent } from '@/lib/tracking/consent-store';
import { CONSENT_STATE, CONSENT_STATE_ATTRIBUTE } from '@/lib/tracking/consent-first-paint';
import { trackerPorts } from '@/lib/tracking/ports';
import { trackingConfigFrom } from '@/lib/tracking/tracking-config';
import { isNativeApp } from '@/lib/native-app/detect';
import { NATIVE_APP_PLATFORM_KEY } from '@/lib/config/native-app-detect';
import { pollAbVariables } from '@/lib/ab-testing/ab-variables';
import { whenIdle } from '@/lib/scheduling/when-idle';
import { followSelections, pushPageEvents } from './page-events';
import { loadTagManager } from './tag-manager';

export interface TrackingView {
  /** The store view's code, sent as `storeCode` when the view is prefixed (`/de`, `/it`). */
  code: string;
  prefixed: boolean;
}

declare global {
  interface Window {
    /** The hook an external consent management platform calls with the shopper's choice. */
    shopConsent?: { update(choice: ConsentChoice): void; current(): ConsentChoice | null };
  }
}

let started: AbortController | null = null;
let config: Promise<TrackingConfig | null> | null = null;

function readConfig(view: TrackingView): Promise<TrackingConfig | null> {
  config ??= (async () => {
    const url = new URL('/api/tracking/config', window.location.origin);
    if (view.prefixed) url.searchParams.set('storeCode', view.code);
    const body = (await (await fetch(url)).json()) as { result?: unknown };
    return trackingConfigFrom(body.result);
  })().catch(() => {
    config = null;
    return null;
  });
  return config;
}

async function openBanner(view: TrackingView, settingsFirst: boolean): Promise<void> {
  const { showConsentBanner } = await import('./consent-banner-mount');
  await showConsentBanner({ storeCode: view.prefixed ? view.code : null, initial: storedConsent(), settingsFirst, onDecide: storeConsent });
}

async function startTagManager(view: TrackingView): Promise<void> {
  const settings = await readConfig(view);
  if (settings?.tagManager) loadTagManager(settings.tagManager.containerId, settings.tagManager.scriptUrl);
}

/** Without a stored choice: whose banner shows, ours (drawn by the page's HTML, or in full) or an external platform's. */
async function decideBanner(view: TrackingView): Promise<void> {
  const settings = await readConfig(view);
  // An external consent platform decides: it calls window.shopConsent.update(…); ours stays away.
  if (settings?.consentProvider === 'external') document.documentElement.setAttribute(CONSENT_STATE_ATTRIBUTE, CONSENT_STATE.external);
  // The page's HTML carries the banner (ConsentBannerFirstPaint); a page without it gets the full one.
  else if (storedConsent() === null && !document.querySelector(`[${CONSENT_CHOICE_ATTRIBUTE}]`)) void openBanner(view, false);
}

function followConsent(view: TrackingView, signal: AbortSignal): void {
  window.shopConsent = { update: storeConsent, current: storedConsent };
  window.addEventListener(
    CONSENT_CHANGED_EVENT,
    (event) => {
      const choice = (event as CustomEvent<ConsentChoice>).detail;
      gtagCommand(...consentCommand('update', choice));
      if (allowsTagManager(choice)) void startTagManager(view);
    },
    { signal },
  );
  // "Cookie settings" in the footer: a hash link, so it works before this module is here too.
  const openFromHash = () => {
    if (window.location.hash !== CONSENT_SETTINGS_HASH) return;
    history.replaceState(null, '', window.location.pathname + window.location.search);
    void openBanner(view, true);
  };
  window.addEventListener('hashchange', openFromHash, { signal });
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('[data-consent-settings]') : null;
      if (!link) return;
      event.preventDefault();
      void openBanner(view, true);
    },
    { signal },
  );
  openFromHash();
}

/** Marketing consent opens the e-mail marketing and remarketing ports to the events. */
function feedTrackerPorts(signal: AbortSignal): void {
  window.addEventListener(
    TRACKING_EVENT_NAME,
    (event) => {
      if (!storedConsent()?.marketing) return;
      for (const port of trackerPorts()) port.track((event as CustomEvent<TrackingEvent>).detail);
    },
    { signal },
  );
}

/** Starts once per page; answers the stop that removes its listeners (tests start it again). */
export function startTracking(view: TrackingView): () => void {
  if (started) return () => undefined;
  const controller = new AbortController();
  started = controller;
  const { signal } = controller;
  gtagCommand(...consentCommand('default', null));
  const choice = storedConsent();
  if (choice) gtagCommand(...consentCommand('update', choice));
  if (new URLSearchParams(window.location.search).get(DEBUG_TRACKING_PARAM) === '1') {
    void import('./debug-panel').then(({ showDebugPanel }) => showDebugPanel());
  }
  if (isNativeApp({ globals: window, reportedPlatform: window.sessionStorage.getItem(NATIVE_APP_PLATFORM_KEY) })) {
    void import('@/lib/native-app/bridge-start').then(({ startNativeBridge }) => startNativeBridge());
  }
  feedTrackerPorts(signal);
  followConsent(view, signal);
  followSelections(document, signal);
  // The rest waits for idle moments, one task each, so none of it lengthens this one: reading the
  // page's events from its markup, the first read of local storage (the A/B variables; it opens
  // the origin's storage synchronously) and the page's first request.
  const later = [
    () => pushPageEvents(document, window.location, view.prefixed ? `/${view.code}` : null),
    () => void pollAbVariables(),
    () => {
      if (choice === null) void decideBanner(view);
      else if (allowsTagManager(choice)) void startTagManager(view);
    },
  ];
  const cancels = later.map((run) => whenIdle(() => signal.aborted || run(), TRACKING_IDLE_TIMEOUT_MS));
  return () => {
    cancels.forEach((cancel) => cancel());
    controller.abort();
    started = null;
    config = null;
  };
}
