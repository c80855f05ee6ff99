'use client';
/**
 * The store-switch check on every page (spec 02 §4, §9; issue 18), kept tiny: after the page is idle
 * it reads the preferred store (cookie, 30 days) and the session's skip flag, redirects to the
 * preferred store client-side (no server redirect ever reads a cookie), or asks the geo endpoint
 * and loads the popup only when the country names another store.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { CRAWLER_USER_AGENT, FROM_STORE_PARAM, GEO_COUNTRY_KEY, NATIVE_APP_USER_AGENT, PREFERRED_STORE_COOKIE, SKIP_COUNTRY_CHECK_KEY } from '@/lib/config/service';
import { decideStoreSwitch, samePageIn, withFromStore, type SwitchStore } from '@/lib/service/store-switch';
import { pageAlternates } from './page-alternates';
import type { StoreSwitchPopupProps } from './StoreSwitchPopup';

function readCookie(name: string): string | null {
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1_000);
  return () => clearTimeout(id);
}

export function StoreSwitchLoader({ current, prefixed, stores }: { current: string; prefixed: boolean; stores: SwitchStore[] }) {
  const [popup, setPopup] = useState<{ Popup: ComponentType<StoreSwitchPopupProps>; target: SwitchStore } | null>(null);

  useEffect(
    () =>
      whenIdle(() => {
        const query = new URLSearchParams(window.location.search);
        if (query.get(FROM_STORE_PARAM)) window.sessionStorage.setItem(SKIP_COUNTRY_CHECK_KEY, '1');
        const inputs = {
          current,
          stores,
          preferred: readCookie(PREFERRED_STORE_COOKIE),
          skipCountryCheck: window.sessionStorage.getItem(SKIP_COUNTRY_CHECK_KEY) === '1',
          userAgent: navigator.userAgent,
          crawler: CRAWLER_USER_AGENT,
          nativeApp: NATIVE_APP_USER_AGENT,
        };
        const first = decideStoreSwitch(inputs);
        if (first.kind === 'redirect') return window.location.replace(withFromStore(samePageIn(first.target, pageAlternates()), current, FROM_STORE_PARAM));
        if (first.kind !== 'ask-country') return;
        const asked = window.sessionStorage.getItem(GEO_COUNTRY_KEY);
        const url = new URL('/api/ext/geo/country', window.location.origin);
        if (prefixed) url.searchParams.set('storeCode', current);
        // The country is asked once per session; later pages read the answer.
        const country: Promise<string> =
          asked !== null
            ? Promise.resolve(asked)
            : fetch(url)
                .then((response) => response.json() as Promise<{ result?: { country_code?: string } }>)
                .then((body) => {
                  const code = body.result?.country_code ?? '';
                  window.sessionStorage.setItem(GEO_COUNTRY_KEY, code);
                  return code;
                });
        void country
          .then(async (code) => {
            const decision = decideStoreSwitch({ ...inputs, country: code });
            if (decision.kind !== 'popup') return;
            const { default: Popup } = await import('./StoreSwitchPopup');
            setPopup({ Popup, target: decision.target });
          })
          // Spec 02 §8: a failed geo lookup is silently ignored.
          .catch(() => undefined);
      }),
    [current, prefixed, stores],
  );

  if (!popup) return null;
  const here = stores.find((store) => store.code === current);
  return here ? <popup.Popup here={here} target={popup.target} view={{ code: current, prefix: prefixed ? '/' : null }} onClose={() => setPopup(null)} /> : null;
}
