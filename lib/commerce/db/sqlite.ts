/**
 * The embedded adapter: a SQLite file via better-sqlite3 in WAL mode, so readers never wait for
 * the writer. Kysely runs every statement of a transaction on the one connection, one transaction
 * at a time, which makes SQLite transactions serial and order placement safe.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { SQLITE_BUSY_TIMEOUT_MS, SQLITE_STATEMENT_CACHE_SIZE } from '@/lib/config/commerce';
import type { Database } from './schema';

/**
 * Kysely prepares every query anew; the shop runs a small fixed set of queries, so prepared
 * statements are kept by their SQL text (the cache starts over if `in (…)` lists make it grow).
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= SQLITE_STATEMENT_CACHE_SIZE) statements.clear();
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

export function createSqliteDb(file: string): Kysely<Database> {
  mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
}
