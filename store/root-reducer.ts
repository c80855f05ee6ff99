/** The store's state: one slice per feature, the persisted ones wrapped by redux-persist. */
import { combineReducers } from '@reduxjs/toolkit';
import { persistReducer, type Storage } from 'redux-persist';
import { ordersHistorySlice } from './account/orders-history-slice';
import { cartSlice } from './cart/cart-slice';
import { cartTokenSlice } from './cart/cart-token-slice';
import { checkoutSlice } from './checkout/checkout-slice';
import { notificationsSlice } from './notifications/notifications-slice';
import { orderQueueSlice } from './order-queue/order-queue-slice';
import { persistSettings } from './persistence';
import { sessionSlice } from './session/session-slice';
import { syncTasksSlice } from './sync-tasks/sync-tasks-slice';
import { uiSlice } from './ui/ui-slice';
import { wishlistSlice } from './wishlist/wishlist-slice';
import { compareSlice } from './compare/compare-slice';

export function createRootReducer(storage: Storage) {
  const persist = persistSettings(storage);
  return combineReducers({
    cart: persistReducer(persist.cart, cartSlice.reducer),
    cartToken: persistReducer(persist.cartToken, cartTokenSlice.reducer),
    orderQueue: persistReducer(persist.orderQueue, orderQueueSlice.reducer),
    session: persistReducer(persist.session, sessionSlice.reducer),
    checkout: persistReducer(persist.checkout, checkoutSlice.reducer),
    syncTasks: persistReducer(persist.syncTasks, syncTasksSlice.reducer),
    ordersHistory: persistReducer(persist.ordersHistory, ordersHistorySlice.reducer),
    wishlist: persistReducer(persist.wishlist, wishlistSlice.reducer),
    compare: persistReducer(persist.compare, compareSlice.reducer),
    notifications: notificationsSlice.reducer,
    ui: uiSlice.reducer,
  });
}

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;
