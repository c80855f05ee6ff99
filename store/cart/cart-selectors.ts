/** What pages derive from the cart (spec 01 §4): item count, totals segments, sync state. */
import { cartItemCount, type CartCountType } from '@/lib/catalog/cart-count';
import type { CartState } from './cart-state';

/** Selectors read the cart alone, so islands use them on the page store's landing state as on the runtime's. */
type WithCart = { cart: CartState };

export const selectCartItems = (state: WithCart) => state.cart.items;
export const selectCartTotals = (state: WithCart) => state.cart.totals;
export const selectCartIsLoading = (state: WithCart) => state.cart.loading;
export const selectCartSyncDisabled = (state: WithCart) => state.cart.syncDisabled;
export const selectCouponCode = (state: WithCart) => state.cart.couponCode;
/** Why the last code was refused ('' when the server gave no reason); null when none was. */
export const selectCouponError = (state: WithCart) => state.cart.couponError ?? null;
export const selectLastRemovedItem = (state: WithCart) => state.cart.lastRemovedItem;

export const selectCartItemCount = (state: WithCart, countType?: CartCountType) => cartItemCount(state.cart.items, countType);

const NO_SEGMENTS: readonly never[] = [];

/** The totals' segments; one empty list for every cart without, so selecting it never re-renders in vain. */
export const selectTotalSegments = (state: WithCart) => state.cart.totals?.total_segments ?? NO_SEGMENTS;

/** The shipping country, falling back to the store's default (spec 01 §3). */
export function selectShippingCountry(state: WithCart, storeDefault: string): string {
  return state.cart.shippingCountry ?? storeDefault;
}
