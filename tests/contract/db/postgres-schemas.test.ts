/**
 * Migrations on PostgreSQL next to another schema that already holds Kysely's bookkeeping tables
 * (tests run in parallel schemas; a shared database may hold other apps): each schema gets its own.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { closeDb, createPostgresDb, getDb, migrateToLatest } from '@/lib/db';

const url = process.env.TEST_DATABASE_URL;

(url ? describe : describe.skip)('migrations beside a migrated neighbour schema', () => {
  const admin = url ? createPostgresDb(url) : null;
  const schemas: string[] = [];
  const previous = process.env.DATABASE_URL;

  async function freshSchema(): Promise<string> {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    await sql`create schema ${sql.id(schema)}`.execute(admin!);
    schemas.push(schema);
    return schema;
  }

  async function tablesIn(schema: string): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = ${schema}`.execute(admin!);
    return rows.map((row) => row.name);
  }

  beforeAll(async () => {
    const neighbour = await freshSchema();
    const db = createPostgresDb(url!, neighbour);
    await migrateToLatest(db, neighbour);
    await db.destroy();
  });

  afterAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = previous;
    for (const schema of schemas) await sql`drop schema ${sql.id(schema)} cascade`.execute(admin!);
    await admin?.destroy();
  });

  it('creates the bookkeeping and shop tables in its own schema', async () => {
    const schema = await freshSchema();
    const db = createPostgresDb(url!, schema);
    await migrateToLatest(db, schema);
    await db.destroy();
    expect(await tablesIn(schema)).toEqual(expect.arrayContaining(['kysely_migration', 'kysely_migration_lock', 'orders', 'stock']));
  });

  it('does so through the process-wide handle, whose schema comes from the search path', async () => {
    const schema = await freshSchema();
    process.env.DATABASE_URL = `${url}${url!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    await closeDb();
    await getDb();
    expect(await tablesIn(schema)).toEqual(expect.arrayContaining(['kysely_migration_lock', 'orders']));
  });
});
