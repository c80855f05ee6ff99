/**
 * The order outbox's state, its initial value, every order-queue action and the selectors, without
 * Redux Toolkit (ADR 0031); the reducer is in `order-queue-slice.ts`.
 */
import { orderPayloadInputSchema, type OrderPayload } from '@/lib/contract/order';
import type { OrderCancelReason, OrderQueueEntry } from './order-queue-entry';
import { plainAction, preparedAction } from '../plain-action';

export interface OrderQueueState {
  entries: OrderQueueEntry[];
  sessionOrderHashes: string[];
  inFlight: string[];
  lastOrderAt: number | null;
}

export const orderQueueInitialState: OrderQueueState = { entries: [], sessionOrderHashes: [], inFlight: [], lastOrderAt: null };

/** The checkout places an order; a malformed one is refused here, naming the field. */
export const orderPlacementRequested = preparedAction('orderQueue/placementRequested', (order: OrderPayload) => orderPayloadInputSchema.parse(order));
/** The server accepted an order (code 200), placed now or sent later from the queue: tracking reports its purchase. */
export const orderAccepted = plainAction<{ order_id: string }>('orderQueue/orderAccepted');
/**
 * The service worker's background sync sent this stored order and the server answered (ADR 0028):
 * the page sends its own entry now, and the Idempotency-Key brings back the order the server made.
 */
export const orderReplayedByWorker = plainAction<{ order_id: string }>('orderQueue/orderReplayedByWorker');
export const orderHashKept = plainAction<string>('orderQueue/orderHashKept');
export const orderHashRemoved = plainAction<string>('orderQueue/orderHashRemoved');
export const orderQueued = plainAction<OrderQueueEntry>('orderQueue/orderQueued');
export const lastOrderTimestamped = plainAction<number>('orderQueue/lastOrderTimestamped');
export const transmissionStarted = plainAction<string>('orderQueue/transmissionStarted');
/** The server took the order, or answered a code that must not be retried (spec 01 §4). */
export const orderTransmitted = plainAction<{ order_id: string; at: number }>('orderQueue/orderTransmitted');
/** Not sent (not JSON, network failure, a 5xx other than the stock error): retried later. */
export const transmissionFailed = plainAction<{ order_id: string; at: number }>('orderQueue/transmissionFailed');
export const orderCancelled = plainAction<{ order_id: string; at: number; reason: OrderCancelReason }>('orderQueue/orderCancelled');

type WithOrderQueue = { orderQueue: OrderQueueState };
export const selectQueuedOrders = (state: WithOrderQueue) => state.orderQueue.entries;
export const selectLastOrderAt = (state: WithOrderQueue) => state.orderQueue.lastOrderAt;
