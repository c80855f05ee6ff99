/**
 * The store as catalogue pages' islands see it (ADR 0011, 0031): hooks, the landing slices' actions
 * and selectors, and the client runtime's starters. Nothing here loads Redux Toolkit, the executor,
 * persistence or validation libraries; everything else of `store/` is reached through `@/store` on
 * routes that load the whole client.
 */
export { useAppDispatch, useAppSelector } from './typed-hooks';
export { useClientRuntime, useRuntimeDispatch } from './use-client-runtime';
export { selectCartItemCount, selectCartItems } from './cart/cart-selectors';
export { addRequested } from './cart/cart-state';
export { beginPendingAdd, optimisticItemCount, pendingAddsNow, settlePendingAdd, usePendingAdds } from './cart/pending-adds';
export { selectGroupId, selectIsLoggedIn, selectUserToken } from './session/session-state';
export { wishlistItemAdded, wishlistItemRemoved, selectIsInWishlist, selectWishlistCount, selectWishlistItems } from './wishlist/wishlist-state';
export { compareToggled, selectIsInCompare, selectCompareCount, selectCompareItems } from './compare/compare-state';
export { notificationAdded, actionTaken } from './notifications/notifications-state';
export type { Notification } from './notifications/notification';
export { dismissEarlyNotification, EARLY_NOTIFICATION_ID, useEarlyNotification } from './notifications/early-notification';
export { selectIsOnline, selectProgress } from './ui/ui-state';
export type { AppDispatch, RootState, StoreExtra } from './index-types';
