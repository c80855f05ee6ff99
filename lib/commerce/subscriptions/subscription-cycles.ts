/**
 * Follow-up orders (issue 16, spec 02 §3, §4): each due subscription places its next order at
 * today's prices and tax for its store, with its addresses and the first order's payment and
 * shipping method, stock taken in the order's transaction (`placeOrder`). In that same transaction
 * the cycle claims its key `subscription:{id}:cycle:{date}` (primary key of `job_keys`) and moves
 * the schedule over the row as it was read: a second run of the cycle, by another worker or after
 * a crash, changes nothing. A card or PayPal order is placed in `pending_payment` with its charge
 * owed (`subscription-charges.ts`), which the cycle's job then takes from the saved method.
 *
 * - out of stock: no order; the cycle moves one interval and the customer gets a mail;
 * - term by end date or number of deliveries: the last delivery sets `complete`;
 * - paused, cancelled, … subscriptions are not due; skip has already moved the date.
 */
import { randomUUID } from 'node:crypto';
import { PostgresAdapter, type Insertable, type QueryCreator, type Transaction } from 'kysely';
import { SHIPPING_CARRIER_CODE, SHIPPING_METHOD_CODE } from '@/lib/config/commerce';
import { SUBSCRIPTION_REMINDER_DAYS_AHEAD } from '@/lib/config/jobs';
import { SUBSCRIPTION_MAIL_TEMPLATES, type SubscriptionTerm } from '@/lib/config/subscriptions';
import { getStore, isStoreCode } from '@/lib/config/stores';
import { claimJobKey, findJobKey } from '@/lib/jobs/job-keys';
import { addDays, addInterval, calendarDateOf, daysBetween, type CalendarDate } from '@/lib/subscriptions';
import type { Database, Db, DbExecutor, SubscriptionChargesTable, SubscriptionRow } from '@/lib/db/schema';
import { outboxMailer } from '../mail/mail-port';
import { isStockError, placeOrder } from '../orders/place-order';
import type { OrderPayloadInput } from '@/lib/contract/order';
import { findUserById } from '../users/user-repository';
import { initialOrderStatus, isAwaitingPayment } from '../payments/order-payment-state';
import { newSubscriptionCharge } from './subscription-charges';

export type CycleOutcome =
  | { kind: 'ordered'; order_id: string; increment_id: string; next_order_date: CalendarDate; status: string }
  | { kind: 'out_of_stock'; next_order_date: CalendarDate; status: string }
  | { kind: 'not_due' };

export interface CycleOptions {
  /** Tests only: runs inside the order transaction after the order is written, before the schedule moves (a crash there). */
  beforeScheduleMoves?: () => Promise<void>;
}

export function cycleKey(subscriptionId: string, date: CalendarDate): string {
  return `subscription:${subscriptionId}:cycle:${date}`;
}

export function reminderKey(subscriptionId: string, date: CalendarDate): string {
  return `subscription:${subscriptionId}:reminder:${date}`;
}

/** Running subscriptions whose next order date is today or earlier, oldest date first. */
export function listDueSubscriptions(db: DbExecutor, today: CalendarDate, limit: number): Promise<Pick<SubscriptionRow, 'id' | 'next_order_date'>[]> {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'next_order_date'])
    .where('status', '=', 'active')
    .where('next_order_date', '<=', today)
    .orderBy('next_order_date')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Running subscriptions whose next delivery is within the reminder window (after today). */
export function listSubscriptionsToRemind(db: DbExecutor, today: CalendarDate, limit: number): Promise<Pick<SubscriptionRow, 'id' | 'next_order_date'>[]> {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'next_order_date'])
    .where('status', '=', 'active')
    .where('next_order_date', '>', today)
    .where('next_order_date', '<=', addDays(today, SUBSCRIPTION_REMINDER_DAYS_AHEAD))
    .orderBy('next_order_date')
    .limit(limit)
    .execute();
}

