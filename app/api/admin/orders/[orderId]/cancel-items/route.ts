/**
 * POST /api/admin/orders/{orderId}/cancel-items with `{ items: [{ line_id | sku, qty }] }`: cancels
 * part of an order before it ships; its stock goes back and the cancelled goods' share of the
 * order's beans is taken back (`order_refund_from_pending` within the 28 days, `order_refund` after).
 * Operators only: `Authorization: Bearer $PAYMENTS_ADMIN_TOKEN` (unset → every call 401), as the
 * payments admin route. 400 naming the field, 404 unknown order, 409 when the order is past
 * cancelling or another cancellation came first; nothing changes on any refusal.
 */
import { cancelOrderItems } from '@/lib/commerce/orders';
import { requireOperator } from '@/lib/commerce/payments';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { adminOrderParamsSchema, cancelItemsInputSchema } from '@/lib/contract/admin-orders';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now, params }) => {
  requireOperator(request.headers);
  const { orderId } = parseInput(adminOrderParamsSchema, params);
  const input = parseInput(cancelItemsInputSchema, await readJsonBody(request));
  return { result: await cancelOrderItems(db, orderId, input, now) };
});
