/**
 * Limit counters (issue 14): one row per limited subject (`login:account:{email}`, `login:ip:{address}`,
 * later voucher, referral and rate-limit keys), checked and consumed by one conditional upsert, so
 * parallel requests can never pass a limit together. Replaces `login_failures`, whose
 * count-then-insert let parallel logins through.
 */
import { type Kysely, type Migration } from 'kysely';

export const limitCounters: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('limit_counters')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('window_ends_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('limit_counters_window_end').on('limit_counters').column('window_ends_at').execute();
    await db.schema.dropTable('login_failures').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createTable('login_failures')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_failures_subject_time').on('login_failures').columns(['subject', 'created_at']).execute();
    await db.schema.createIndex('login_failures_created').on('login_failures').column('created_at').execute();
    await db.schema.dropTable('limit_counters').execute();
  },
};
