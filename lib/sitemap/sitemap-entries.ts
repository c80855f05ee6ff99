/**
 * The pages a domain's sitemap lists, read from the catalogue: for every store view on the host
 * that owns its pages (the `/de` view duplicates the German domain and is left out), the home page,
 * the published CMS pages, the active categories and the products that have a page of their own.
 * Products are read in id order, a batch at a time, so a catalogue of any size fits.
 */
import { categoryListQuery, listCmsPages, searchCatalog } from '@/lib/catalog/search';
import type { Category, Product } from '@/lib/catalog';
import { cmsPagePath } from '@/lib/cms';
import { SITEMAP_PRODUCT_BATCH } from '@/lib/config/seo';
import { LISTED_PRODUCT_STATUS, VISIBILITY_NOT_VISIBLE_INDIVIDUALLY } from '@/lib/config/search';
import { getStores, type Store } from '@/lib/config/stores';
import { isRouteTablePath } from '@/lib/routing/route-table';
import { absoluteUrl, categoryPath, productPath } from '@/lib/seo';
import { lastmodOf, type SitemapEntry } from './sitemap-xml';

const PRODUCT_FIELDS = ['id', 'sku', 'parentSku', 'slug', 'url_key', 'url_path', 'name', 'type_id', 'updated_at'];

/** The store views served on the same host as `store` that own their pages, unprefixed first. */
export function sitemapStores(store: Store, stores: Store[] = getStores()): Store[] {
  return stores
    .filter((s) => s.canonicalStore === null && s.hosts.some((h) => store.hosts.includes(h)))
    .sort((a, b) => Number(a.prefix !== null) - Number(b.prefix !== null));
}

async function* productBatches(storeIndex: string): AsyncGenerator<Product[]> {
  let after = -Infinity;
  for (;;) {
    const result = await searchCatalog(storeIndex, {
      type: 'product',
      filters: [
        { field: 'status', op: 'eq', value: LISTED_PRODUCT_STATUS },
        { field: 'visibility', op: 'gt', value: VISIBILITY_NOT_VISIBLE_INDIVIDUALLY },
        ...(Number.isFinite(after) ? [{ field: 'id', op: 'gt' as const, value: after }] : []),
      ],
      sort: 'id:asc',
      size: SITEMAP_PRODUCT_BATCH,
      includeFields: PRODUCT_FIELDS,
    });
    const products = result.hits.map((hit) => hit.source as Product);
    if (products.length > 0) yield products;
    if (products.length < SITEMAP_PRODUCT_BATCH) return;
    after = Number(products[products.length - 1].id);
  }
}

/** Store-relative pages of one store view, with their last change where known. */
export async function storeSitemapPaths(store: Store): Promise<Array<{ path: string; lastmod?: string }>> {
  const [pages, categories] = await Promise.all([
    listCmsPages(store.catalogIndex),
    searchCatalog(store.catalogIndex, categoryListQuery({ onlyWithProducts: false })),
  ]);
  const paths = new Map<string, string | undefined>([['/', undefined]]);
  for (const page of pages) {
    const path = cmsPagePath(page.identifier, store.i18n.defaultLocale);
    if (!paths.has(path)) paths.set(path, lastmodOf(page.updated_at));
  }
  for (const hit of categories.hits) {
    const category = hit.source as Category;
    if (!category.url_path && !category.slug) continue;
    const path = categoryPath(category);
    // A page of the route table answers there (the menu category "Sale" at /sale): listed as that page, if at all.
    if (!isRouteTablePath(path)) paths.set(path, lastmodOf(category.updated_at));
  }
  for await (const batch of productBatches(store.catalogIndex)) {
    for (const product of batch) {
      const path = productPath(product);
      if (!isRouteTablePath(path)) paths.set(path, lastmodOf(product.updated_at));
    }
  }
  return [...paths].map(([path, lastmod]) => (lastmod ? { path, lastmod } : { path }));
}

/** Every sitemap entry of the domain `store` is served on, as absolute URLs. */
export async function domainSitemapEntries(store: Store, stores: Store[] = getStores()): Promise<SitemapEntry[]> {
  const perStore = await Promise.all(
    sitemapStores(store, stores).map(async (view) =>
      (await storeSitemapPaths(view)).map(({ path, lastmod }) => ({ loc: absoluteUrl(view, path), ...(lastmod ? { lastmod } : {}) })),
    ),
  );
  return perStore.flat();
}
