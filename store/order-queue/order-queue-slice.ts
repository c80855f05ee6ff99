/**
 * The order outbox (docs/architecture.md "Client state"): every placed order is an entry here, sent
 * or not; it is the source of truth replayed when the browser comes back online. Beside it the
 * session's order hashes (duplicate guard, spec 01 §4), the in-flight marks (one send per order
 * at a time) and the last-order timestamp. Hashes and in-flight marks are not persisted.
 * State, actions and selectors: `order-queue-state.ts` (ADR 0031).
 */
import { createReducer } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { STORAGE_KEYS } from '@/lib/config/client';
import { orderQueueEntrySchema, type OrderQueueEntry } from './order-queue-entry';
import {
  lastOrderTimestamped,
  orderCancelled,
  orderHashKept,
  orderHashRemoved,
  orderQueued,
  orderQueueInitialState as initialState,
  orderTransmitted,
  transmissionFailed,
  transmissionStarted,
  type OrderQueueState,
} from './order-queue-state';

export * from './order-queue-state';

function withoutInFlight(state: OrderQueueState, orderId: string): void {
  state.inFlight = state.inFlight.filter((id) => id !== orderId);
}

function entryOf(state: OrderQueueState, orderId: string): OrderQueueEntry | undefined {
  return state.entries.find((e) => e.order_id === orderId);
}

type Rehydrated = { type: typeof REHYDRATE; key: string; payload?: Partial<OrderQueueState> | null };
const isRehydrate = (action: { type: string }): action is Rehydrated => action.type === REHYDRATE;

export const orderQueueReducer = createReducer(initialState, (builder) => {
  builder
    .addCase(orderHashKept, (state, action) => {
      state.sessionOrderHashes.push(action.payload);
    })
    .addCase(orderHashRemoved, (state, action) => {
      state.sessionOrderHashes = state.sessionOrderHashes.filter((h) => h !== action.payload);
    })
    .addCase(orderQueued, (state, action) => {
      state.entries.push(orderQueueEntrySchema.parse(action.payload));
    })
    .addCase(lastOrderTimestamped, (state, action) => {
      state.lastOrderAt = action.payload;
    })
    .addCase(transmissionStarted, (state, action) => {
      state.inFlight.push(action.payload);
    })
    .addCase(orderTransmitted, (state, action) => {
      const entry = entryOf(state, action.payload.order_id);
      if (entry) Object.assign(entry, { transmited: true, transmited_at: action.payload.at, updated_at: action.payload.at });
      withoutInFlight(state, action.payload.order_id);
    })
    .addCase(transmissionFailed, (state, action) => {
      const entry = entryOf(state, action.payload.order_id);
      if (entry) entry.updated_at = action.payload.at;
      withoutInFlight(state, action.payload.order_id);
    })
    .addCase(orderCancelled, (state, action) => {
      const { order_id, at, reason } = action.payload;
      const entry = entryOf(state, order_id);
      if (entry) Object.assign(entry, { transmited: true, transmited_at: at, updated_at: at, cancelled: reason });
      withoutInFlight(state, order_id);
    })
    // The stored queue joins the one in memory, never replaces it: an order placed on this page
    // before a slow IndexedDB answered stays (ADR 0005). The page's copy of an order wins.
    .addMatcher(isRehydrate, (state, action) => {
      if (action.key !== STORAGE_KEYS.orderQueue || !action.payload) return;
      const known = new Set(state.entries.map((e) => e.order_id));
      state.entries = [...(action.payload.entries ?? []).filter((e) => !known.has(e.order_id)), ...state.entries];
      const stamps = [state.lastOrderAt, action.payload.lastOrderAt ?? null].filter((at) => at !== null);
      state.lastOrderAt = stamps.length > 0 ? Math.max(...stamps) : null;
    });
});
