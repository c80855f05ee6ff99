/**
 * The Db adapters the contract suite runs against: SQLite in a temp file always, PostgreSQL when
 * `TEST_DATABASE_URL` is set. Each opened database is fresh (a new file, or a new schema dropped
 * on close), so test files never see each other's rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createPostgresDb, createSqliteDb, migrateToLatest, type Db } from '@/lib/commerce/db';

export interface OpenedDb {
  db: Db;
  close(): Promise<void>;
}

export interface DbAdapterUnderTest {
  name: string;
  open(): Promise<OpenedDb>;
}

async function openSqlite(): Promise<OpenedDb> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-db-'));
  const db = createSqliteDb(join(dir, 'test.sqlite'));
  await migrateToLatest(db);
  return {
    db,
    async close() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(url: string): Promise<OpenedDb> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = createPostgresDb(url);
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const db = createPostgresDb(url, schema);
  await migrateToLatest(db, schema);
  return {
    db,
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
  if (url) adapters.push({ name: 'postgresql', open: () => openPostgres(url) });
  return adapters;
}
