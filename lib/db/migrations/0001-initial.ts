/**
 * The first schema: accounts, tokens, carts, orders with idempotency keys, stock, wishlist,
 * newsletter, mail outbox and reviews. Only portable column types (text, integer), so the same
 * migration runs on SQLite and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';

export const initialSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('firstname', 'text', (c) => c.notNull())
      .addColumn('lastname', 'text', (c) => c.notNull())
      .addColumn('group_id', 'integer', (c) => c.notNull())
      .addColumn('custom_attributes', 'text', (c) => c.notNull())
      .addColumn('addresses', 'text', (c) => c.notNull())
      .addColumn('is_plus_member', 'integer', (c) => c.notNull())
      .addColumn('plus_ending_date', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('refresh_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('family_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('revoked_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

    await db.schema
      .createTable('password_reset_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('login_failures')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_failures_subject_time')
      .on('login_failures')
      .columns(['subject', 'created_at'])
      .execute();

    await db.schema
      .createTable('carts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('store_code', 'text', (c) => c.notNull())
      .addColumn('coupon_code', 'text')
      .addColumn('shipping_country', 'text', (c) => c.notNull())
      .addColumn('shipping_method', 'text')
      .addColumn('payment_method', 'text')
      .addColumn('address_information', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('carts_user_status').on('carts').columns(['user_id', 'status']).execute();

    await db.schema
      .createTable('cart_lines')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('parent_sku', 'text')
      .addColumn('qty', 'integer', (c) => c.notNull())
      .addColumn('product_type', 'text')
      .addColumn('product_option', 'text')
      .addColumn('checksum', 'text', (c) => c.notNull())
      .addColumn('is_subscription', 'integer', (c) => c.notNull())
      .addColumn('is_free_product', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('cart_lines_cart').on('cart_lines').column('cart_id').execute();

    await db.schema
      .createTable('orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('increment_id', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('store_code', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('payment_method', 'text', (c) => c.notNull())
      .addColumn('shipping_method', 'text', (c) => c.notNull())
      .addColumn('addresses', 'text', (c) => c.notNull())
      .addColumn('totals', 'text', (c) => c.notNull())
      .addColumn('grand_total_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('orders_user_created').on('orders').columns(['user_id', 'created_at']).execute();

    await db.schema
      .createTable('order_lines')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('qty', 'integer', (c) => c.notNull())
      .addColumn('price_incl_tax_cents', 'integer', (c) => c.notNull())
      .addColumn('row_total_incl_tax_cents', 'integer', (c) => c.notNull())
      .addColumn('tax_rate_basis_points', 'integer', (c) => c.notNull())
      .addColumn('product_option', 'text')
      .execute();
    await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();

    await db.schema
      .createTable('order_idempotency_keys')
      .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('payload_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('stock')
      .addColumn('sku', 'text', (c) => c.primaryKey())
      .addColumn('product_id', 'integer', (c) => c.notNull())
      .addColumn('qty', 'integer', (c) => c.notNull())
      .addColumn('manage_stock', 'integer', (c) => c.notNull())
      .addColumn('backorders', 'integer', (c) => c.notNull())
      .addColumn('is_in_stock', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('wishlist_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('product_id', 'integer')
      .addColumn('qty', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('wishlist_items_user_sku', ['user_id', 'sku'])
      .execute();

    await db.schema
      .createTable('newsletter_subscriptions')
      .addColumn('email', 'text', (c) => c.primaryKey())
      .addColumn('store_code', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('confirmation_token_hash', 'text', (c) => c.unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      .execute();

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('template', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .execute();

    await db.schema
      .createTable('reviews')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('store_code', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('product_id', 'integer', (c) => c.notNull())
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    const tables = [
      'reviews',
      'mail_outbox',
      'newsletter_subscriptions',
      'wishlist_items',
      'stock',
      'order_idempotency_keys',
      'order_lines',
      'orders',
      'cart_lines',
      'carts',
      'login_failures',
      'password_reset_tokens',
      'refresh_tokens',
      'users',
    ];
    for (const table of tables) await db.schema.dropTable(table).execute();
  },
};
