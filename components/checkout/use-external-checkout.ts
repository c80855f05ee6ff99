'use client';
/**
 * Entering checkout with an external checkout configured for this store sends the browser to its
 * cart-sync address (spec 01 §2); true while that redirect is under way, so nothing else renders.
 */
import { useEffect, useState } from 'react';
import { externalCheckoutUrl } from '@/lib/checkout';
import { EXTERNAL_CHECKOUT } from '@/lib/config/checkout-ui';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { selectCartToken, selectUserToken, useAppSelector } from '@/store';

export function useExternalCheckout(ready: boolean): boolean {
  const view = useStoreView();
  const userToken = useAppSelector(selectUserToken);
  const cartToken = useAppSelector(selectCartToken);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!ready) return;
    const url = externalCheckoutUrl(EXTERNAL_CHECKOUT, {
      storeCode: view.code,
      // A view that prefixes its paths names its routes with its code (spec 01 §2).
      routeName: view.prefix ? `${view.code}-checkout` : 'checkout',
      userToken,
      cartToken,
      parameters: new URLSearchParams(window.location.search),
    });
    if (url === null) return;
    setLeaving(true);
    window.location.replace(url);
  }, [ready, view.code, view.prefix, userToken, cartToken]);
  return leaving;
}
