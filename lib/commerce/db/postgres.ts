/**
 * The server adapter: PostgreSQL via a `pg` pool. `schema` sets the search path, so tests can run
 * in a throw-away schema per run and production can keep the default `public`.
 */
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { DB_ERRORS, POSTGRES_POOL_SIZE } from '@/lib/config/commerce';
import type { Database } from './schema';

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export function createPostgresDb(url: string, schema?: string): Kysely<Database> {
  if (!isPostgresUrl(url)) throw new Error(DB_ERRORS.unsupportedUrl);
  const pool = new Pool({
    connectionString: url,
    max: POSTGRES_POOL_SIZE,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
