/**
 * The embedded adapter: a SQLite file via better-sqlite3 in WAL mode with `synchronous = NORMAL`
 * (docs/deployment.md "PostgreSQL"), so readers never wait for the writer. Kysely runs every statement of a transaction on the one connection, one transaction
 * at a time, which makes SQLite transactions serial and order placement safe.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import {
  SQLITE_BUSY_TIMEOUT_MS,
  SQLITE_CHECKPOINT_INTERVAL_MS,
  SQLITE_FALLBACK_AUTOCHECKPOINT_PAGES,
  SQLITE_STATEMENT_CACHE_SIZE,
} from '@/lib/config/commerce';
import { flushFile, setDurabilityBarrier } from './durability';
import type { Database } from './schema';
import { errorText, logger } from '@/lib/logging/logger';
import { traced } from './traced-dialect';

/**
 * The checkpoint worker's code. Evaluated, not a module file, so it needs no place in the Next.js
 * bundle; it resolves better-sqlite3 from the working directory, as the server does.
 */
const CHECKPOINT_WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const SQLite = require('better-sqlite3');
const database = new SQLite(workerData.file);
database.pragma('busy_timeout = ' + workerData.busyTimeoutMs);
setInterval(() => database.pragma('wal_checkpoint(PASSIVE)'), workerData.intervalMs);
`;

/**
 * A checkpoint copies the write-ahead log into the database file and fsyncs both. Left to the
 * committing connection, one lands on a request every 1 000 pages (every ~70 orders) and blocks
 * the event loop for its fsyncs: 5–80 ms on a shared disk, for every request in flight. A worker
 * thread with its own connection checkpoints instead (PASSIVE: it never waits for, nor blocks,
 * the writer); the request connection checkpoints itself only if the log outgrows the fallback.
 * Answers the function that stops the worker.
 */
function startCheckpointWorker(file: string, database: SQLite.Database): () => void {
  database.pragma(`wal_autocheckpoint = ${SQLITE_FALLBACK_AUTOCHECKPOINT_PAGES}`);
  const worker = new Worker(CHECKPOINT_WORKER_SOURCE, {
    eval: true,
    workerData: { file, busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS, intervalMs: SQLITE_CHECKPOINT_INTERVAL_MS },
  });
  let stopped = false;
  worker.on('error', (error) => {
    if (!stopped) logger().error('SQLite checkpoint worker stopped; the connection checkpoints itself', { error: errorText(error) });
  });
  worker.unref();
  // A checkpoint cut short leaves the log intact; the next connection or checkpoint carries on.
  return () => {
    stopped = true;
    void worker.terminate();
  };
}

/**
 * Kysely prepares every query anew; the shop runs a small fixed set of queries, so prepared
 * statements are kept by their SQL text (the cache starts over if `in (…)` lists make it grow).
 */
function withStatementCache(database: SQLite.Database, onClose: () => void): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      onClose();
      database.close();
    },
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
  // Stated, not left to the build's default: no fsync per commit (2–3 ms of blocked event loop
  // each, far more on a busy disk); orders are flushed before they are acknowledged (durability.ts).
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const stopCheckpoints = startCheckpointWorker(file, database);
  const db = new Kysely<Database>({ dialect: traced(new SqliteDialect({ database: withStatementCache(database, stopCheckpoints) }), 'sqlite') });
  setDurabilityBarrier(db, () => flushFile(`${file}-wal`));
  return db;
}
