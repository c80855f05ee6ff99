/**
 * Another payment method for an order still waiting for its money (issue 35): after a declined
 * card the shopper may pay the same order another way. The order keeps its number, lines, stock
 * and amount; its open attempt is voided at the provider first (so it can no longer take money:
 * if it already did, the void fails and nothing changes), then, in one transaction, the order moves
 * to the new method only if it still stands as read, the switch is recorded (it keys the new
 * method's payment at the provider apart from the voided one) and the old attempt is dropped.
 * Cash on delivery confirms the order there and then, with its one confirmation mail (ADR 0044);
 * an online method waits for its own payment, which sends it.
 */
import { PAYMENT_STATUS } from '@/lib/config/payments';
import type { PaymentState } from '@/lib/contract/payments';
import type { Db, DbExecutor, OrderRow, PaymentRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { isConfirmedAtPlacement, sendOrderConfirmation } from '../orders/order-confirmation-mail';
import { findOrderById, listOrderLines, switchOrderPaymentMethod } from '../orders/order-repository';
import { orderStartsSubscription } from '../subscriptions/subscription-repository';
import { paymentMethods } from '../totals';
import { initialOrderStatus, isAwaitingPayment } from './order-payment-state';
import { deletePayment, recordMethodSwitch } from './payment-repository';
import { paymentState, refused, type PayableOrder } from './payments';
import { providerByName } from './provider-registry';

/** The methods the order could have been placed with (its store, lines and subscription), as the checkout offered them. */
export async function methodsForOrder(db: DbExecutor, order: OrderRow): Promise<string[]> {
  const lines = await listOrderLines(db, [order.id]);
  const totals = JSON.parse(order.totals) as { is_virtual?: boolean };
  const offered = paymentMethods({ is_virtual: totals.is_virtual === true, items: lines }, await orderStartsSubscription(db, order.id), order.store_code);
  return offered.map((method) => method.code);
}

/** The order's payment as the panel reads it, with the methods it may switch to while it waits. */
export async function paymentStateWithMethods(db: DbExecutor, payable: PayableOrder): Promise<PaymentState> {
  const state = paymentState(payable);
  return state.payable ? { ...state, methods: await methodsForOrder(db, payable.order) } : state;
}

/** Only an attempt that cannot have taken money may stay open when its void fails (nothing at the provider to void). */
const VOIDABLE_SILENTLY: readonly string[] = [PAYMENT_STATUS.created, PAYMENT_STATUS.declined];

async function voidAttempt(payment: PaymentRow): Promise<void> {
  const provider = providerByName(payment.provider);
  try {
    await provider?.void(payment.reference);
  } catch {
    if (!VOIDABLE_SILENTLY.includes(payment.status)) throw refused(409, 'paymentNotDue');
  }
}

export async function switchPaymentMethod(db: Db, payable: PayableOrder, method: string, now: Date): Promise<PaymentState> {
  const { order, payment } = payable;
  if (!isAwaitingPayment(order.status) || payment?.status === PAYMENT_STATUS.succeeded || payment?.status === PAYMENT_STATUS.pending) throw refused(409, 'paymentNotDue');
  if (method === order.payment_method) return paymentStateWithMethods(db, payable);
  if (!(await methodsForOrder(db, order)).includes(method)) throw new ApiError(400, 'invalidField', { field: 'method', problem: method });
  if (payment) await voidAttempt(payment);
  const at = now.toISOString();
  const status = initialOrderStatus(method);
  await db.transaction().execute(async (trx) => {
    // Paid, cancelled or switched by another request since it was read: this switch changes nothing.
    if (!(await switchOrderPaymentMethod(trx, order, method, status, at)) || !(await recordMethodSwitch(trx, order.id, at))) throw refused(409, 'paymentNotDue');
    if (payment) await deletePayment(trx, payment.id);
    if (isConfirmedAtPlacement(status)) await sendOrderConfirmation(trx, order, now);
  });
  const moved = await findOrderById(db, order.id);
  if (!moved) throw new ApiError(404, 'paymentNotFound');
  return paymentStateWithMethods(db, { ...payable, order: moved, payment: null });
}
