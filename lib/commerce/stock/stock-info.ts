/**
 * Stock answers (spec 01 §3 "Stock info"): the stock table is the truth; a sku the table does not
 * know yet is seeded from the catalogue document's `stock`, so order placement always has a row to
 * decrement. A sku without any stock figure is reported as unknown (the "volatile" case).
 */
import type { Store } from '@/lib/config/stores';
import type { ProductStock } from '@/lib/catalog/types';
import type { DbExecutor, StockRow } from '@/lib/db/schema';
import { findCatalogProducts, type CatalogProduct } from '../catalog/product-lookup';
import { findStocks, seedStock } from './stock-repository';

export interface StockInfo {
  sku: string;
  product_id: number;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
  backorders: number;
}

function stockInfo(row: StockRow): StockInfo {
  return {
    sku: row.sku,
    product_id: row.product_id,
    qty: row.qty,
    is_in_stock: row.is_in_stock === 1,
    manage_stock: row.manage_stock === 1,
    backorders: row.backorders,
  };
}

function catalogStock({ product, child }: CatalogProduct): { id: number; stock: ProductStock | undefined } {
  return child ? { id: child.id, stock: child.stock } : { id: product.id, stock: product.stock };
}

/** Stock of the skus; skus neither the table nor the catalogue know are left out. */
export async function readStock(
  db: DbExecutor,
  store: Store,
  skus: readonly string[],
  now: Date,
  known: Map<string, CatalogProduct> | null = null,
): Promise<StockInfo[]> {
  const rows = new Map((await findStocks(db, skus)).map((row) => [row.sku, row]));
  const missing = skus.filter((sku) => !rows.has(sku));
  if (missing.length > 0) {
    const products = known ?? (await findCatalogProducts(store, missing));
    for (const sku of missing) {
      const found = products.get(sku);
      const { id, stock } = found ? catalogStock(found) : { id: 0, stock: undefined };
      if (!found || !stock) continue;
      await seedStock(db, {
        sku,
        product_id: id,
        qty: Math.trunc(stock.qty ?? 0),
        manage_stock: stock.manage_stock === false ? 0 : 1,
        backorders: stock.backorders ?? 0,
        is_in_stock: stock.is_in_stock ? 1 : 0,
        updated_at: now.toISOString(),
      });
    }
    for (const row of await findStocks(db, missing)) rows.set(row.sku, row);
  }
  return skus.flatMap((sku) => {
    const row = rows.get(sku);
    return row ? [stockInfo(row)] : [];
  });
}

/** Whether a product can be taken from stock now: in stock with quantity, backorders, or unmanaged. */
export function isAvailable(stock: StockInfo, qty: number): boolean {
  if (!stock.manage_stock || stock.backorders > 0) return true;
  return stock.is_in_stock && stock.qty >= qty;
}
