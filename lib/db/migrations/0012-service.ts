/**
 * Service and discovery (issue 18):
 * - `mail_outbox` gains what delivery needs: the store the mail speaks for, attempts with the time
 *   of the next one, a lease (`claimed_by`/`claimed_until`) so two workers never send one row
 *   twice, the last error, and `failed_at` for a row that ran out of attempts.
 * - `contact_requests`: the contact and help-topic forms, kept before they are mailed.
 * - `stock_alerts`: notify-me requests for a sold-out product, one per address, product and store.
 * - `coffee_corners`: a customer's coffee preferences and data-protection acknowledgement.
 * - `users.birth_date`: set once (age check, coffee corner); removal only by customer service.
 * - `recently_viewed`: a customer's viewed products, synced from the browser.
 */
import type { Kysely, Migration } from 'kysely';

export const service: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('mail_outbox').addColumn('store_code', 'text').execute();
    await db.schema.alterTable('mail_outbox').addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'text').execute();
    await db.schema.alterTable('mail_outbox').addColumn('claimed_by', 'text').execute();
    await db.schema.alterTable('mail_outbox').addColumn('claimed_until', 'text').execute();
    await db.schema.alterTable('mail_outbox').addColumn('last_error', 'text').execute();
    await db.schema.alterTable('mail_outbox').addColumn('failed_at', 'text').execute();
    await db.schema.createIndex('mail_outbox_pending').on('mail_outbox').columns(['sent_at', 'failed_at', 'created_at']).execute();
    await db.schema
      .createTable('contact_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('store_code', 'text', (c) => c.notNull())
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('order_number', 'text')
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('attachment_name', 'text')
      .addColumn('attachment_type', 'text')
      .addColumn('attachment_base64', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('stock_alerts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('store_code', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('notified_at', 'text')
      .addUniqueConstraint('stock_alerts_email_sku_store', ['email', 'sku', 'store_code'])
      .execute();
    await db.schema
      .createTable('coffee_corners')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('preferences', 'text', (c) => c.notNull())
      .addColumn('acknowledged_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('users').addColumn('birth_date', 'text').execute();
    await db.schema
      .createTable('recently_viewed')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('viewed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('recently_viewed_pk', ['user_id', 'sku'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('recently_viewed').execute();
    await db.schema.alterTable('users').dropColumn('birth_date').execute();
    await db.schema.dropTable('coffee_corners').execute();
    await db.schema.dropTable('stock_alerts').execute();
    await db.schema.dropTable('contact_requests').execute();
    await db.schema.dropIndex('mail_outbox_pending').execute();
    for (const column of ['failed_at', 'last_error', 'claimed_until', 'claimed_by', 'next_attempt_at', 'attempts', 'store_code']) {
      await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
    }
  },
};
