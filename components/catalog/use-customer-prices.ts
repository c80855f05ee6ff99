'use client';
/**
 * Prices for the session's customer group (spec 01 §4 "Price tiers and tax groups re-run when the
 * user logs in or out"), shared by every live price on the catalogue pages: the server renders
 * guest prices (pages are cached per store, never per customer) and they stay the first paint;
 * with a user token the store's render-list batcher prices the given products for the customer,
 * in one call with every other live price asking in the same window. A failed call leaves the
 * guest prices; logout returns to them at once.
 */
import { useEffect, useState } from 'react';
import type { Product } from '@/lib/catalog/types';
import { selectUserToken, useAppDispatch, useAppSelector, type AppDispatch, type RootState, type StoreExtra } from '@/store/islands';

/** Prices for the session's customer group, through the batcher (token filled in by the executor). */
function customerPrices(products: readonly Product[]) {
  // Loaded with the first customer price: a guest (every first visit) never needs it (ADR 0011).
  return async (_dispatch: AppDispatch, _getState: () => RootState, extra: StoreExtra) => {
    const { refreshPrices } = await import('@/lib/catalog/price-refresh');
    return refreshPrices(products, (skus) => extra.renderList.prices(skus), new Date(extra.now()));
  };
}

/**
 * `guest` priced for the logged-in customer, or `guest` itself while nobody is logged in, the
 * answer is pending or the call failed. Callers pass a stable array (memoised or a prop).
 */
export function useCustomerPrices(guest: readonly Product[]): readonly Product[] {
  const token = useAppSelector(selectUserToken);
  const dispatch = useAppDispatch();
  const [live, setLive] = useState<{ token: string; guest: readonly Product[]; priced: readonly Product[] } | null>(null);

  useEffect(() => {
    if (token === null || guest.length === 0) return;
    let current = true;
    void dispatch(customerPrices(guest)).then((priced) => {
      if (current) setLive({ token, guest, priced });
    });
    return () => {
      current = false;
    };
  }, [dispatch, guest, token]);

  return token !== null && live?.token === token && live.guest === guest ? live.priced : guest;
}
