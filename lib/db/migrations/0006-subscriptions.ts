/**
 * Subscriptions (spec 02 §3): one row per subscribed order line, created in the order's
 * transaction. The id is the order number and the line's position, so a line can never start
 * two subscriptions; a customer's list is read by user and start.
 */
import type { Kysely, Migration } from 'kysely';

export const subscriptions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('subscriptions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
      .addColumn('store_code', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('qty', 'integer', (c) => c.notNull())
      .addColumn('price_incl_tax_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('interval_days', 'integer', (c) => c.notNull())
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('next_order_date', 'text', (c) => c.notNull())
      .addColumn('term', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text')
      .addColumn('deliveries', 'integer')
      .addColumn('deliveries_made', 'integer', (c) => c.notNull())
      .addColumn('addresses', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('subscriptions_user_start').on('subscriptions').columns(['user_id', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('subscriptions').execute();
  },
};
