/**
 * Payments (issue 15): one payment per order (keyed by the order, so a replayed order or a second
 * "Pay now" never opens a second charge), the provider events already applied (a webhook
 * delivered twice changes the order once), and the payment method a customer saved at a provider
 * for subscriptions (only the provider's token and a label; never card data).
 */
import type { Kysely, Migration } from 'kysely';

export const payments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('decline_reason', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('payment_events')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('occurred_at', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
      .execute();
    await db.schema
      .createTable('saved_payment_methods')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('customer_reference', 'text', (c) => c.notNull())
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('orders_status_created').on('orders').columns(['status', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('orders_status_created').execute();
    await db.schema.dropTable('saved_payment_methods').execute();
    await db.schema.dropTable('payment_events').execute();
    await db.schema.dropTable('payments').execute();
  },
};
