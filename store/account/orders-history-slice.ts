/**
 * The customer's orders history (spec 02 §3 "Orders history", §4 "Order history"): the orders
 * loaded so far, newest first, the server's total count and the last page read. The first page
 * replaces the list, later pages append; an order the customer changed (cancelled) replaces its
 * copy. Persisted with the user (02 §4 "Session"), cleared on logout.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderView, OrdersHistoryPage } from '@/lib/contract/order-view';
import { ORDERS_HISTORY_FIRST_PAGE } from '@/lib/config/commerce';
import { loggedOut } from '../session/session-slice';

export interface OrdersHistoryState {
  items: OrderView[];
  totalCount: number;
  /** The last page read; 0 before the first. */
  currentPage: number;
  loading: boolean;
}

/** What survives a reload; the loading flag is per page. */
export const PERSISTED_ORDERS_HISTORY_FIELDS = ['items', 'totalCount', 'currentPage'] as const;

const initialState: OrdersHistoryState = { items: [], totalCount: 0, currentPage: 0, loading: false };

export const ordersHistorySlice = createSlice({
  name: 'ordersHistory',
  initialState,
  reducers: {
    pageRequested(state) {
      state.loading = true;
    },
    pageReceived(state, action: PayloadAction<OrdersHistoryPage>) {
      const { items, total_count, current_page } = action.payload;
      const kept = current_page === ORDERS_HISTORY_FIRST_PAGE ? [] : state.items;
      // An order placed meanwhile shifts the pages: an order already listed is not listed twice.
      const known = new Set(kept.map((order) => order.id));
      state.items = [...kept, ...items.filter((order) => !known.has(order.id))];
      state.totalCount = total_count;
      state.currentPage = current_page;
      state.loading = false;
    },
    pageFailed(state) {
      state.loading = false;
    },
    orderChanged(state, action: PayloadAction<OrderView>) {
      const at = state.items.findIndex((order) => order.id === action.payload.id);
      if (at >= 0) state.items[at] = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectOrders: (state) => state.items,
    selectLastOrder: (state) => state.items[0] ?? null,
    selectOrdersLoading: (state) => state.loading,
    selectOrdersLoaded: (state) => state.currentPage > 0,
    selectHasMoreOrders: (state) => state.items.length < state.totalCount,
  },
});

export const { pageRequested, pageReceived, pageFailed, orderChanged } = ordersHistorySlice.actions;
export const { selectOrders, selectLastOrder, selectOrdersLoading, selectOrdersLoaded, selectHasMoreOrders } = ordersHistorySlice.selectors;

/** One order of the loaded history, or undefined when it is not (yet) among them. */
export const selectOrderById = (state: { ordersHistory: OrdersHistoryState }, id: string): OrderView | undefined =>
  state.ordersHistory.items.find((order) => order.id === id);
