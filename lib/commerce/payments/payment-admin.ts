/**
 * Refunds and voids (issue 15 §7): only an operator, through the admin route with the token from
 * PAYMENTS_ADMIN_TOKEN, and only through the provider port and the order payment state machine.
 * - refund: the captured money of a paid order (`processing`, `complete`, or `payment_review` when
 *   the money arrived after the order was cancelled) goes back, in parts or whole (`refunds.ts`,
 *   ADR 0018); the order is `closed` once all of it went back (its goods may have left, so no stock moves).
 * - void: an authorisation that was never captured (the order still waits for its money) is
 *   released; the order is `canceled` and its stock released.
 * The provider's answer reaches the order as an event with a fixed id per payment and action, so
 * a repeated call or the provider's later webhook about the same refund changes nothing more.
 */
import { PAYMENT_ORDER_STATUS as S, PAYMENT_STATUS, type AdminPaymentAction } from '@/lib/config/payments';
import { secretMatches } from '@/lib/cms/secret';
import { environment, type EnvironmentSource } from '@/lib/config/environment';
import type { AdminPaymentAnswer } from '@/lib/contract/payments';
import type { Db, PaymentRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { fromCents } from '../money';
import { findOrderById } from '../orders/order-repository';
import { applyPaymentEvent } from './apply-payment-event';
import type { ProviderOutcome } from './payment-provider';
import { findPaymentOfOrder } from './payment-repository';
import { providerByName } from './provider-registry';
import { errorText, logger } from '@/lib/logging/logger';

const BEARER = /^Bearer\s+(.+)$/i;

/** 401 unless the request carries the operator token; an unset token opens nothing. */
export function requireOperator(headers: Headers, source?: EnvironmentSource): void {
  const presented = BEARER.exec(headers.get('authorization') ?? '')?.[1]?.trim();
  if (!secretMatches(presented, environment(source).PAYMENTS_ADMIN_TOKEN)) throw new ApiError(401, 'adminTokenInvalid');
}

/** payment_review with a succeeded payment: money that arrived after the order was cancelled. */
const REFUNDABLE_ORDERS: readonly string[] = [S.processing, S.complete, S.paymentReview];
const VOIDABLE_ORDERS: readonly string[] = [S.pendingPayment, S.pendingPaypal, S.paymentReview];
const VOIDABLE_PAYMENTS: readonly string[] = [PAYMENT_STATUS.created, PAYMENT_STATUS.pending, PAYMENT_STATUS.actionRequired, PAYMENT_STATUS.declined];

/** Pure: whether the action applies to an order in this status with this payment. */
export function adminActionAllowed(action: AdminPaymentAction, orderStatus: string, paymentStatus: string | null): boolean {
  if (paymentStatus === null) return false;
  if (action === 'refund') return REFUNDABLE_ORDERS.includes(orderStatus) && paymentStatus === PAYMENT_STATUS.succeeded;
  return VOIDABLE_ORDERS.includes(orderStatus) && VOIDABLE_PAYMENTS.includes(paymentStatus);
}

/** Releases an open authorisation (the refund of captured money is `refundOrderPayment`, in parts or whole). */
export async function voidOrderPayment(db: Db, orderId: string, now: Date): Promise<AdminPaymentAnswer> {
  const order = await findOrderById(db, orderId);
  const payment: PaymentRow | undefined = order ? await findPaymentOfOrder(db, order.id) : undefined;
  if (!order) throw new ApiError(404, 'paymentNotFound');
  if (!adminActionAllowed('void', order.status, payment?.status ?? null) || !payment) throw new ApiError(409, 'paymentNotVoidable');
  const provider = providerByName(payment.provider);
  if (!provider) throw new ApiError(503, 'paymentUnavailable');
  let outcome: ProviderOutcome;
  try {
    outcome = await provider.void(payment.reference);
  } catch (error) {
    logger().error('payment void failed', { provider: provider.name, error: errorText(error) });
    throw new ApiError(502, 'paymentUnavailable');
  }
  if (outcome.kind !== 'expired') throw new ApiError(502, 'paymentUnavailable');
  await applyPaymentEvent(db, { provider: provider.name, eventId: `${payment.reference}:admin:void`, reference: payment.reference, kind: outcome.kind, occurredAt: now }, now);
  const [after, paid] = await Promise.all([findOrderById(db, order.id), findPaymentOfOrder(db, order.id)]);
  return { orderStatus: after?.status ?? order.status, paymentStatus: paid?.status ?? payment.status, amount: fromCents(payment.amount_cents) };
}
