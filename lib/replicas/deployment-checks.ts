/**
 * What a replica checks about its deployment: how many replicas share the database while the
 * catalogue is the embedded index (a warning: each has its own). The secrets replicas must share are
 * a rule of the environment's schema (lib/config/environment.ts), checked at start-up.
 */
import { sql } from 'kysely';
import type { Db } from '@/lib/db';
import { environment, type EnvironmentSource } from '@/lib/config/environment';
import { REPLICA_APPLICATION_NAME, REPLICA_ERRORS } from '@/lib/config/replicas';

/** Replicas connected to this PostgreSQL database (their LISTEN connections, this one included). */
export async function countReplicas(db: Db): Promise<number> {
  const { rows } = await sql<{ replicas: string | number }>`
    select count(*) as replicas from pg_stat_activity
    where application_name = ${REPLICA_APPLICATION_NAME} and datname = current_database()`.execute(db);
  return Number(rows[0]?.replicas ?? 0);
}

/** The warning for several replicas on an embedded index, or null when there is nothing to warn about. */
export function embeddedIndexWarning(replicas: number, source?: EnvironmentSource): string | null {
  const config = environment(source);
  if (config.ELASTICSEARCH_URL || config.OPENSEARCH_URL || replicas < 2) return null;
  return REPLICA_ERRORS.embeddedIndexShared(replicas);
}
