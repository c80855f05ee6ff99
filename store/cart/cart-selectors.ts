/** What pages derive from the cart (spec 01 §4): item count, totals segments, sync state. */
import { createSelector } from '@reduxjs/toolkit';
import { cartItemCount, type CartCountType } from '@/lib/catalog/cart-count';
import type { RootState } from '../root-reducer';

export const selectCartItems = (state: RootState) => state.cart.items;
export const selectCartTotals = (state: RootState) => state.cart.totals;
export const selectCartIsLoading = (state: RootState) => state.cart.loading;
export const selectCartSyncDisabled = (state: RootState) => state.cart.syncDisabled;
export const selectCouponCode = (state: RootState) => state.cart.couponCode;
export const selectLastRemovedItem = (state: RootState) => state.cart.lastRemovedItem;

export const selectCartItemCount = (state: RootState, countType?: CartCountType) => cartItemCount(state.cart.items, countType);

export const selectTotalSegments = createSelector([selectCartTotals], (totals) => totals?.total_segments ?? []);

/** The shipping country, falling back to the store's default (spec 01 §3). */
export function selectShippingCountry(state: RootState, storeDefault: string): string {
  return state.cart.shippingCountry ?? storeDefault;
}
