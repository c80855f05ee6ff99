/**
 * Refunds of an order's captured money, whole or in parts (issue 15 §7, ADR 0018). An operator asks
 * for an amount (or what is left) under an Idempotency-Key; the refund is first recorded as pending
 * inside a transaction that holds the payment's lock and checks the amount against the capture less
 * every refund recorded, then asked of the provider with the partial amount, then marked succeeded.
 * When the refunds add up to the capture, the order moves to `closed` through the payment state
 * machine in that same transaction. A replay with the same key answers the first refund and asks
 * the provider nothing; a refusal by the provider leaves nothing behind.
 */
import { randomUUID } from 'node:crypto';
import { FULL_REFUND_KEY, REFUND_STATUS } from '@/lib/config/payments';
import type { AdminPaymentAnswer } from '@/lib/contract/payments';
import type { Db, OrderRow, PaymentRefundRow, PaymentRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { fromCents } from '../money';
import { findOrderById } from '../orders/order-repository';
import { applyPaymentEventIn } from './apply-payment-event';
import { adminActionAllowed } from './payment-admin';
import type { ProviderOutcome } from './payment-provider';
import { findPaymentOfOrder } from './payment-repository';
import { providerByName } from './provider-registry';
import { dropPendingRefund, findRefund, insertPendingRefund, listRefundsOfOrder, lockPayment, markRefundSucceeded } from './refund-repository';
import { goodsShareCents, isFullyRefunded, refundableCents } from './refund-rules';
import { errorText, logger } from '@/lib/logging/logger';

export interface RefundRequest {
  /** Whole cents; omitted: what is left of the capture. */
  amountCents?: number;
  /** The operator's Idempotency-Key; required with an amount, FULL_REFUND_KEY for a full refund without one. */
  idempotencyKey?: string;
}

function shippingCentsOf(order: OrderRow): number {
  try {
    const totals = JSON.parse(order.totals) as { shipping_incl_tax?: unknown };
    return typeof totals.shipping_incl_tax === 'number' ? Math.round(totals.shipping_incl_tax * 100) : 0;
  } catch {
    return 0;
  }
}

async function answerOf(db: Db, orderId: string, payment: PaymentRow, amountCents: number): Promise<AdminPaymentAnswer> {
  const [order, paid, refunds] = await Promise.all([findOrderById(db, orderId), findPaymentOfOrder(db, orderId), listRefundsOfOrder(db, orderId)]);
  const done = refunds.filter((r) => r.status === REFUND_STATUS.succeeded).map((r) => r.amount_cents);
  return {
    orderStatus: order?.status ?? '',
    paymentStatus: paid?.status ?? payment.status,
    amount: fromCents(amountCents),
    refunded: fromCents(done.reduce((sum, cents) => sum + cents, 0)),
    refundable: fromCents(refundableCents(payment.amount_cents, refunds.map((r) => r.amount_cents))),
  };
}

/** Records the refund as pending, or answers why not: 400 for an amount beyond what is left, 409 for a taken key. */
async function reserveRefund(db: Db, order: OrderRow, payment: PaymentRow, request: RefundRequest, key: string, now: Date): Promise<PaymentRefundRow> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await lockPayment(trx, payment.id, at);
    const refunds = await listRefundsOfOrder(trx, order.id);
    const left = refundableCents(payment.amount_cents, refunds.map((r) => r.amount_cents));
    const amountCents = request.amountCents ?? left;
    if (amountCents <= 0 || amountCents > left) {
      if (request.amountCents === undefined) throw new ApiError(409, 'paymentNotRefundable');
      throw new ApiError(400, 'invalidField', { field: 'amount', problem: `must be at most ${fromCents(left).toFixed(2)}, what is left of the captured ${fromCents(payment.amount_cents).toFixed(2)}` });
    }
    const row = {
      id: randomUUID(),
      order_id: order.id,
      payment_id: payment.id,
      idempotency_key: key,
      amount_cents: amountCents,
      goods_share_cents: goodsShareCents(amountCents, payment.amount_cents, shippingCentsOf(order)),
      currency: payment.currency,
      status: REFUND_STATUS.pending,
      created_at: at,
      updated_at: at,
    };
    if (!(await insertPendingRefund(trx, row))) throw new ApiError(409, 'refundInProgress');
    return row;
  });
}

export async function refundOrderPayment(db: Db, orderId: string, request: RefundRequest, now: Date): Promise<AdminPaymentAnswer> {
  if (request.amountCents !== undefined && !request.idempotencyKey) throw new ApiError(400, 'refundKeyMissing');
  const key = request.idempotencyKey ?? FULL_REFUND_KEY;
  const order = await findOrderById(db, orderId);
  if (!order) throw new ApiError(404, 'paymentNotFound');
  const payment = await findPaymentOfOrder(db, order.id);

  // A replay: the refund made under this key is the answer, and the provider is not asked again.
  const earlier = await findRefund(db, order.id, key);
  if (earlier && payment) {
    if (request.amountCents !== undefined && request.amountCents !== earlier.amount_cents) throw new ApiError(409, 'refundKeyConflict');
    if (earlier.status !== REFUND_STATUS.succeeded) throw new ApiError(409, 'refundInProgress');
    return answerOf(db, order.id, payment, earlier.amount_cents);
  }
  if (!payment || !adminActionAllowed('refund', order.status, payment.status)) throw new ApiError(409, 'paymentNotRefundable');
  const provider = providerByName(payment.provider);
  if (!provider) throw new ApiError(503, 'paymentUnavailable');

  const refund = await reserveRefund(db, order, payment, request, key, now);
  let outcome: ProviderOutcome | null = null;
  try {
    outcome = await provider.refund(payment.reference, refund.amount_cents, { currency: payment.currency, idempotencyKey: `${order.id}:${key}` });
  } catch (error) {
    logger().error('payment refund failed', { provider: provider.name, error: errorText(error) });
  }
  if (outcome?.kind !== 'refunded') {
    await dropPendingRefund(db, refund.id);
    throw new ApiError(502, 'paymentUnavailable');
  }

  await db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    await markRefundSucceeded(trx, refund.id, at);
    const refunds = await listRefundsOfOrder(trx, order.id);
    if (isFullyRefunded(payment.amount_cents, refunds.map((r) => r.amount_cents))) {
      // The whole capture went back: the order closes as the provider's refund event would close it (fixed id: its webhook later changes nothing more).
      await applyPaymentEventIn(trx, { provider: provider.name, eventId: `${payment.reference}:admin:refund`, reference: payment.reference, kind: 'refunded', occurredAt: now }, now);
    }
    // A partial refund leaves the order as it is. The loyalty ledger has no take-back by share yet
    // (order_refund_from_pending belongs to the Coffee Club's ledger): refund.goods_share_cents is kept for it.
  });
  return answerOf(db, order.id, payment, refund.amount_cents);
}
