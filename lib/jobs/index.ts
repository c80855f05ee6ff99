/**
 * The job runner (issue 16, docs/adr/0010-jobs.md): `createJobRunner` picks the engine from the
 * environment. PostgreSQL (`DATABASE_URL`) runs pg-boss unless `JOBS_ENGINE=table`; the embedded
 * SQLite default runs the lease table in the same database.
 */
import { PG_BOSS_NEEDS_DATABASE, type JobEngineName } from '@/lib/config/jobs';
import type { Db } from '@/lib/db/schema';
import { PgBossJobRunner } from './pg-boss-engine';
import { TableJobRunner } from './table-engine';
import { observed } from './observed-runner';
import type { Clock, JobRunner, JobSummary } from './types';
import { environment, type EnvironmentSource } from '@/lib/config/environment';

export type { Clock, JobContext, JobDefinition, JobHandler, JobRunner, JobSummary, ScheduleOptions } from './types';
export { systemClock } from './types';
export { claimJobKey, findJobKey, isClaimedBefore } from './job-keys';
export { retryDelaySeconds } from './backoff';
export { TableJobRunner } from './table-engine';
export { PgBossJobRunner, jobIdOfKey, cronEvery } from './pg-boss-engine';

type Env = EnvironmentSource;

export function jobEngineOf(env?: Env): JobEngineName {
  const config = environment(env);
  return config.JOBS_ENGINE ?? (config.DATABASE_URL ? 'pg-boss' : 'table');
}

export interface RunnerOptions {
  db: Db;
  env?: Env;
  now?: Clock;
  concurrency?: number;
  onError?: (error: unknown, job: JobSummary) => void;
}

export function createJobRunner({ db, env, now, concurrency, onError }: RunnerOptions): JobRunner {
  const url = environment(env).DATABASE_URL;
  const engine = jobEngineOf(env);
  if (engine === 'pg-boss') {
    if (!url) throw new Error(PG_BOSS_NEEDS_DATABASE);
    return observed(new PgBossJobRunner({ connectionString: url, schema: environment(env).PGBOSS_SCHEMA, now, concurrency, onError }));
  }
  return observed(new TableJobRunner({ db, dialect: url ? 'postgres' : 'sqlite', now, concurrency, onError }));
}
