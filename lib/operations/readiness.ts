/**
 * What "ready" means for a replica (docs/operations.md): it is not draining, its database answers
 * and holds every migration this build knows, its catalogue engine answers, and the job runner it
 * hosts (when it hosts one) is running. Each check is one small round trip.
 */
import { sql } from 'kysely';
import { getDb, migrations } from '@/lib/db';
import { catalogIndex } from '@/lib/catalog/search';
import { getStores } from '@/lib/config/stores';
import type { Check } from './checks';

export interface ReadinessSources {
  draining(): boolean;
  /** The in-process job runner's state, or null when jobs run in `npm run worker` processes. */
  jobs: (() => 'starting' | 'running' | 'stopped') | null;
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
  const { jobs } = sources;
  if (jobs) {
    checks.jobs = () => {
      const state = jobs();
      if (state !== 'running') throw new Error(`job runner ${state}`);
    };
  }
  return checks;
}
