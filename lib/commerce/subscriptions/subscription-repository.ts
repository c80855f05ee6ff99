/** A customer's subscriptions: written with their order, read and changed only through their owner. */
import type { Insertable, Updateable } from 'kysely';
import { SUBSCRIPTION_STATUSES } from '@/lib/config/subscriptions';
import { allowedActions } from '@/lib/subscriptions';
import type { DbExecutor, SubscriptionRow, SubscriptionsTable } from '@/lib/db/schema';

export async function insertSubscriptions(db: DbExecutor, rows: Insertable<SubscriptionsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('subscriptions').values(rows).execute();
}

/** The customer's subscriptions, newest first. */
export function listSubscriptionsOfUser(db: DbExecutor, userId: string): Promise<SubscriptionRow[]> {
  return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** One subscription only when it belongs to the user: another customer's reads as absent. */
export function findSubscriptionOfUser(db: DbExecutor, userId: string, id: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function listSubscriptionsOfOrder(db: DbExecutor, orderId: string): Promise<SubscriptionRow[]> {
  return db.selectFrom('subscriptions').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** Whether the order started a subscription (its payment method is then kept for the cycles). */
export async function orderStartsSubscription(db: DbExecutor, orderId: string): Promise<boolean> {
  return (await db.selectFrom('subscriptions').select('id').where('order_id', '=', orderId).limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Writes the change only if the row is still as it was read (same `updated_at`), so two changes
 * sent at once cannot both apply to the same state. Answers whether it was written.
 */
export async function updateSubscription(
  db: DbExecutor,
  current: Pick<SubscriptionRow, 'id' | 'user_id' | 'updated_at'>,
  changes: Updateable<SubscriptionsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set(changes)
    .where('id', '=', current.id)
    .where('user_id', '=', current.user_id)
    .where('updated_at', '=', current.updated_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A cancelled order ends the subscriptions it started, where cancelling is still possible. */
export async function cancelSubscriptionsOfOrder(db: DbExecutor, orderId: string, at: string): Promise<void> {
  const cancellable = SUBSCRIPTION_STATUSES.filter((status) => allowedActions(status).includes('cancel'));
  await db
    .updateTable('subscriptions')
    .set({ status: 'cancelled', updated_at: at })
    .where('order_id', '=', orderId)
    .where('status', 'in', cancellable)
    .execute();
}
