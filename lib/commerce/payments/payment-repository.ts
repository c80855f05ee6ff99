/** The payments of orders, the provider events already applied, and customers' saved payment methods. */
import type { Insertable } from 'kysely';
import { SUBSCRIPTION_CHARGE_STATUS } from '@/lib/config/subscriptions';
import type { DbExecutor, PaymentRow, PaymentsTable, SavedPaymentMethodRow, SavedPaymentMethodsTable } from '@/lib/db/schema';

export function findPaymentOfOrder(db: DbExecutor, orderId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export function findPaymentByReference(db: DbExecutor, provider: string, reference: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('provider', '=', provider).where('reference', '=', reference).executeTakeFirst();
}

/** Inserts the order's payment unless it has one; answers the payment the order now has. */
export async function openPayment(db: DbExecutor, payment: Insertable<PaymentsTable>): Promise<PaymentRow> {
  await db.insertInto('payments').values(payment).onConflict((oc) => oc.column('order_id').doNothing()).execute();
  const row = await findPaymentOfOrder(db, payment.order_id);
  if (!row) throw new Error(`payment of order ${payment.order_id} vanished`);
  return row;
}

export async function updatePayment(
  db: DbExecutor,
  id: string,
  change: Partial<Pick<PaymentRow, 'status' | 'decline_reason' | 'reference' | 'session_reference' | 'provider' | 'method'>>,
  at: string,
): Promise<void> {
  await db.updateTable('payments').set({ ...change, updated_at: at }).where('id', '=', id).execute();
}

/**
 * A switch of an unpaid order's payment method, recorded beside the providers' events (the shop's
 * own, under the order): the count names the provider key of the next payment, and two switches
 * racing cannot both record the same one.
 */
const METHOD_SWITCH = { provider: 'shop', kind: 'method_switched' } as const;
const switchReference = (orderId: string) => `order:${orderId}`;

export async function countMethodSwitches(db: DbExecutor, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('payment_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('provider', '=', METHOD_SWITCH.provider)
    .where('reference', '=', switchReference(orderId))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Records the order's next method switch; false when another switch recorded it first. */
export async function recordMethodSwitch(db: DbExecutor, orderId: string, at: string): Promise<boolean> {
  const next = (await countMethodSwitches(db, orderId)) + 1;
  return recordPaymentEvent(db, { provider: METHOD_SWITCH.provider, event_id: `method-switch:${orderId}:${next}`, reference: switchReference(orderId), kind: METHOD_SWITCH.kind, occurred_at: at, received_at: at });
}

/** The order's payment attempt given up (its method was switched): the order may open a new one. */
export async function deletePayment(db: DbExecutor, id: string): Promise<void> {
  await db.deleteFrom('payments').where('id', '=', id).execute();
}

/** Records an event; false when it was recorded before (a redelivery). */
export async function recordPaymentEvent(
  db: DbExecutor,
  event: { provider: string; event_id: string; reference: string; kind: string; occurred_at: string; received_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('payment_events')
    .values(event)
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function findSavedPaymentMethod(db: DbExecutor, userId: string): Promise<SavedPaymentMethodRow | undefined> {
  return db.selectFrom('saved_payment_methods').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A customer keeps one saved method; saving another replaces it. */
export async function savePaymentMethod(db: DbExecutor, row: Insertable<SavedPaymentMethodsTable>): Promise<void> {
  await db
    .insertInto('saved_payment_methods')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ provider: row.provider, customer_reference: row.customer_reference, token: row.token, label: row.label, updated_at: row.updated_at }),
    )
    .execute();
}

/**
 * Orders waiting for their money since before `before`, oldest first; a subscription's follow-up
 * order whose charge is still being retried is not one of them (its retries decide).
 */
export function listUnpaidOrdersBefore(db: DbExecutor, statuses: readonly string[], before: string, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'payment_method'])
    .where('status', 'in', [...statuses])
    .where('created_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('subscription_charges').select('subscription_charges.order_id').whereRef('subscription_charges.order_id', '=', 'orders.id').where('subscription_charges.status', '=', SUBSCRIPTION_CHARGE_STATUS.due))),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
