/**
 * A customer's contact preferences (spec 02 §2 "newsletter and e-mail/postal/WhatsApp
 * preferences"): one row per customer, flags 0/1, gone with the account.
 */
import type { Kysely, Migration } from 'kysely';

export const contactPreferences: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('contact_preferences')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('by_email', 'integer', (c) => c.notNull())
      .addColumn('by_postal', 'integer', (c) => c.notNull())
      .addColumn('by_whatsapp', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('contact_preferences').execute();
  },
};
