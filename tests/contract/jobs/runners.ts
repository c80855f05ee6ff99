/**
 * The job engines the contract suite runs: the lease table on SQLite always, and on PostgreSQL
 * (TEST_DATABASE_URL) both the lease table and pg-boss, each pg-boss in its own throw-away schema.
 */
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { PgBossJobRunner, TableJobRunner, type Clock, type JobRunner } from '@/lib/jobs';
import { dbAdaptersUnderTest, type OpenedDb } from '../db/adapters';

export interface RunnerUnderTest {
  name: string;
  open(): Promise<OpenedDb>;
  /** A runner on the opened database; every runner made for one database shares its queue. */
  runner(opened: OpenedDb, now: Clock, queue: string): JobRunner;
  /** A new queue name (a pg-boss schema), dropped by `dropQueue`. */
  newQueue(): string;
  dropQueue(queue: string): Promise<void>;
}

export function runnersUnderTest(): RunnerUnderTest[] {
  const out: RunnerUnderTest[] = [];
  for (const adapter of dbAdaptersUnderTest()) {
    const dialect = adapter.name === 'sqlite' ? 'sqlite' : 'postgres';
    out.push({
      name: `table on ${adapter.name}`,
      open: () => adapter.open(),
      runner: (opened, now) => new TableJobRunner({ db: opened.db, dialect, now }),
      newQueue: () => 'jobs',
      dropQueue: async () => undefined,
    });
  }
  const url = process.env.TEST_DATABASE_URL;
  const pg = dbAdaptersUnderTest().find((a) => a.name === 'postgresql');
  if (url && pg) {
    out.push({
      name: 'pg-boss on postgresql',
      open: () => pg.open(),
      runner: (_opened, now, queue) => new PgBossJobRunner({ connectionString: url, schema: queue, now, supervise: false }),
      newQueue: () => `pgboss_test_${randomBytes(5).toString('hex')}`,
      async dropQueue(queue) {
        const pool = new Pool({ connectionString: url, max: 1 });
        await pool.query(`drop schema if exists ${queue} cascade`);
        await pool.end();
      },
    });
  }
  return out;
}
