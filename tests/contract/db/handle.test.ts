import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDb, getDb, migrateToLatest } from '@/lib/db';

describe('the process-wide database handle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-handle-'));
  const previous = process.env.SQLITE_FILE;
  beforeAll(() => {
    process.env.SQLITE_FILE = join(dir, 'handle.sqlite');
  });
  afterAll(async () => {
    await closeDb();
    process.env.SQLITE_FILE = previous;
    rmSync(dir, { recursive: true, force: true });
  });

  it("is held on globalThis under Symbol.for('storefront.db'), so every bundle shares one", async () => {
    const db = await getDb();
    expect(await getDb()).toBe(db);
    const held = (globalThis as Record<symbol, { db: unknown }>)[Symbol.for('storefront.db')];
    expect(held.db).toBe(db);
  });

  it('migrates once: running the migrations again changes nothing', async () => {
    const db = await getDb();
    await expect(migrateToLatest(db)).resolves.toBeUndefined();
    const tables = await db.introspection.getTables();
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['orders', 'stock', 'mail_outbox']));
  });

  it('opens a new handle after closing', async () => {
    const first = await getDb();
    await closeDb();
    expect(await getDb()).not.toBe(first);
  });
});
