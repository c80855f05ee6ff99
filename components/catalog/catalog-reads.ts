/**
 * The catalogue reads the product and category pages make besides the listing itself: tax rules
 * for pricing, products by sku (grouped and bundle parts), categories by id (breadcrumbs) and the
 * remote config (delivery estimate). Server only.
 */
import { CUSTOMER_GROUP_DEFAULTS } from '@/lib/config/catalog';
import type { Store } from '@/lib/config/stores';
import { getCategory, getTaxRules, searchCatalog } from '@/lib/catalog/index';
import { categoryPath } from '@/lib/seo';
import type { Category, PricingContext, Product } from '@/lib/catalog/rules';

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

/** The category a page shows, or null when the store has none by that slug. */
export async function findCategory(store: Store, slug: string): Promise<Category | null> {
  return getCategory(store.catalogIndex, 'slug', slug).catch(() => null);
}

/** The same category's path in another store, for hreflang; null where it does not exist. */
export async function categoryPathIn(store: Store, id: number): Promise<string | null> {
  const category = await getCategory(store.catalogIndex, 'id', id).catch(() => null);
  return category && category.is_active !== false ? categoryPath(category) : null;
}
