/**
 * The customer's orders history (spec 02 §3 "Orders history", §4 "Order history"): the orders
 * loaded so far, newest first, the server's total count and the last page read. The first page
 * replaces the list, later pages append; an order the customer changed (cancelled) replaces its
 * copy. Persisted with the user (02 §4 "Session"), cleared on logout. State, actions and
 * selectors: `orders-history-state.ts` (ADR 0031).
 */
import { createReducer } from '@reduxjs/toolkit';
import { ORDERS_HISTORY_FIRST_PAGE } from '@/lib/config/commerce';
import { loggedOut } from '../session/session-state';
import { orderChanged, ordersHistoryInitialState as initialState, pageFailed, pageReceived, pageRequested } from './orders-history-state';

export * from './orders-history-state';

export const ordersHistoryReducer = createReducer(initialState, (builder) => {
  builder
    .addCase(pageRequested, (state) => {
      state.loading = true;
    })
    .addCase(pageReceived, (state, action) => {
      const { items, total_count, current_page } = action.payload;
      const kept = current_page === ORDERS_HISTORY_FIRST_PAGE ? [] : state.items;
      // An order placed meanwhile shifts the pages: an order already listed is not listed twice.
      const known = new Set(kept.map((order) => order.id));
      state.items = [...kept, ...items.filter((order) => !known.has(order.id))];
      state.totalCount = total_count;
      state.currentPage = current_page;
      state.loading = false;
    })
    .addCase(pageFailed, (state) => {
      state.loading = false;
    })
    .addCase(orderChanged, (state, action) => {
      const at = state.items.findIndex((order) => order.id === action.payload.id);
      if (at >= 0) state.items[at] = action.payload;
    })
    .addCase(loggedOut, () => initialState);
});
