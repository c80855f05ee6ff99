/**
 * POST /api/order with an `Idempotency-Key` header (the queue entry's order_id): places the order
 * once. Missing key → 400; same key and payload → the first order; same key, other payload → 422;
 * bad address data → 400 with the spec's validation message and the field; more than the stock
 * holds → 409 'Error: Error while adding products' (the queue cancels on it) with the short lines in
 * `meta.lines` (sku, qty ordered, available). `X-Order-Replay: queued` (the offline queue's sends)
 * only labels the order's metric.
 */
import { IDEMPOTENCY_KEY_HEADER, ORDER_REPLAY_HEADER, ORDER_REPLAY_QUEUED } from '@/lib/config/commerce';
import { findCustomer } from '@/lib/commerce/auth';
import { OrderStockError, placeOrder } from '@/lib/commerce/orders';
import { sweepUnpaidOrdersNow } from '@/lib/commerce/payments';
import { ApiError, apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { idempotencyKeySchema, orderPayloadInputSchema } from '@/lib/contract/order';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const key = idempotencyKeySchema.safeParse(request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '');
  if (!key.success) throw new ApiError(400, 'idempotencyKeyMissing');
  const body = await readJsonBody(request);
  let payload;
  try {
    payload = parseInput(orderPayloadInputSchema, body);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(400, 'orderInvalidField', { ...error.params, email: context.store.contact.email });
  }
  const customer = await findCustomer(request, context);
  const fromOfflineQueue = request.headers.get(ORDER_REPLAY_HEADER) === ORDER_REPLAY_QUEUED;
  let order;
  try {
    ({ order } = await placeOrder(context.db, key.data, payload, { store: context.store, customer, now: context.now, fromOfflineQueue }));
  } catch (error) {
    if (!(error instanceof OrderStockError)) throw error;
    return { code: error.code, result: error.fixedMessage, meta: { lines: error.lines } };
  }
  // Until the jobs runner calls it on a schedule, placing an order sweeps unpaid ones (at most once a minute).
  await sweepUnpaidOrdersNow(context.db);
  return { result: order };
});
