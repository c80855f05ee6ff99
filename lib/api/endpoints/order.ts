/**
 * The place-order task (spec 01 §7). It is silent because order placement and the queue show
 * their own texts (spec 01 §8), and every send carries the queue entry's order id as
 * Idempotency-Key, so a replay returns the first order (docs/architecture.md "Client state").
 */
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/config/commerce';
import type { Task } from '../task';
import { orderPayloadInputSchema, type OrderPayload } from '@/lib/contract/order';

export function placeOrderTask(order: OrderPayload, orderId: string): Task {
  return {
    path: '/api/order',
    method: 'POST',
    body: orderPayloadInputSchema.parse(order),
    headers: { [IDEMPOTENCY_KEY_HEADER]: orderId },
    silent: true,
  };
}
