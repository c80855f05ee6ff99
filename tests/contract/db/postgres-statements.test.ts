import { sql } from 'kysely';
import { dbAdaptersUnderTest, type OpenedDb } from './adapters';
import { findStock } from '@/lib/commerce/stock/stock-repository';

const postgres = dbAdaptersUnderTest().find((adapter) => adapter.name === 'postgresql');

// Runs only with TEST_DATABASE_URL (as .ci/run sets it); SQLite keeps its statements in sqlite.ts.
(postgres ? describe : describe.skip)('statements on PostgreSQL', () => {
  let opened: OpenedDb;
  beforeAll(async () => {
    if (postgres) opened = await postgres.open();
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('prepares a parameterised query once per connection and runs it again by name', async () => {
    const prepared = await opened.db.transaction().execute(async (trx) => {
      await findStock(trx, 'A');
      await findStock(trx, 'B');
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
      return rows.map((row) => row.statement);
    });
    expect(prepared.filter((statement) => statement.startsWith('select * from "stock" where "sku" = $1'))).toHaveLength(1);
  });

  it('sends a statement without parameters unprepared', async () => {
    const prepared = await opened.db.transaction().execute(async (trx) => {
      await sql`select 1 as one`.execute(trx);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
      return rows.map((row) => row.statement);
    });
    expect(prepared).not.toContain('select 1 as one');
  });
});
