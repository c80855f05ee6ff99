/**
 * The Db adapters the contract suite runs against: SQLite in a temp file always, PostgreSQL when
 * `TEST_DATABASE_URL` is set. Each opened database is fresh (a new file, or a new schema dropped
 * on close), so test files never see each other's rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { createPostgresDb, createSqliteDb, migrateToLatest, type Db } from '@/lib/db';
import { migrations } from '@/lib/db/migrations';

export interface OpenedDb {
  db: Db;
  /** The environment another process needs to open the same database (SQLITE_FILE or DATABASE_URL). */
  env: Record<string, string>;
  /** Brings a database opened at an older version to the latest one. */
  migrateToLatest(): Promise<void>;
  close(): Promise<void>;
}

export interface DbAdapterUnderTest {
  name: string;
  /** A fresh database at the latest schema, or at the named migration (a test of the next one). */
  open(upTo?: string): Promise<OpenedDb>;
}

async function migrate(db: Db, upTo: string | undefined, schema?: string): Promise<void> {
  if (upTo === undefined) return migrateToLatest(db, schema);
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema }).migrateTo(upTo);
  if (error) throw error;
}

async function openSqlite(upTo?: string): Promise<OpenedDb> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-db-'));
  const db = createSqliteDb(join(dir, 'test.sqlite'));
  await migrate(db, upTo);
  return {
    db,
    env: { SQLITE_FILE: join(dir, 'test.sqlite') },
    migrateToLatest: () => migrateToLatest(db),
    async close() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(url: string, upTo?: string): Promise<OpenedDb> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = createPostgresDb(url);
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const db = createPostgresDb(url, schema);
  await migrate(db, upTo, schema);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return {
    db,
    env: { DATABASE_URL: withSchema.toString() },
    migrateToLatest: () => migrateToLatest(db, schema),
    async close() {
      await db.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}

export function dbAdaptersUnderTest(): DbAdapterUnderTest[] {
  const adapters: DbAdapterUnderTest[] = [{ name: 'sqlite', open: openSqlite }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) adapters.push({ name: 'postgresql', open: (upTo) => openPostgres(url, upTo) });
  return adapters;
}
