/**
 * Background jobs (issue 16, docs/adr/0010-jobs.md):
 * - `jobs`: the embedded engine's queue, leased row by row (PostgreSQL deployments at scale run
 *   pg-boss in its own schema instead; the table stays empty there). A job's `key` is unique, so
 *   the same work is never queued twice.
 * - `job_keys`: one row per effect that must happen once (`subscription:{id}:cycle:{date}`),
 *   written in the effect's own transaction: a second run of the same work fails on the primary
 *   key and changes nothing, whatever the runner did.
 * - `subscription_cancellations`: the cancellation form's requests (spec 02 §2, §5).
 * - `subscriptions.interval_months`: month and year intervals (spec 02 §3); null for day intervals.
 */
import type { Kysely, Migration } from 'kysely';

export const jobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.unique())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('run_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('max_attempts', 'integer', (c) => c.notNull())
      .addColumn('lease_until', 'text')
      .addColumn('locked_by', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('jobs_status_run_at').on('jobs').columns(['status', 'run_at']).execute();
    await db.schema
      .createTable('job_keys')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('result', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('subscription_cancellations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('evidence_file', 'text')
      .addColumn('evidence_type', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('subscriptions').addColumn('interval_months', 'integer').execute();
    await db.schema.createIndex('subscriptions_due').on('subscriptions').columns(['status', 'next_order_date']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('subscriptions_due').execute();
    await db.schema.alterTable('subscriptions').dropColumn('interval_months').execute();
    await db.schema.dropTable('subscription_cancellations').execute();
    await db.schema.dropTable('job_keys').execute();
    await db.schema.dropTable('jobs').execute();
  },
};
