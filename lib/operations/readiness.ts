/**
 * What "ready" means for a replica (docs/operations.md): it is not draining, its database answers
 * and holds every migration this build knows, its catalogue engine answers, and the job runner it
 * hosts (when it hosts one) is running. Each check is one small round trip.
 */
import { sql } from 'kysely';
import { getDb, migrations } from '@/lib/db';
import { catalogIndex } from '@/lib/catalog/search';
import { getStores } from '@/lib/config/stores';
import { JOB_HEARTBEAT_STALE_MS } from '@/lib/config/operations';
import type { Check } from './checks';

/** What readiness knows of the in-process job runner. */
export interface JobRunnerPulse {
  state: 'starting' | 'running' | 'stopped';
  /** When its polling loop last came round (`JobRunner.lastHeartbeat`), null before it started. */
  lastHeartbeat: Date | null;
}

export interface ReadinessSources {
  draining(): boolean;
  /** The in-process job runner, or null when jobs run in `npm run worker` processes. */
  jobs: (() => JobRunnerPulse) | null;
  /** The clock the heartbeat is held to (the runner's, which is the system's in a server). */
  now?: () => Date;
}

const KNOWN_MIGRATIONS = Object.keys(migrations);

export function readinessChecks(sources: ReadinessSources): Record<string, Check> {
  const checks: Record<string, Check> = {
    draining: () => {
      if (sources.draining()) throw new Error('draining: this replica is shutting down');
    },
    database: async () => {
      await sql`select 1`.execute(await getDb());
    },
    migrations: async () => {
      const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(await getDb());
      const names = new Set(applied.rows.map((row) => row.name));
      const missing = KNOWN_MIGRATIONS.filter((name) => !names.has(name));
      if (missing.length > 0) throw new Error(`not applied: ${missing.join(', ')}`);
    },
    catalogue: async () => {
      await catalogIndex().count(getStores()[0].catalogIndex, 'product');
    },
  };
  if (sources.jobs) checks.jobs = jobRunnerCheck(sources.jobs, sources.now ?? (() => new Date()));
  return checks;
}

/** Running, and its polling loop came round within `JOB_HEARTBEAT_STALE_MS`: a stuck loop is no live runner. */
export function jobRunnerCheck(pulse: () => JobRunnerPulse, now: () => Date, staleAfterMs = JOB_HEARTBEAT_STALE_MS): Check {
  return () => {
    const { state, lastHeartbeat } = pulse();
    if (state !== 'running') throw new Error(`job runner ${state}`);
    const silentMs = lastHeartbeat === null ? Infinity : now().getTime() - lastHeartbeat.getTime();
    if (silentMs > staleAfterMs) {
      throw new Error(`job runner stuck: its polling loop last came round ${lastHeartbeat === null ? 'never' : `${Math.round(silentMs / 1000)} s ago`} (limit ${staleAfterMs / 1000} s)`);
    }
  };
}
