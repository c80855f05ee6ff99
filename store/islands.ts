/**
 * The store as catalogue pages' islands see it (ADR 0008): hooks, the landing slices' actions and
 * selectors, and the client runtime's starters. Nothing here loads the executor, persistence or
 * validation libraries; everything else of `store/` is reached through `@/store` on routes that
 * load the whole client.
 */
export { useAppDispatch, useAppSelector } from './typed-hooks';
export { useClientRuntime, useRuntimeDispatch } from './use-client-runtime';
export { selectCartItemCount, selectCartItems } from './cart/cart-selectors';
export { selectGroupId, selectUserToken } from './session/session-slice';
export { wishlistItemAdded, wishlistItemRemoved, selectIsInWishlist, selectWishlistCount, selectWishlistItems } from './wishlist/wishlist-slice';
export { compareToggled, selectIsInCompare, selectCompareCount, selectCompareItems } from './compare/compare-slice';
export { notificationAdded, actionTaken } from './notifications/notifications-slice';
export type { Notification } from './notifications/notification';
export { selectIsOnline, selectProgress } from './ui/ui-slice';
export type { AppDispatch, RootState, StoreExtra } from './index-types';
