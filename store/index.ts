/** The client store: makeStore, the provider, every feature's events and selectors. */
export { makeStore, clientStoreView, type AppStore, type MakeStoreOptions } from './make-store';
export { StoreProvider } from './store-provider';
export { connectBrowserEvents } from './browser-events';
export { createClientStateStorage, type ClientStateStorage, type ClientStateStorageOptions } from './client-state-storage';
export { useAppDispatch, useAppSelector } from './typed-hooks';
export type { RootState } from './root-reducer';
export type { AppDispatch, ClientStoreView, ClientSwitches, StoreExtra } from './listener-types';
export * from './app-events';
export {
  addRequested,
  connectRequested,
  couponApplyRequested,
  couponRemoveRequested,
  giftCardRemoveRequested,
  quantityChangeRequested,
  removeRequested,
  shippingCountryChanged,
  syncRequested,
  type CartState,
} from './cart/cart-slice';
export { cartQuantityChanged } from './cart/cart-state';
export { cartViewed, checkoutEntered } from './tracking/tracking-actions';
export * from './cart/cart-selectors';
export { selectCartToken } from './cart/cart-token-slice';
export * from './checkout/checkout-slice';
export { leavePage } from './leave-page';
export { orderHash } from './order-queue/order-placement-listeners';
export { orderPlacementRequested } from './order-queue/order-queue-state';
export { selectQueuedOrders, selectLastOrderAt, orderReplayedByWorker } from './order-queue/order-queue-slice';
export { selectOrdersToTransmit, selectQueuedOrderStatus, type QueuedOrderStatus } from './order-queue/order-queue-selectors';
export type { OrderQueueEntry } from './order-queue/order-queue-entry';
export { notificationAdded, notificationRemoved, actionTaken } from './notifications/notifications-slice';
export type { Notification, NotificationInput, NotificationAction } from './notifications/notification';
export * from './session/session-slice';
export { logIn } from './session/session-login';
export { logInFromForm, registerCustomer, requestPasswordReset, createPassword, type AuthOutcome, type Registration } from './session/auth-actions';
export {
  selectOrders,
  selectLastOrder,
  selectOrdersLoading,
  selectOrdersLoaded,
  selectHasMoreOrders,
  selectOrderById,
  type OrdersHistoryState,
} from './account/orders-history-slice';
export {
  loadFirstOrdersPage,
  loadNextOrdersPage,
  loadOrder,
  cancelOrder,
  reorder,
  updateProfile,
  changePassword,
  deleteAccount,
  type OrderOutcome,
} from './account/account-actions';
export {
  loadNewsletterSettings,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  saveContactPreferences,
  type NewsletterSettings,
  type NewsletterChange,
} from './account/newsletter-actions';
export { loadAddressBook, saveAddressBook, type AddressBookChange } from './account/address-book-actions';
export { loadCoffeeCorner, saveCoffeeCorner, loadOrderAgainList, reorderLines, syncRecentlyViewed } from './account/service-actions';
export { loadVouchers, type VouchersLoad } from './account/vouchers-actions';
export {
  loadSubscriptions,
  loadSubscription,
  changeSubscription,
  requestSubscriptionCancellation,
  type CancellationOutcome,
  type SubscriptionChange,
  type SubscriptionOutcome,
  type SubscriptionsOutcome,
} from './subscriptions/subscription-actions';
export { taskQueued } from './sync-tasks/sync-tasks-slice';
export * from './ui/ui-slice';
export {
  wishlistItemAdded,
  wishlistItemRemoved,
  selectWishlistItems,
  selectWishlistCount,
  selectIsInWishlist,
  type WishlistState,
} from './wishlist/wishlist-slice';
export { compareToggled, compareItemRemoved, selectCompareItems, selectCompareCount, selectIsInCompare, type CompareState } from './compare/compare-slice';
export {
  loadUserPoints,
  loadLoyaltyTransactions,
  loadPointsMap,
  loadMembershipProduct,
  joinCoffeeClub,
  leaveCoffeeClub,
  redeemBeans,
  loadReferralCodes,
  createReferralCode,
  loadCartPoints,
  type Outcome,
} from './loyalty/loyalty-actions';
