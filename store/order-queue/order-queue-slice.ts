/**
 * The order outbox (docs/architecture.md "Client state"): every placed order is an entry here, sent
 * or not; it is the source of truth replayed when the browser comes back online. Beside it the
 * session's order hashes (duplicate guard, spec 01 §4), the in-flight marks (one send per order
 * at a time) and the last-order timestamp. Hashes and in-flight marks are not persisted.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { STORAGE_KEYS } from '@/lib/config/client';
import { orderQueueEntrySchema, type OrderCancelReason, type OrderQueueEntry } from './order-queue-entry';

export interface OrderQueueState {
  entries: OrderQueueEntry[];
  sessionOrderHashes: string[];
  inFlight: string[];
  lastOrderAt: number | null;
}

const initialState: OrderQueueState = { entries: [], sessionOrderHashes: [], inFlight: [], lastOrderAt: null };

function withoutInFlight(state: OrderQueueState, orderId: string): void {
  state.inFlight = state.inFlight.filter((id) => id !== orderId);
}

function entryOf(state: OrderQueueState, orderId: string): OrderQueueEntry | undefined {
  return state.entries.find((e) => e.order_id === orderId);
}

/** The server accepted an order (code 200), placed now or sent later from the queue: tracking reports its purchase. */
export const orderAccepted = createAction<{ order_id: string }>('orderQueue/orderAccepted');

/**
 * The service worker's background sync sent this stored order and the server answered (ADR 0028):
 * the page sends its own entry now, and the Idempotency-Key brings back the order the server made.
 */
export const orderReplayedByWorker = createAction<{ order_id: string }>('orderQueue/orderReplayedByWorker');

export const orderQueueSlice = createSlice({
  name: 'orderQueue',
  initialState,
  reducers: {
    orderHashKept(state, action: PayloadAction<string>) {
      state.sessionOrderHashes.push(action.payload);
    },
    orderHashRemoved(state, action: PayloadAction<string>) {
      state.sessionOrderHashes = state.sessionOrderHashes.filter((h) => h !== action.payload);
    },
    orderQueued(state, action: PayloadAction<OrderQueueEntry>) {
      state.entries.push(orderQueueEntrySchema.parse(action.payload));
    },
    lastOrderTimestamped(state, action: PayloadAction<number>) {
      state.lastOrderAt = action.payload;
    },
    transmissionStarted(state, action: PayloadAction<string>) {
      state.inFlight.push(action.payload);
    },
    /** The server took the order, or answered a code that must not be retried (spec 01 §4). */
    orderTransmitted(state, action: PayloadAction<{ order_id: string; at: number }>) {
      const entry = entryOf(state, action.payload.order_id);
      if (entry) Object.assign(entry, { transmited: true, transmited_at: action.payload.at, updated_at: action.payload.at });
      withoutInFlight(state, action.payload.order_id);
    },
    /** Not sent (not JSON, network failure, a 5xx other than the stock error): retried later. */
    transmissionFailed(state, action: PayloadAction<{ order_id: string; at: number }>) {
      const entry = entryOf(state, action.payload.order_id);
      if (entry) entry.updated_at = action.payload.at;
      withoutInFlight(state, action.payload.order_id);
    },
    orderCancelled(state, action: PayloadAction<{ order_id: string; at: number; reason: OrderCancelReason }>) {
      const { order_id, at, reason } = action.payload;
      const entry = entryOf(state, order_id);
      if (entry) Object.assign(entry, { transmited: true, transmited_at: at, updated_at: at, cancelled: reason });
      withoutInFlight(state, order_id);
    },
  },
  extraReducers: (builder) => {
    // The stored queue joins the one in memory, never replaces it: an order placed on this page
    // before a slow IndexedDB answered stays (ADR 0005). The page's copy of an order wins.
    builder.addCase(REHYDRATE, (state, action: { type: typeof REHYDRATE; key: string; payload?: Partial<OrderQueueState> | null }) => {
      if (action.key !== STORAGE_KEYS.orderQueue || !action.payload) return;
      const known = new Set(state.entries.map((e) => e.order_id));
      state.entries = [...(action.payload.entries ?? []).filter((e) => !known.has(e.order_id)), ...state.entries];
      const stamps = [state.lastOrderAt, action.payload.lastOrderAt ?? null].filter((at) => at !== null);
      state.lastOrderAt = stamps.length > 0 ? Math.max(...stamps) : null;
    });
  },
  selectors: {
    selectQueuedOrders: (state) => state.entries,
    selectLastOrderAt: (state) => state.lastOrderAt,
  },
});

export const {
  orderHashKept,
  orderHashRemoved,
  orderQueued,
  lastOrderTimestamped,
  transmissionStarted,
  orderTransmitted,
  transmissionFailed,
  orderCancelled,
} = orderQueueSlice.actions;
export const { selectQueuedOrders, selectLastOrderAt } = orderQueueSlice.selectors;
