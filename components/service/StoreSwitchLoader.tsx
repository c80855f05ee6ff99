'use client';
/**
 * The store-switch check on every page (spec 02 §4, §9; issue 18), kept tiny: once the page is
 * idle it loads the check (`store-switch-check.ts`), which redirects to the preferred store or
 * answers the popup to show when the shopper's country names another store.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { STORE_SWITCH_IDLE_TIMEOUT_MS } from '@/lib/config/service';
import { whenIdle } from '@/lib/scheduling/when-idle';
import type { StoreSwitchPopupProps } from './StoreSwitchPopup';
import type { StoreSwitchContext } from './store-switch-check';

export function StoreSwitchLoader({ current, prefixed, stores }: StoreSwitchContext) {
  const [popup, setPopup] = useState<{ Popup: ComponentType<StoreSwitchPopupProps>; target: StoreSwitchContext['stores'][number] } | null>(null);

  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
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
