/**
 * The catalogue reads the product and category pages make besides the listing itself: the page's
 * own product or category, tax rules for pricing, products by sku (grouped and bundle parts),
 * categories by id (breadcrumbs) and the remote config (delivery estimate). Server only.
 */
import { CUSTOMER_GROUP_DEFAULTS } from '@/lib/config/catalog';
import type { Store } from '@/lib/config/stores';
import { getCategory, getProduct, getTaxRules, searchCatalog } from '@/lib/catalog/search';
import { cachedCatalogRead } from './output-cache';
import { categoryPath } from '@/lib/seo';
import { isRouteTablePath } from '@/lib/routing/route-table';
import type { Category, PricingContext, Product } from '@/lib/catalog';

/** Prices as a guest sees them in the store's default country; the page never knows the shopper. */
export async function guestPricing(store: Store): Promise<PricingContext> {
  return {
    taxRules: await getTaxRules(store.catalogIndex),
    country: store.tax.defaultCountry,
    customerGroupId: CUSTOMER_GROUP_DEFAULTS.defaultGroupId,
    now: new Date(),
  };
}

export async function productsBySku(store: Store, skus: readonly string[]): Promise<Product[]> {
  if (skus.length === 0) return [];
  const result = await searchCatalog(store.catalogIndex, { type: 'product', filters: [{ field: 'sku', op: 'in', value: [...skus] }], size: skus.length });
  const bySku = new Map(result.hits.map((hit) => [(hit.source as Product).sku, hit.source as Product]));
  return skus.flatMap((sku) => (bySku.has(sku) ? [bySku.get(sku) as Product] : []));
}

export async function categoriesById(store: Store, ids: readonly number[]): Promise<Category[]> {
  if (ids.length === 0) return [];
  const result = await searchCatalog(store.catalogIndex, { type: 'category', filters: [{ field: 'id', op: 'in', value: [...ids] }], size: ids.length });
  return result.hits.map((hit) => hit.source as Category);
}

/*
 * The entity a page shows is read through the output cache: the page takes the read's `catalog`
 * tag and TTL, so it is cached for the spec's 86 400 s and dropped when an import invalidates the tag
 * (and kept only briefly while the index is still empty).
 */

/** The category a page shows, or null when the store has none by that slug. */
export const findCategory = cachedCatalogRead('category-by-slug', (storeIndex: string, slug: string): Promise<Category | null> =>
  getCategory(storeIndex, 'slug', slug).catch(() => null),
);

/** The product a page shows, by sku, or null. */
export const findProduct = cachedCatalogRead('product-by-sku', (storeIndex: string, sku: string) => getProduct(storeIndex, sku));

/** The same category's path in another store, for hreflang; null where it does not exist or the route table takes its path. */
export async function categoryPathIn(store: Store, id: number): Promise<string | null> {
  const category = await getCategory(store.catalogIndex, 'id', id).catch(() => null);
  if (!category || category.is_active === false) return null;
  const path = categoryPath(category);
  return isRouteTablePath(path) ? null : path;
}
