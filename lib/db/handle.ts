/**
 * The process-wide database handle. Held on `globalThis` under `Symbol.for('storefront.db')`
 * because middleware and app are bundled apart: a module-level singleton would exist once per
 * bundle, the global symbol exists once per process. The adapter is chosen from the environment:
 * `DATABASE_URL` (PostgreSQL) or else a SQLite file (`SQLITE_FILE`, default under `.data/`).
 */
import type { Kysely } from 'kysely';
import path from 'node:path';
import {
  DB_HANDLE_KEY,
  DEFAULT_SQLITE_FILE_NAME,
  } from '@/lib/config/commerce';
import { migrateToLatest } from './migrations';
import { createPostgresDb, currentSchema } from './postgres';
import type { Database } from './schema';
import { createSqliteDb } from './sqlite';
import { environment, type EnvironmentSource } from '@/lib/config/environment';

type Env = EnvironmentSource;

interface DbHandle {
  db: Kysely<Database>;
  /** Resolves once the schema is at the latest version. */
  ready: Promise<Kysely<Database>>;
}

const handleKey = Symbol.for(DB_HANDLE_KEY);
type GlobalWithDb = typeof globalThis & { [handleKey]?: DbHandle };

/** Opens the adapter the environment names; the caller migrates. */
export function openDb(env?: Env): Kysely<Database> {
  const url = environment(env).DATABASE_URL;
  if (url) return createPostgresDb(url);
  return createSqliteDb(environment(env).SQLITE_FILE || path.join(environment(env).DATA_DIR, DEFAULT_SQLITE_FILE_NAME));
}

/** The migrated process-wide database, opened on first use. */
export function getDb(): Promise<Kysely<Database>> {
  const holder = globalThis as GlobalWithDb;
  if (!holder[handleKey]) {
    const db = openDb();
    const schema = environment().DATABASE_URL ? currentSchema(db) : Promise.resolve(undefined);
    holder[handleKey] = { db, ready: schema.then((name) => migrateToLatest(db, name)).then(() => db) };
  }
  return holder[handleKey].ready;
}

/** Closes and forgets the process-wide handle (shutdown, tests). */
export async function closeDb(): Promise<void> {
  const holder = globalThis as GlobalWithDb;
  const handle = holder[handleKey];
  if (!handle) return;
  delete holder[handleKey];
  await handle.ready.catch(() => undefined);
  await handle.db.destroy();
}
