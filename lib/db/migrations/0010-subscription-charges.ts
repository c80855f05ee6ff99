/**
 * Subscription charges (issues 15 and 16): a follow-up order paid by card or PayPal is charged
 * with the customer's saved method, and retried on a schedule when that fails. One row per such
 * order, written in the order's own transaction, so a charge is owed exactly when its order
 * exists, whatever happens to the process or the queue afterwards; the scan re-queues what is due.
 * - `attempts`: charges tried so far; a retry claims the next number by a conditional update.
 * - `status`: `due` (waiting for an attempt at `next_attempt_at`), `paid`, `failed` (the last
 *   attempt failed: the order is cancelled, the subscription suspended), `closed` (the order was
 *   settled some other way, e.g. paid with "Pay now").
 */
import type { Kysely, Migration } from 'kysely';

export const subscriptionCharges: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('subscription_charges')
      .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
      .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('last_result', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('subscription_charges_due').on('subscription_charges').columns(['status', 'next_attempt_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('subscription_charges').execute();
  },
};
