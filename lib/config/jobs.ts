/**
 * The job runner (lib/jobs, docs/adr/0010-jobs.md): engines, leases, retries and the recurring
 * subscription scan. Plain values.
 */

/** `JOBS_ENGINE`: `table` (leases in the commerce database) or `pg-boss` (PostgreSQL only). */
export const JOBS_ENGINE_ENV = 'JOBS_ENGINE';
export const JOB_ENGINES = ['table', 'pg-boss'] as const;
export type JobEngineName = (typeof JOB_ENGINES)[number];


export const DEFAULT_PGBOSS_SCHEMA = 'pgboss';
/** pg-boss keeps its queue in PostgreSQL: refused at start-up, and by the runner's factory. */
export const PG_BOSS_NEEDS_DATABASE = `${JOBS_ENGINE_ENV}=pg-boss needs DATABASE_URL (pg-boss keeps its queue in PostgreSQL)`;
export const PGBOSS_POOL_SIZE = 4;
/**
 * Jobs a pg-boss worker runs at once (`JOBS_CONCURRENCY` overrides). Each waits mostly on round
 * trips, so eight overlap them; cycles of one coffee all update its stock row, which the order
 * takes last, just before its commit, so they queue for the row only that long (ADR 0038). Keep it
 * at or below POSTGRES_POOL_SIZE: a job holds one connection for its order's transaction.
 */
export const PGBOSS_CONCURRENCY = 8;
/** Jobs a pg-boss worker fetches per round trip; completed together in one statement. */
export const PGBOSS_BATCH_SIZE = 64;

/** A claimed job is the worker's for this long; a worker that died leaves it to be claimed again. */
export const JOB_LEASE_MS = 5 * 60_000;
/** How often an idle worker looks for due jobs. */
export const JOB_POLL_INTERVAL_MS = 2_000;
/** Jobs claimed per round trip. */
export const JOB_BATCH_SIZE = 20;
/** Attempts before a job goes to the dead letter (status `dead`). */
export const JOB_DEFAULT_RETRY_LIMIT = 5;
/** First retry after this long; each further one waits twice as long (capped). */
export const JOB_RETRY_BASE_SECONDS = 30;
export const JOB_RETRY_MAX_SECONDS = 6 * 60 * 60;
/** Finished jobs are deleted after this long (the effect keys in `job_keys` stay). */
export const JOB_DONE_RETENTION_MS = 7 * 24 * 60 * 60_000;
/** Longest error text kept with a failed job. */
export const JOB_ERROR_MAX_LENGTH = 2_000;

export const JOB_STATUS = { queued: 'queued', running: 'running', done: 'done', dead: 'dead' } as const;

/** The recurring scan of due subscriptions runs every minute. */
export const SUBSCRIPTION_SCAN_EVERY_SECONDS = 60;
/** Subscriptions handled per scan (the rest wait for the next one). */
export const SUBSCRIPTION_SCAN_LIMIT = 5_000;
/** The customer's mail before a delivery goes out this many days ahead. */
export const SUBSCRIPTION_REMINDER_DAYS_AHEAD = 3;

export const JOB_NAMES = {
  subscriptionScan: 'subscription.scan',
  subscriptionCycle: 'subscription.cycle',
  subscriptionReminder: 'subscription.reminder',
  loyaltyExpiryScan: 'loyalty.expiry-scan',
  loyaltyExpiry: 'loyalty.expiry',
  subscriptionCharge: 'subscription.charge',
  unpaidOrderSweep: 'payments.unpaid-order-sweep',
} as const;

/** The unpaid-order sweep (issue 15 §5) runs this often on the job runner. */
export const UNPAID_ORDER_SWEEP_EVERY_SECONDS = 60;
