/** Indexes for the retention purges: idempotency keys and login failures are deleted by age. */
import type { Kysely, Migration } from 'kysely';

export const retentionIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('order_idempotency_keys_created').on('order_idempotency_keys').column('created_at').execute();
    await db.schema.createIndex('login_failures_created').on('login_failures').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('login_failures_created').execute();
    await db.schema.dropIndex('order_idempotency_keys_created').execute();
  },
};
