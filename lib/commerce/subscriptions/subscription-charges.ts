/**
 * Paying a subscription's follow-up order (issues 15 §6 and 16 §2): the cycle that places a card
 * or PayPal order writes its charge (`subscription_charges`) in the order's transaction; the
 * charge is tried with the customer's saved method at once, and again after each wait of
 * SUBSCRIPTION_PAYMENT_RETRY_HOURS when it fails. After the last failure, in one transaction: the
 * order is cancelled (its stock goes back), the subscription is `suspended` and the customer gets
 * a mail in the store's language. An attempt claims its number by a conditional update, so two
 * workers running the same attempt record it once; the provider call is keyed by the attempt, so
 * the money is taken at most once.
 */
import { PAYMENT_STATUS } from '@/lib/config/payments';
import { SUBSCRIPTION_CHARGE_STATUS as CHARGE, SUBSCRIPTION_MAIL_TEMPLATES, SUBSCRIPTION_PAYMENT_RETRY_HOURS } from '@/lib/config/subscriptions';
import { getStore, isStoreCode } from '@/lib/config/stores';
import type { Insertable } from 'kysely';
import type { Db, DbExecutor, SubscriptionChargeRow, SubscriptionChargesTable } from '@/lib/db/schema';
import { outboxMailer } from '../mail/mail-port';
import { findOrderById } from '../orders/order-repository';
import { moveOrderByPayment } from '../payments/apply-payment-event';
import { isAwaitingPayment } from '../payments/order-payment-state';
import { findPaymentOfOrder, updatePayment } from '../payments/payment-repository';
import { chargeSavedMethod } from '../payments/saved-methods';
import { findUserById } from '../users/user-repository';

const HOUR_MS = 3_600_000;

export type ChargeOutcome =
  | { kind: 'paid' }
  | { kind: 'retry'; attempts: number; next_attempt_at: string; result: string }
  | { kind: 'suspended'; attempts: number; result: string }
  | { kind: 'closed' }
  | { kind: 'not_due' };

/** The job key of one attempt: a charge is queued once per attempt. */
export function chargeKey(subscriptionId: string, orderId: string, attempt: number): string {
  return `subscription:${subscriptionId}:charge:${orderId}:${attempt}`;
}

/** Pure: when the attempt after `attempts` failed ones is due, or null when none is left. */
export function nextAttemptAt(attempts: number, failedAt: Date): string | null {
  const hours = SUBSCRIPTION_PAYMENT_RETRY_HOURS[attempts - 1];
  return hours === undefined ? null : new Date(failedAt.getTime() + hours * HOUR_MS).toISOString();
}

/** Written in the order's transaction: the order is owed, first attempt now. */
/** The charge a card or PayPal follow-up order opens: due at once, no attempt yet. */
export function newSubscriptionCharge(orderId: string, subscriptionId: string, at: string): Insertable<SubscriptionChargesTable> {
  return { order_id: orderId, subscription_id: subscriptionId, status: CHARGE.due, attempts: 0, next_attempt_at: at, last_result: null, created_at: at, updated_at: at };
}

export function findSubscriptionCharge(db: DbExecutor, orderId: string): Promise<SubscriptionChargeRow | undefined> {
  return db.selectFrom('subscription_charges').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** Charges whose next attempt is due at `now`, oldest first. */
export function listDueCharges(db: DbExecutor, now: Date, limit: number): Promise<Pick<SubscriptionChargeRow, 'order_id' | 'subscription_id' | 'attempts'>[]> {
  return db
    .selectFrom('subscription_charges')
    .select(['order_id', 'subscription_id', 'attempts'])
    .where('status', '=', CHARGE.due)
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/** Moves the charge from the state it was read in; false when another worker got there first. */
async function settleCharge(db: DbExecutor, row: SubscriptionChargeRow, change: { status: string; attempts: number; next_attempt_at?: string; last_result: string | null }, at: string): Promise<boolean> {
  const result = await db
    .updateTable('subscription_charges')
    .set({ ...change, updated_at: at })
    .where('order_id', '=', row.order_id)
    .where('status', '=', CHARGE.due)
    .where('attempts', '=', row.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The last attempt failed: order cancelled with its stock back, subscription suspended, customer told. */
async function suspend(db: Db, row: SubscriptionChargeRow, attempts: number, result: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    if (!(await settleCharge(trx, row, { status: CHARGE.failed, attempts, last_result: result }, at))) return false;
    const order = await findOrderById(trx, row.order_id);
    if (order) await moveOrderByPayment(trx, order, 'failed', now);
    const payment = await findPaymentOfOrder(trx, row.order_id);
    if (payment && payment.status !== PAYMENT_STATUS.succeeded) await updatePayment(trx, payment.id, { status: PAYMENT_STATUS.failed }, at);
    const subscription = await trx.selectFrom('subscriptions').selectAll().where('id', '=', row.subscription_id).executeTakeFirst();
    if (!subscription) return true;
    await trx
      .updateTable('subscriptions')
      .set({ status: 'suspended', updated_at: at })
      .where('id', '=', subscription.id)
      .where('status', 'in', ['active', 'paused'])
      .execute();
    const user = await findUserById(trx, subscription.user_id);
    if (user && isStoreCode(subscription.store_code)) {
      const locale = getStore(subscription.store_code).i18n.defaultLocale;
      const variables = { id: subscription.id, name: subscription.name, incrementId: order?.increment_id ?? '' };
      await outboxMailer(trx, now).send({
        recipient: user.email,
        locale,
        template: SUBSCRIPTION_MAIL_TEMPLATES.paymentFailed,
        variables: { ...variables, subscription_id: subscription.id, increment_id: variables.incrementId },
      });
    }
    return true;
  });
}

/**
 * One attempt at the follow-up order's charge, when it is due: paid, a retry scheduled, or (after
 * the last retry) the subscription suspended. An order settled meanwhile (paid with "Pay now",
 * cancelled) closes its charge without a provider call.
 */
export async function chargeSubscriptionOrder(db: Db, orderId: string, now: Date): Promise<ChargeOutcome> {
  const row = await findSubscriptionCharge(db, orderId);
  if (!row || row.status !== CHARGE.due || row.next_attempt_at > now.toISOString()) return { kind: 'not_due' };
  const at = now.toISOString();
  const order = await findOrderById(db, orderId);
  if (!order || !isAwaitingPayment(order.status)) {
    return (await settleCharge(db, row, { status: CHARGE.closed, attempts: row.attempts, last_result: order?.status ?? null }, at)) ? { kind: 'closed' } : { kind: 'not_due' };
  }
  const attempts = row.attempts + 1;
  const result = await chargeSavedMethod(db, orderId, now, attempts);
  if (result === 'succeeded') {
    return (await settleCharge(db, row, { status: CHARGE.paid, attempts, last_result: result }, at)) ? { kind: 'paid' } : { kind: 'not_due' };
  }
  if (result === 'nothing_to_charge') {
    return (await settleCharge(db, row, { status: CHARGE.closed, attempts, last_result: result }, at)) ? { kind: 'closed' } : { kind: 'not_due' };
  }
  // declined, no saved method, or a challenge the customer is not here to answer (off-session).
  const next = nextAttemptAt(attempts, now);
  if (next === null) return (await suspend(db, row, attempts, result, now)) ? { kind: 'suspended', attempts, result } : { kind: 'not_due' };
  return (await settleCharge(db, row, { status: CHARGE.due, attempts, next_attempt_at: next, last_result: result }, at))
    ? { kind: 'retry', attempts, next_attempt_at: next, result }
    : { kind: 'not_due' };
}
