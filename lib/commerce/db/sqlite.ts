/**
 * The embedded adapter: a SQLite file via better-sqlite3 in WAL mode, so readers never wait for
 * the writer. Kysely runs every statement of a transaction on the one connection, one transaction
 * at a time, which makes SQLite transactions serial and order placement safe.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { SQLITE_BUSY_TIMEOUT_MS } from '@/lib/config/commerce';
import type { Database } from './schema';

export function createSqliteDb(file: string): Kysely<Database> {
  mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}