/** The schedule after a delivery on `date`: the next date, and `complete` when the term ends with it. */
export function afterDelivery(row: SubscriptionRow, date: CalendarDate, delivered: boolean): { next_order_date: CalendarDate; deliveries_made: number; status: string } {
  const next = addInterval(date, row);
  const made = row.deliveries_made + (delivered ? 1 : 0);
  const byCount = row.term === 'deliveries' && row.deliveries !== null && made >= row.deliveries;
  const byDate = row.term === 'end_date' && row.end_date !== null && daysBetween(next, row.end_date) < 0;
  return { next_order_date: next, deliveries_made: made, status: byCount || byDate ? 'complete' : row.status };
}

/** What the cycle's transaction writes besides the schedule: its key and, for a card or PayPal order, the charge. */
interface CycleClaim {
  key: string;
  result: string | null;
  charge: Insertable<SubscriptionChargesTable> | null;
}

/**
 * Claims the cycle's key (a unique violation when it was claimed before), opens the charge and
 * moves the schedule over the row as it was read. On PostgreSQL that is one statement, the key and
 * the charge as data-modifying CTEs (two round trips fewer per order, ADR 0038); SQLite, in
 * process, runs them one by one.
 */
async function recordCycle(trx: Transaction<Database>, row: SubscriptionRow, changes: { next_order_date: string; deliveries_made: number; status: string }, at: string, claim: CycleClaim): Promise<void> {
  const claimed = { key: claim.key, result: claim.result, created_at: at };
  let writer: QueryCreator<Database> = trx;
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    // The CTEs are never read, only run: the update sees the plain schema (hence the widening casts).
    writer = trx.with('claimed_key', (q) => q.insertInto('job_keys').values(claimed)) as unknown as QueryCreator<Database>;
    const charge = claim.charge;
    if (charge) writer = writer.with('opened_charge', (q) => q.insertInto('subscription_charges').values(charge)) as unknown as QueryCreator<Database>;
  } else {
    await claimJobKey(trx, claim.key, claim.result, at);
    if (claim.charge) await trx.insertInto('subscription_charges').values(claim.charge).execute();
  }
  await moveSchedule(writer, row, changes, at);
}

async function moveSchedule(trx: QueryCreator<Database>, row: SubscriptionRow, changes: { next_order_date: string; deliveries_made: number; status: string }, at: string): Promise<void> {
  const updated_at = at === row.updated_at ? new Date(Date.parse(at) + 1).toISOString() : at;
  const result = await trx
    .updateTable('subscriptions')
    .set({ ...changes, updated_at })
    .where('id', '=', row.id)
    .where('updated_at', '=', row.updated_at)
    .executeTakeFirst();
  // The customer changed the subscription meanwhile: roll back, the next scan sees the new state.
  if (Number(result.numUpdatedRows) !== 1) throw new Error(`Subscription ${row.id} changed while its cycle ran`);
}

function orderPayload(row: SubscriptionRow, paymentMethod: string, shippingMethod: string): OrderPayloadInput {
  const addresses = JSON.parse(row.addresses) as { shipping: OrderPayloadInput['addressInformation']['shippingAddress']; billing: OrderPayloadInput['addressInformation']['billingAddress'] };
  const [carrier, ...method] = shippingMethod.split('_');
  return {
    products: [{ sku: row.sku, qty: row.qty }],
    addressInformation: {
      shippingAddress: addresses.shipping,
      billingAddress: addresses.billing,
      shipping_carrier_code: carrier || SHIPPING_CARRIER_CODE,
      shipping_method_code: method.join('_') || SHIPPING_METHOD_CODE,
      payment_method_code: paymentMethod,
    },
  };
}

