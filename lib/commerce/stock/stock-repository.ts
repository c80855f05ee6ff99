/**
 * Stock per sku. `reserveStock` is the one conditional update order placement relies on: it
 * decrements only when enough is left or backorders are allowed, atomically in either engine.
 */
import type { Insertable } from 'kysely';
import type { DbExecutor, StockRow, StockTable } from '@/lib/db/schema';

export async function upsertStock(db: DbExecutor, row: Insertable<StockTable>): Promise<void> {
  const { sku, ...rest } = row;
  await db
    .insertInto('stock')
    .values(row)
    .onConflict((oc) => oc.column('sku').doUpdateSet(rest))
    .execute();
}

export function findStock(db: DbExecutor, sku: string): Promise<StockRow | undefined> {
  return db.selectFrom('stock').selectAll().where('sku', '=', sku).executeTakeFirst();
}

export function findStocks(db: DbExecutor, skus: readonly string[]): Promise<StockRow[]> {
  if (skus.length === 0) return Promise.resolve([]);
  return db.selectFrom('stock').selectAll().where('sku', 'in', [...skus]).orderBy('sku').execute();
}

/**
 * Takes `qty` units of a sku; false (nothing changed) when the stock is managed, too low and
 * without backorders. An untracked sku (`manage_stock` 0) always succeeds untouched.
 */
export async function reserveStock(db: DbExecutor, sku: string, qty: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('stock')
    .set((eb) => ({ qty: eb('qty', '-', qty), updated_at: at }))
    .where('sku', '=', sku)
    .where('manage_stock', '=', 1)
    .where((eb) => eb.or([eb('backorders', '>', 0), eb.and([eb('qty', '>=', qty), eb('is_in_stock', '=', 1)])]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return true;
  const row = await findStock(db, sku);
  return row !== undefined && row.manage_stock === 0;
}

/** Puts units back (order cancelled). */
export async function releaseStock(db: DbExecutor, sku: string, qty: number, at: string): Promise<void> {
  await db
    .updateTable('stock')
    .set((eb) => ({ qty: eb('qty', '+', qty), updated_at: at }))
    .where('sku', '=', sku)
    .where('manage_stock', '=', 1)
    .execute();
}

/** Writes a first stock row for a sku unless one exists (the catalogue's figure seeds the table). */
export async function seedStock(db: DbExecutor, row: Insertable<StockTable>): Promise<void> {
  await db
    .insertInto('stock')
    .values(row)
    .onConflict((oc) => oc.column('sku').doNothing())
    .execute();
}
