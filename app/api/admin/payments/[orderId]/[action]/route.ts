/**
 * POST /api/admin/payments/{orderId}/{action} with action `refund` (the captured money back in
 * full; order `closed`) or `void` (an open authorisation released; order `canceled`, stock back).
 * Operators only: `Authorization: Bearer $PAYMENTS_ADMIN_TOKEN` (unset → every call 401).
 * 404 for an unknown order, 409 when the order's payment does not allow the action, 502 when the
 * provider refuses; nothing changes on any refusal.
 */
import { apiRoute, changeOrderPayment, parseInput, requireOperator } from '@/lib/commerce';
import { adminPaymentParamsSchema } from '@/lib/contract/payments';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now, params }) => {
  requireOperator(request.headers);
  const { orderId, action } = parseInput(adminPaymentParamsSchema, params);
  return { result: await changeOrderPayment(db, orderId, action, now) };
});
