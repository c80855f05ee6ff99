/** What pages derive from the cart (spec 01 §4): item count, totals segments, sync state. */
import { cartItemCount, type CartCountType } from '@/lib/catalog/cart-count';
import type { RootState } from '../root-reducer';

export const selectCartItems = (state: RootState) => state.cart.items;
export const selectCartTotals = (state: RootState) => state.cart.totals;
export const selectCartIsLoading = (state: RootState) => state.cart.loading;
export const selectCartSyncDisabled = (state: RootState) => state.cart.syncDisabled;
export const selectCouponCode = (state: RootState) => state.cart.couponCode;
/** Why the last code was refused ('' when the server gave no reason); null when none was. */
export const selectCouponError = (state: RootState) => state.cart.couponError ?? null;
export const selectLastRemovedItem = (state: RootState) => state.cart.lastRemovedItem;

export const selectCartItemCount = (state: RootState, countType?: CartCountType) => cartItemCount(state.cart.items, countType);

const NO_SEGMENTS: readonly never[] = [];

/** The totals' segments; one empty list for every cart without, so selecting it never re-renders in vain. */
export const selectTotalSegments = (state: RootState) => state.cart.totals?.total_segments ?? NO_SEGMENTS;

/** The shipping country, falling back to the store's default (spec 01 §3). */
export function selectShippingCountry(state: RootState, storeDefault: string): string {
  return state.cart.shippingCountry ?? storeDefault;
}
