/**
 * The job runner (issue 16, docs/adr/0010-jobs.md): `createJobRunner` picks the engine from the
 * environment. PostgreSQL (`DATABASE_URL`) runs pg-boss unless `JOBS_ENGINE=table`; the embedded
 * SQLite default runs the lease table in the same database.
 */
import { DATABASE_URL_ENV } from '@/lib/config/commerce';
import { DEFAULT_PGBOSS_SCHEMA, JOB_ENGINES, JOBS_ENGINE_ENV, PGBOSS_SCHEMA_ENV, type JobEngineName } from '@/lib/config/jobs';
import type { Db } from '@/lib/db/schema';
import { PgBossJobRunner } from './pg-boss-engine';
import { TableJobRunner } from './table-engine';
import { observed } from './observed-runner';
import type { Clock, JobRunner, JobSummary } from './types';

export type { Clock, JobContext, JobDefinition, JobHandler, JobRunner, JobSummary, ScheduleOptions } from './types';
export { systemClock } from './types';
export { claimJobKey, findJobKey, isClaimedBefore } from './job-keys';
export { retryDelaySeconds } from './backoff';
export { TableJobRunner } from './table-engine';
export { PgBossJobRunner, jobIdOfKey, cronEvery } from './pg-boss-engine';

type Env = Record<string, string | undefined>;

export function jobEngineOf(env: Env): JobEngineName {
  const asked = env[JOBS_ENGINE_ENV];
  if (asked && (JOB_ENGINES as readonly string[]).includes(asked)) return asked as JobEngineName;
  return env[DATABASE_URL_ENV] ? 'pg-boss' : 'table';
}

export interface RunnerOptions {
  db: Db;
  env: Env;
  now?: Clock;
  concurrency?: number;
  onError?: (error: unknown, job: JobSummary) => void;
}

export function createJobRunner({ db, env, now, concurrency, onError }: RunnerOptions): JobRunner {
  const url = env[DATABASE_URL_ENV];
  const engine = jobEngineOf(env);
  if (engine === 'pg-boss') {
    if (!url) throw new Error(`${JOBS_ENGINE_ENV}=pg-boss needs ${DATABASE_URL_ENV}`);
    return observed(new PgBossJobRunner({ connectionString: url, schema: env[PGBOSS_SCHEMA_ENV] || DEFAULT_PGBOSS_SCHEMA, now, concurrency, onError }));
  }
  return observed(new TableJobRunner({ db, dialect: url ? 'postgres' : 'sqlite', now, concurrency, onError }));
}
