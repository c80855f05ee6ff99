/**
 * What a commit survives (docs/deployment.md "PostgreSQL"). PostgreSQL flushes every commit (its default
 * `synchronous_commit = on`), so its barrier is nothing. SQLite runs with `synchronous = NORMAL` in
 * WAL mode: a commit survives a crash or kill -9 of the process at once, a power cut only once the
 * write-ahead log has been flushed, which SQLite does at every checkpoint. `makeDurable` flushes it
 * now, on libuv's thread pool (the event loop keeps serving), for what must never be lost once
 * acknowledged: a placed order, and everything committed before it.
 */
import { open } from 'node:fs/promises';
import type { Db } from './schema';

const barriers = new WeakMap<Db, () => Promise<void>>();

export function setDurabilityBarrier(db: Db, barrier: () => Promise<void>): void {
  barriers.set(db, barrier);
}

/** Resolves once everything this database has committed survives a power cut. */
export async function makeDurable(db: Db): Promise<void> {
  await barriers.get(db)?.();
}

/**
 * Flushes a file to the disk; a file that does not exist has nothing to flush (SQLite removes the
 * log after a final checkpoint, which flushed the database file itself).
 */
export async function flushFile(path: string): Promise<void> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
