/**
 * The store-switch check itself (spec 02 §4, §9; issue 18), loaded by `StoreSwitchLoader` at idle or
 * once the page has settled (ADR 0033), so no page carries it in its first JavaScript: reads the
 * preferred store (cookie, 30 days) and the session's skip flag, redirects to the preferred store
 * client-side (no server redirect ever reads a cookie), or asks the geo endpoint (once per session)
 * and answers the popup to show when the country names another store, once the consent choice is made.
 */
import type { ComponentType } from 'react';
import { NATIVE_APP_PLATFORM_KEY } from '@/lib/config/native-app-detect';
import { CRAWLER_USER_AGENT, FROM_STORE_PARAM, GEO_COUNTRY_KEY, PREFERRED_STORE_COOKIE, SKIP_COUNTRY_CHECK_KEY } from '@/lib/config/service';
import { cookieValue } from '@/lib/cookies/cookie-value';
import { isNativeApp } from '@/lib/native-app/detect';
import { decideStoreSwitch, samePageIn, withFromStore, type SwitchStore } from '@/lib/service/store-switch';
import { consentChosen } from '@/lib/tracking/consent-chosen';
import { pageAlternates } from './page-alternates';
import type { StoreSwitchPopupProps } from './StoreSwitchPopup';

export interface StoreSwitchContext {
  current: string;
  prefixed: boolean;
  stores: SwitchStore[];
}

/** The popup to show and its target, or null (no switch, a redirect under way, or a failed geo lookup). */
export async function checkStoreSwitch({ current, prefixed, stores }: StoreSwitchContext): Promise<{ Popup: ComponentType<StoreSwitchPopupProps>; target: SwitchStore } | null> {
  const query = new URLSearchParams(window.location.search);
  if (query.get(FROM_STORE_PARAM)) window.sessionStorage.setItem(SKIP_COUNTRY_CHECK_KEY, '1');
  const inputs = {
    current,
    stores,
    preferred: cookieValue(document.cookie, PREFERRED_STORE_COOKIE),
    skipCountryCheck: window.sessionStorage.getItem(SKIP_COUNTRY_CHECK_KEY) === '1',
    userAgent: navigator.userAgent,
    crawler: CRAWLER_USER_AGENT,
    nativeApp: isNativeApp({ globals: window, reportedPlatform: window.sessionStorage.getItem(NATIVE_APP_PLATFORM_KEY) }),
  };
  const first = decideStoreSwitch(inputs);
  if (first.kind === 'redirect') {
    window.location.replace(withFromStore(samePageIn(first.target, pageAlternates()), current, FROM_STORE_PARAM));
    return null;
  }
  if (first.kind !== 'ask-country') return null;
  try {
    const asked = window.sessionStorage.getItem(GEO_COUNTRY_KEY);
    const url = new URL('/api/ext/geo/country', window.location.origin);
    if (prefixed) url.searchParams.set('storeCode', current);
    // The country is asked once per session; later pages read the answer.
    const country =
      asked ?? ((await (await fetch(url)).json()) as { result?: { country_code?: string } }).result?.country_code ?? '';
    if (asked === null) window.sessionStorage.setItem(GEO_COUNTRY_KEY, country);
    const decision = decideStoreSwitch({ ...inputs, country });
    if (decision.kind !== 'popup') return null;
    // Never on top of the consent banner: the popup waits for the choice.
    const [{ default: Popup }] = await Promise.all([import('./StoreSwitchPopup'), consentChosen()]);
    return { Popup, target: decision.target };
  } catch {
    // Spec 02 §8: a failed geo lookup is silently ignored.
    return null;
  }
}
