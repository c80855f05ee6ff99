/**
 * Applies what a provider reported to the order, exactly once and in one transaction: the event
 * is recorded by (provider, event id) first, so a redelivered webhook changes nothing; the order
 * moves by the state machine from the status it has now (events may come out of order), with a
 * conditional update, so two events racing cannot both move it; the payment's own status, the
 * released stock and the confirmation mail land in the same transaction.
 */
import { ORDER_CONFIRMATION_MAIL_TEMPLATE, PAYMENT_STATUS, type PaymentEventKind, type PaymentStatus } from '@/lib/config/payments';
import { getStore, isStoreCode } from '@/lib/config/stores';
import { formatPrice } from '@/lib/i18n/format-price';
import type { Db, DbExecutor, OrderRow } from '@/lib/db/schema';
import { outboxMailer } from '../mail/mail-port';
import { fromCents } from '../money';
import { releaseCanceledOrder } from '../orders/order-lifecycle';
import { findOrderById, listOrderLines, transitionOrderStatus } from '../orders/order-repository';
import { nextOrderStatus } from './order-payment-state';
import { endPlusOfRefundedOrder, startPlusOfPaidOrder } from '../loyalty/plus';
import { takeBackOrderBeans } from '../loyalty/order-beans';
import type { PaymentEvent } from './payment-provider';
import { findPaymentByReference, recordPaymentEvent, updatePayment } from './payment-repository';

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

async function sendConfirmation(trx: DbExecutor, order: OrderRow, now: Date): Promise<void> {
  if (!isStoreCode(order.store_code)) return;
  const store = getStore(order.store_code);
  await outboxMailer(trx, now).send({
    recipient: order.email,
    template: ORDER_CONFIRMATION_MAIL_TEMPLATE,
    locale: store.i18n.defaultLocale,
    storeCode: store.code,
    variables: { incrementId: order.increment_id, grandTotal: formatPrice(fromCents(order.grand_total_cents), store.i18n) },
  });
}

/** Moves the order by `kind` and runs the transition's effects; false when the state machine says nothing changes. */
export async function moveOrderByPayment(trx: DbExecutor, order: OrderRow, kind: PaymentEventKind, now: Date): Promise<boolean> {
  const transition = nextOrderStatus(order.status, order.payment_method, kind);
  if (!transition) return false;
  const at = now.toISOString();
  if (!(await transitionOrderStatus(trx, order.id, [order.status], transition.status, at))) return false;
  if (transition.effects.includes('releaseStock')) await releaseCanceledOrder(trx, order.id, await listOrderLines(trx, [order.id]), at);
  if (transition.effects.includes('sendConfirmation')) {
    await sendConfirmation(trx, order, now);
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
  const order = await findOrderById(trx, payment.order_id);
  if (!order) return 'unknown_payment';
  const moved = await moveOrderByPayment(trx, order, event.kind, now);
  // A late failure must not overwrite a payment that succeeded: the payment follows only what moved the order, or a decline.
  if (moved || event.kind === 'declined') await updatePayment(trx, payment.id, { status: PAYMENT_STATUS_OF[event.kind], decline_reason: event.declineCode ?? null }, now.toISOString());
  return moved ? 'applied' : 'unchanged';
}
