/**
 * POST /api/admin/payments/{orderId}/{action} with action `refund` or `void`. Operators only:
 * `Authorization: Bearer $PAYMENTS_ADMIN_TOKEN` (unset → every call 401).
 * - refund: body `{ "amount": 1250 }` (integer cents) or `{ "amount": "12.50" }` gives back part of
 *   the captured money under the `Idempotency-Key` header (required with an amount; a replay refunds
 *   once); no amount gives back what is left. The order is `closed` once all of it went back
 *   (ADR 0018). An amount ≤ 0 or beyond what is left → 400 naming `amount`, nothing written.
 * - void: an open authorisation released; order `canceled`, stock back.
 * 404 for an unknown order, 409 when the order's payment does not allow the action, 502 when the
 * provider refuses; nothing changes on any refusal.
 */
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/config/commerce';
import { refundOrderPayment, requireOperator, voidOrderPayment } from '@/lib/commerce/payments';
import { ApiError, apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { idempotencyKeySchema } from '@/lib/contract/order';
import { adminPaymentParamsSchema, adminRefundInputSchema } from '@/lib/contract/payments';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now, params }) => {
  requireOperator(request.headers);
  const { orderId, action } = parseInput(adminPaymentParamsSchema, params);
  if (action === 'void') return { result: await voidOrderPayment(db, orderId, now) };
  const { amount } = parseInput(adminRefundInputSchema, await readJsonBody(request));
  const header = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  const key = header === null ? null : idempotencyKeySchema.safeParse(header);
  if (key && !key.success) throw new ApiError(400, 'invalidField', { field: 'Idempotency-Key', problem: key.error.issues[0].message });
  const idempotencyKey = key?.data;
  return { result: await refundOrderPayment(db, orderId, { amountCents: amount, idempotencyKey }, now) };
});
