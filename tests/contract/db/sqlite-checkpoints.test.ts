import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createSqliteDb, type Db } from '@/lib/db';
import { SQLITE_CHECKPOINT_INTERVAL_MS, SQLITE_FALLBACK_AUTOCHECKPOINT_PAGES } from '@/lib/config/commerce';

const PAGE_BYTES = 4096;
/** Fewer pages than SQLite's own threshold (1 000): only a checkpoint from elsewhere moves them. */
const WRITTEN_PAGES = 300;

async function waitFor(condition: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  return condition();
}

describe('SQLite write-ahead log checkpoints', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-checkpoints-'));
  const file = join(dir, 'checkpoints.sqlite');
  let db: Db;
  beforeAll(() => {
    db = createSqliteDb(file);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves checkpoints to a worker: the request connection checkpoints itself only past the fallback size', async () => {
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
    expect(rows[0].wal_autocheckpoint).toBe(SQLITE_FALLBACK_AUTOCHECKPOINT_PAGES);
  });

  it('copies committed pages into the database file without the request connection doing it', async () => {
    await sql`create table filler (body blob not null)`.execute(db);
    for (let i = 0; i < WRITTEN_PAGES; i += 1) await sql`insert into filler (body) values (randomblob(${PAGE_BYTES}))`.execute(db);
    const copied = await waitFor(() => statSync(file).size >= WRITTEN_PAGES * PAGE_BYTES, 20 * SQLITE_CHECKPOINT_INTERVAL_MS);
    expect(copied).toBe(true);
  });
});
