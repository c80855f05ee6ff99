/** The store's state: one slice per feature, the persisted ones wrapped by redux-persist. */
import { combineReducers } from '@reduxjs/toolkit';
import { persistReducer, type Storage } from 'redux-persist';
import type { LandingState } from './landing-state';
import { ordersHistoryReducer } from './account/orders-history-slice';
import { cartReducer } from './cart/cart-slice';
import { cartTokenReducer } from './cart/cart-token-slice';
import { checkoutReducer } from './checkout/checkout-slice';
import { notificationsReducer } from './notifications/notifications-slice';
import { orderQueueReducer } from './order-queue/order-queue-slice';
import { persistSettings } from './persistence';
import { sessionReducer } from './session/session-slice';
import { syncTasksReducer } from './sync-tasks/sync-tasks-slice';
import { uiReducer } from './ui/ui-slice';
import { wishlistReducer } from './wishlist/wishlist-slice';
import { compareReducer } from './compare/compare-slice';

export function createRootReducer(storage: Storage) {
  const persist = persistSettings(storage);
  return combineReducers({
    cart: persistReducer(persist.cart, cartReducer),
    cartToken: persistReducer(persist.cartToken, cartTokenReducer),
    orderQueue: persistReducer(persist.orderQueue, orderQueueReducer),
    session: persistReducer(persist.session, sessionReducer),
    checkout: persistReducer(persist.checkout, checkoutReducer),
    syncTasks: persistReducer(persist.syncTasks, syncTasksReducer),
    ordersHistory: persistReducer(persist.ordersHistory, ordersHistoryReducer),
    wishlist: persistReducer(persist.wishlist, wishlistReducer),
    compare: persistReducer(persist.compare, compareReducer),
    notifications: notificationsReducer,
    ui: uiReducer,
  });
}

/** Holds the landing slices, so what islands read from the page store reads the same after the hand-over. */
type HoldingLandingState<S extends LandingState> = S;

export type RootState = HoldingLandingState<ReturnType<ReturnType<typeof createRootReducer>>>;
