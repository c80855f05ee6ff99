/**
 * The durability setting (docs/deployment.md "PostgreSQL"): SQLite commits with `synchronous = NORMAL` in WAL
 * mode, also on a reopened file (better-sqlite3's build would otherwise choose per open); the
 * order flow's `makeDurable` (which flushes the log) is exercised by tests/reliability.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createSqliteDb, makeDurable } from '@/lib/db';
import * as durability from '@/lib/db/durability';
import { dbAdaptersUnderTest } from './adapters';

describe('SQLite durability', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-durability-'));
  const file = join(dir, 'durable.sqlite');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs WAL with synchronous NORMAL on a new and on a reopened file', async () => {
    for (let open = 0; open < 2; open += 1) {
      const db = createSqliteDb(file);
      const { rows: mode } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      const { rows: sync } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      expect(mode[0].journal_mode).toBe('wal');
      expect(sync[0].synchronous).toBe(1);
      await db.destroy();
    }
  });

  it('treats a missing log as nothing to flush', async () => {
    await expect(durability.flushFile(join(dir, 'no-such-file-wal'))).resolves.toBeUndefined();
  });
});

describe.each(dbAdaptersUnderTest())('makeDurable on $name', ({ open }) => {
  it('resolves after a commit', async () => {
    const opened = await open();
    try {
      await expect(makeDurable(opened.db)).resolves.toBeUndefined();
    } finally {
      await opened.close();
    }
  });
});
