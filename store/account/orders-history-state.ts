/**
 * The orders history's state, its initial value, every orders-history action and the selectors,
 * without Redux Toolkit (ADR 0031); the reducer is in `orders-history-slice.ts`.
 */
import type { OrderView, OrdersHistoryPage } from '@/lib/contract/order-view';
import { plainAction } from '../plain-action';

export interface OrdersHistoryState {
  items: OrderView[];
  totalCount: number;
  /** The last page read; 0 before the first. */
  currentPage: number;
  loading: boolean;
}

/** What survives a reload; the loading flag is per page. */
export const PERSISTED_ORDERS_HISTORY_FIELDS = ['items', 'totalCount', 'currentPage'] as const;

export const ordersHistoryInitialState: OrdersHistoryState = { items: [], totalCount: 0, currentPage: 0, loading: false };

export const pageRequested = plainAction<void>('ordersHistory/pageRequested');
export const pageReceived = plainAction<OrdersHistoryPage>('ordersHistory/pageReceived');
export const pageFailed = plainAction<void>('ordersHistory/pageFailed');
export const orderChanged = plainAction<OrderView>('ordersHistory/orderChanged');

type WithOrdersHistory = { ordersHistory: OrdersHistoryState };
export const selectOrders = (state: WithOrdersHistory) => state.ordersHistory.items;
export const selectLastOrder = (state: WithOrdersHistory) => state.ordersHistory.items[0] ?? null;
export const selectOrdersLoading = (state: WithOrdersHistory) => state.ordersHistory.loading;
export const selectOrdersLoaded = (state: WithOrdersHistory) => state.ordersHistory.currentPage > 0;
export const selectHasMoreOrders = (state: WithOrdersHistory) => state.ordersHistory.items.length < state.ordersHistory.totalCount;
/** One order of the loaded history, or undefined when it is not (yet) among them. */
export const selectOrderById = (state: WithOrdersHistory, id: string): OrderView | undefined => state.ordersHistory.items.find((order) => order.id === id);
