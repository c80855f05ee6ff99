/**
 * The place-order task (spec 01 §7). It is silent because order placement and the queue show
 * their own texts (spec 01 §8), and every send carries the queue entry's order id as
 * Idempotency-Key, so a replay returns the first order (docs/architecture.md "Client state").
 * A send from the offline queue says so (`X-Order-Replay: queued`): the server counts queued orders
 * as they arrive, which the key alone cannot tell on a first arrival.
 */
import { IDEMPOTENCY_KEY_HEADER, ORDER_REPLAY_HEADER, ORDER_REPLAY_QUEUED } from '@/lib/config/commerce';
import type { Task } from '../task';
import { orderPayloadInputSchema, type OrderPayload } from '@/lib/contract/order';

/** `queued`: the send comes from the offline queue, not from the shopper's click. */
export function placeOrderTask(order: OrderPayload, orderId: string, sent: 'now' | 'queued' = 'now'): Task {
  return {
    path: '/api/order',
    method: 'POST',
    body: orderPayloadInputSchema.parse(order),
    headers: { [IDEMPOTENCY_KEY_HEADER]: orderId, ...(sent === 'queued' ? { [ORDER_REPLAY_HEADER]: ORDER_REPLAY_QUEUED } : {}) },
    silent: true,
  };
}
