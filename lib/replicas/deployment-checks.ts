/**
 * What a replica checks about its deployment: secrets it must not generate when it shares a
 * PostgreSQL database with others (start-up refuses, naming the variable), and how many replicas
 * share that database while the catalogue is the embedded index (a warning: each has its own).
 */
import { sql } from 'kysely';
import type { Db } from '@/lib/db';
import { DATABASE_URL_ENV } from '@/lib/config/commerce';
import { ELASTICSEARCH_URL_ENV, OPENSEARCH_URL_ENV } from '@/lib/config/search';
import { REPLICA_APPLICATION_NAME, REPLICA_ERRORS, SHARED_SECRET_ENVS } from '@/lib/config/replicas';

type Env = Record<string, string | undefined>;

/** Throws naming each shared secret missing from the environment while DATABASE_URL is set. */
export function requireSharedSecrets(env: Env): void {
  if (!env[DATABASE_URL_ENV]) return;
  const missing = SHARED_SECRET_ENVS.filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(missing.map(REPLICA_ERRORS.secretRequired).join('\n'));
}

/** Replicas connected to this PostgreSQL database (their LISTEN connections, this one included). */
export async function countReplicas(db: Db): Promise<number> {
  const { rows } = await sql<{ replicas: string | number }>`
    select count(*) as replicas from pg_stat_activity
    where application_name = ${REPLICA_APPLICATION_NAME} and datname = current_database()`.execute(db);
  return Number(rows[0]?.replicas ?? 0);
}

/** The warning for several replicas on an embedded index, or null when there is nothing to warn about. */
export function embeddedIndexWarning(replicas: number, env: Env): string | null {
  if (env[ELASTICSEARCH_URL_ENV] || env[OPENSEARCH_URL_ENV] || replicas < 2) return null;
  return REPLICA_ERRORS.embeddedIndexShared(replicas);
}
