/**
 * The commerce server's read of the catalogue: products of a store by sku, where a sku may be a
 * product's own or a configurable child's. Reads go through the catalogue search (`searchCatalog`),
 * the one door to the CatalogIndex engine. The PLUS membership product comes from the shop itself.
 */
import { CATALOG_LOOKUP_BATCH } from '@/lib/config/commerce';
import type { Store } from '@/lib/config/stores';
import { searchCatalog } from '@/lib/catalog/search/catalog-search';
import { productSchema, type ConfigurableChild, type Product } from '@/lib/catalog/types';
import { PLUS } from '@/lib/config/loyalty';
import { membershipProductDocument } from '../loyalty/membership-product';

export interface CatalogProduct {
  /** The product document the sku belongs to (the parent for a child sku). */
  product: Product;
  /** The configurable child the sku names, or null for a product's own sku. */
  child: ConfigurableChild | null;
}

async function search(store: Store, field: string, skus: string[]): Promise<Product[]> {
  const { hits } = await searchCatalog(store.catalogIndex, {
    type: 'product',
    filters: [{ field, op: 'in', value: skus }],
    size: CATALOG_LOOKUP_BATCH,
  });
  return hits.flatMap((hit) => {
    const parsed = productSchema.safeParse(hit.source);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The products (or children) the skus name in the store's catalogue; unknown skus are absent. */
export async function findCatalogProducts(store: Store, skus: readonly string[]): Promise<Map<string, CatalogProduct>> {
  const found = new Map<string, CatalogProduct>();
  // The PLUS membership is sold by the shop itself, whatever the catalogue holds (issue 17).
  if (skus.includes(PLUS.sku)) found.set(PLUS.sku, { product: membershipProductDocument(store), child: null });
  const wanted = [...new Set(skus)].filter((sku) => sku !== PLUS.sku);
  for (let i = 0; i < wanted.length; i += CATALOG_LOOKUP_BATCH) {
    const batch = wanted.slice(i, i + CATALOG_LOOKUP_BATCH);
    for (const product of await search(store, 'sku', batch)) found.set(product.sku, { product, child: null });
    const rest = batch.filter((sku) => !found.has(sku));
    if (rest.length === 0) continue;
    for (const product of await search(store, 'configurable_children.sku', rest)) {
      for (const child of product.configurable_children ?? []) {
        if (rest.includes(child.sku)) found.set(child.sku, { product, child });
      }
    }
  }
  return found;
}
