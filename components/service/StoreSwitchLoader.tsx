'use client';
/**
 * The store-switch check on every page (spec 02 §4, §9; issue 18), kept tiny: it loads the check
 * (`store-switch-check.ts`), which redirects to the preferred store or answers the popup to show
 * when the shopper's country names another store. A stored preference or a switch just made is
 * acted on at the first idle moment; asking the visitor's country waits until the page has settled
 * (ADR 0033).
 */
import { useEffect, useState, type ComponentType } from 'react';
import { FROM_STORE_PARAM, PREFERRED_STORE_COOKIE, STORE_SWITCH_IDLE_TIMEOUT_MS } from '@/lib/config/service';
import { cookieValue } from '@/lib/cookies/cookie-value';
import { checksAtOnce } from '@/lib/service/store-switch-timing';
import { whenIdle, whenSettled } from '@/lib/scheduling/when-idle';
import type { StoreSwitchPopupProps } from './StoreSwitchPopup';
import type { StoreSwitchContext } from './store-switch-check';

export function StoreSwitchLoader({ current, prefixed, stores }: StoreSwitchContext) {
  const [popup, setPopup] = useState<{ Popup: ComponentType<StoreSwitchPopupProps>; target: StoreSwitchContext['stores'][number] } | null>(null);

  useEffect(() => {
    let live = true;
    const atOnce = checksAtOnce(cookieValue(document.cookie, PREFERRED_STORE_COOKIE), new URLSearchParams(window.location.search).get(FROM_STORE_PARAM));
    const cancel = (atOnce ? whenIdle : whenSettled)(() => {
      void import('./store-switch-check')
        .then(({ checkStoreSwitch }) => checkStoreSwitch({ current, prefixed, stores }))
        .then((shown) => {
          if (live && shown) setPopup(shown);
        });
    }, STORE_SWITCH_IDLE_TIMEOUT_MS);
    return () => {
      live = false;
      cancel();
    };
  }, [current, prefixed, stores]);

  if (!popup) return null;
  const here = stores.find((store) => store.code === current);
  return here ? <popup.Popup here={here} target={popup.target} view={{ code: current, prefix: prefixed ? '/' : null }} onClose={() => setPopup(null)} /> : null;
}
