/**
 * Recommendations without an external service (spec 02 §2, §7, §9; issue 20): for a product, up
 * to 50 products — those bought together with it in this shop's orders, most often first, then
 * listed products of its own category — read from the catalogue, priced like any listing.
 */
import { RECOMMENDATIONS_MAX } from '@/lib/config/tracking';
import { CATEGORY_LISTING_VISIBILITY, LISTED_PRODUCT_STATUS } from '@/lib/config/search';
import type { Store } from '@/lib/config/stores';
import { searchCatalog } from '@/lib/catalog/search/catalog-search';
import type { Product } from '@/lib/catalog/types';
import { mergeRecommendations } from '@/lib/recommendations/recommendation-context';
import { findCatalogProducts } from '../catalog/product-lookup';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/schema';

/** Skus ordered together with `sku`, most often first. */
export async function boughtTogether(db: Db, sku: string, limit = RECOMMENDATIONS_MAX): Promise<string[]> {
  const rows = await db
    .selectFrom('order_lines')
    .select(['sku'])
    .select((eb) => eb.fn.count<number>('order_id').distinct().as('orders'))
    .where('order_id', 'in', (eb) => eb.selectFrom('order_lines').select('order_id').where('sku', '=', sku))
    .where('sku', '!=', sku)
    .groupBy('sku')
    .orderBy('orders', 'desc')
    .orderBy('sku')
    .limit(limit)
    .execute();
  return rows.map((row) => row.sku);
}

async function sameCategory(store: Store, product: Product, limit: number): Promise<string[]> {
  const categories = product.category_ids ?? [];
  if (categories.length === 0) return [];
  const { hits } = await searchCatalog(store.catalogIndex, {
    type: 'product',
    filters: [
      { field: 'category_ids', op: 'in', value: categories },
      { field: 'status', op: 'eq', value: LISTED_PRODUCT_STATUS },
      { field: 'visibility', op: 'in', value: [...CATEGORY_LISTING_VISIBILITY] },
    ],
    size: limit + 1,
  });
  return hits.map((hit) => (hit.source as Product).sku);
}

export async function recommendProducts(store: Store, db: Db, sku: string): Promise<Product[]> {
  const found = (await findCatalogProducts(store, [sku])).get(sku);
  if (!found) return [];
  const product = found.product;
  const [together, similar] = await Promise.all([boughtTogether(db, sku), sameCategory(store, product, RECOMMENDATIONS_MAX)]);
  const skus = mergeRecommendations(together, similar, product.sku, RECOMMENDATIONS_MAX);
  const products = await findCatalogProducts(store, skus);
  // A configurable child bought together recommends its parent, once.
  const shown = new Map<string, Product>();
  for (const s of skus) {
    const hit = products.get(s)?.product;
    if (hit && hit.sku !== product.sku && !shown.has(hit.sku)) shown.set(hit.sku, hit);
  }
  return [...shown.values()];
}

/** The same on the process's own database, for the recommendations page (app/ never opens `lib/db`). */
export async function recommendationsFor(store: Store, sku: string): Promise<Product[]> {
  return recommendProducts(store, await getDb(), sku);
}
