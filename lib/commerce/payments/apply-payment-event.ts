/**
 * Applies what a provider reported to the order, exactly once and in one transaction: the event
 * is recorded by (provider, event id) first, so a redelivered webhook changes nothing; the order
 * moves by the state machine from the status it has now (events may come out of order), with a
 * conditional update, so two events racing cannot both move it; the payment's own status, the
 * released stock and the confirmation mail land in the same transaction. A subscription order's
 * payment keeps its method (when the provider kept it) as the customer's saved method, so the next
 * cycle is charged without them.
 */
import { PAYMENT_STATUS, type PaymentEventKind, type PaymentStatus } from '@/lib/config/payments';
import type { Db, DbExecutor, OrderRow } from '@/lib/db/schema';
import { sendOrderConfirmation } from '../orders/order-confirmation-mail';
import { releaseCanceledOrder } from '../orders/order-lifecycle';
import { findOrderById, listOrderLines, transitionOrderStatus } from '../orders/order-repository';
import { nextOrderStatus } from './order-payment-state';
import { endPlusOfRefundedOrder, startPlusOfPaidOrder } from '../loyalty/plus';
import { takeBackOrderBeans } from '../loyalty/order-beans';
import { countPaymentOutcome } from '@/lib/observability/metrics';
import type { PaymentEvent } from './payment-provider';
import { findPaymentByReference, recordPaymentEvent, savePaymentMethod, updatePayment } from './payment-repository';
import { orderStartsSubscription } from '../subscriptions/subscription-repository';

export type EventResult = 'applied' | 'duplicate' | 'unchanged' | 'unknown_payment';

const PAYMENT_STATUS_OF: Record<PaymentEventKind, PaymentStatus> = {
  succeeded: PAYMENT_STATUS.succeeded,
  pending: PAYMENT_STATUS.pending,
  declined: PAYMENT_STATUS.declined,
  failed: PAYMENT_STATUS.failed,
  expired: PAYMENT_STATUS.canceled,
  refunded: PAYMENT_STATUS.refunded,
  reversed: PAYMENT_STATUS.refunded,
};

/** Moves the order by `kind` and runs the transition's effects; false when the state machine says nothing changes. */
export async function moveOrderByPayment(trx: DbExecutor, order: OrderRow, kind: PaymentEventKind, now: Date): Promise<boolean> {
  const transition = nextOrderStatus(order.status, order.payment_method, kind);
  if (!transition) return false;
  const at = now.toISOString();
  if (!(await transitionOrderStatus(trx, order.id, [order.status], transition.status, at))) return false;
  if (transition.effects.includes('releaseStock')) await releaseCanceledOrder(trx, order.id, await listOrderLines(trx, [order.id]), at);
  if (transition.effects.includes('sendConfirmation')) {
    await sendOrderConfirmation(trx, order, now);
    await startPlusOfPaidOrder(trx, order, now);
  }
  if (kind === 'refunded') {
    await endPlusOfRefundedOrder(trx, order, now);
    // The whole money went back: the order's beans go back with it (the ledger's own rule decides order_cancelled or order_refund).
    await takeBackOrderBeans(trx, order.id, at);
  }
  return true;
}

export function applyPaymentEvent(db: Db, event: PaymentEvent, now: Date): Promise<EventResult> {
  return db.transaction().execute((trx) => applyPaymentEventIn(trx, event, now));
}

/** applyPaymentEvent inside a transaction the caller holds (a refund's bookkeeping and its order move land together). */
export async function applyPaymentEventIn(trx: DbExecutor, event: PaymentEvent, now: Date): Promise<EventResult> {
  const payment = await findPaymentByReference(trx, event.provider, event.reference);
  if (!payment) return 'unknown_payment';
  const fresh = await recordPaymentEvent(trx, {
    provider: event.provider,
    event_id: event.eventId,
    reference: event.reference,
    kind: event.kind,
    occurred_at: event.occurredAt.toISOString(),
    received_at: now.toISOString(),
  });
  if (!fresh) return 'duplicate';
  // Each event is counted once, when first recorded (a provider's resent webhook is a duplicate above).
  countPaymentOutcome(event.provider, event.kind);
  const order = await findOrderById(trx, payment.order_id);
  if (!order) return 'unknown_payment';
  const moved = await moveOrderByPayment(trx, order, event.kind, now);
  // A late failure must not overwrite a payment that succeeded: the payment follows only what moved the order, or a decline.
  if (moved || event.kind === 'declined') await updatePayment(trx, payment.id, { status: PAYMENT_STATUS_OF[event.kind], decline_reason: event.declineCode ?? null }, now.toISOString());
  if (event.kind === 'succeeded') await keepSubscriptionMethod(trx, order, event, now);
  return moved ? 'applied' : 'unchanged';
}

/** The method that paid an order starting a subscription becomes its customer's saved method (the one the cycles charge). */
async function keepSubscriptionMethod(trx: DbExecutor, order: OrderRow, event: PaymentEvent, now: Date): Promise<void> {
  const method = event.reusableMethod;
  if (!method || !order.user_id || !(await orderStartsSubscription(trx, order.id))) return;
  await savePaymentMethod(trx, { user_id: order.user_id, provider: event.provider, customer_reference: method.customerReference, token: method.token, label: method.label, updated_at: now.toISOString() });
}