/** Places the due cycle of one subscription, once. */
export async function placeSubscriptionCycle(db: Db, subscriptionId: string, now: Date, options: CycleOptions = {}): Promise<CycleOutcome> {
  const today = calendarDateOf(now);
  // The subscription with its first order's payment and shipping method, in one query.
  const found = await db
    .selectFrom('subscriptions')
    .leftJoin('orders', 'orders.id', 'subscriptions.order_id')
    .selectAll('subscriptions')
    .select(['orders.payment_method as first_payment_method', 'orders.shipping_method as first_shipping_method'])
    .where('subscriptions.id', '=', subscriptionId)
    .executeTakeFirst();
  if (!found) return { kind: 'not_due' };
  const { first_payment_method: paymentMethod, first_shipping_method: shippingMethod, ...row } = found;
  if (row.status !== 'active' || daysBetween(row.next_order_date, today) < 0) return { kind: 'not_due' };
  const date = row.next_order_date;
  const key = cycleKey(row.id, date);
  // Two reads at once (one round trip of waiting): the key and the customer.
  const [done, user] = await Promise.all([findJobKey(db, key), findUserById(db, row.user_id)]);
  if (done) return { kind: 'not_due' };
  if (!user || paymentMethod === null || shippingMethod === null || !isStoreCode(row.store_code)) throw new Error(`Subscription ${row.id} lacks its customer, first order or store`);
  const store = getStore(row.store_code);
  const at = now.toISOString();
  const mail = { recipient: user.email, locale: store.i18n.defaultLocale };
  const owed = isAwaitingPayment(initialOrderStatus(paymentMethod));
  try {
    const placed = await placeOrder(db, key, orderPayload(row, paymentMethod, shippingMethod), {
      store,
      customer: user,
      now,
      // The job key read above is the order's Idempotency-Key: no second read of it.
      keyCheckedByCaller: true,
      // The scan forgets expired keys once per run (`scanSubscriptions`), not each of its orders.
      purgesExpiredKeys: false,
      // The follow-up's line says its interval and term, as the first order's did.
      cycleOf: { interval_days: row.interval_days, interval_months: row.interval_months, term: row.term as SubscriptionTerm, end_date: row.end_date, deliveries: row.deliveries },
      async inOrderTransaction(trx, order) {
        await options.beforeScheduleMoves?.();
        // A card or PayPal order is owed by the saved method: its charge exists exactly when the order does.
        const charge = owed ? newSubscriptionCharge(order.id, row.id, at) : null;
        await recordCycle(trx, row, afterDelivery(row, date, true), at, { key, result: order.id, charge });
      },
    });
    const after = afterDelivery(row, date, true);
    return { kind: 'ordered', order_id: placed.order.id, increment_id: placed.order.increment_id, ...after };
  } catch (error) {
    if (!isStockError(error)) throw error;
  }
  const after = afterDelivery(row, date, false);
  await db.transaction().execute(async (trx) => {
    await recordCycle(trx, row, after, at, { key, result: null, charge: null });
    await outboxMailer(trx, now).send({
      ...mail,
      template: SUBSCRIPTION_MAIL_TEMPLATES.outOfStock,
      variables: { subscription_id: row.id, name: row.name, skipped_date: date, next_order_date: after.next_order_date },
    });
  });
  return { kind: 'out_of_stock', ...after };
}

/** The mail before a delivery, once per subscription and date. */
export async function sendDeliveryReminder(db: Db, subscriptionId: string, now: Date): Promise<boolean> {
  const row = await db.selectFrom('subscriptions').selectAll().where('id', '=', subscriptionId).executeTakeFirst();
  if (!row || row.status !== 'active') return false;
  const key = reminderKey(row.id, row.next_order_date);
  if (await findJobKey(db, key)) return false;
  const user = await findUserById(db, row.user_id);
  if (!user || !isStoreCode(row.store_code)) return false;
  const locale = getStore(row.store_code).i18n.defaultLocale;
  await db.transaction().execute(async (trx) => {
    await claimJobKey(trx, key, randomUUID(), now.toISOString());
    await outboxMailer(trx, now).send({
      recipient: user.email,
      locale,
      template: SUBSCRIPTION_MAIL_TEMPLATES.reminder,
      variables: { subscription_id: row.id, name: row.name, qty: String(row.qty), next_order_date: row.next_order_date },
    });
  });
  return true;
}
