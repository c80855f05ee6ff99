/**
 * The output cache of catalogue pages (spec 01 §9: TTL 86 400 s). Pages read the catalogue through
 * `cachedCatalogRead`, whose entries carry the `catalog` tag and the TTL; Next.js gives a page the
 * shortest TTL and all tags of its reads, so a page is cached per store path like a static file and
 * `invalidateCatalogPages()` (called through POST /api/revalidate after `catalog:import`) drops it.
 * The page cache in front of Next.js is cleared by that route once its answer has been sent.
 */
import { revalidatePath, revalidateTag, unstable_cache } from 'next/cache';
import { catalogIndex } from '@/lib/catalog/search';
import { CATALOG_CACHE_TAG, EMPTY_CATALOG_CACHE_TTL_S, OUTPUT_CACHE_TTL_S } from '@/lib/config/cms';

/** Every page under a store view, whatever its path. */
const ALL_STORE_PAGES = '/[store]';

async function holdsCatalogue(storeIndex: string): Promise<boolean> {
  return (await catalogIndex().count(storeIndex, 'product')) > 0;
}

/**
 * Wraps a catalogue read (first argument: the store's catalogue index) in the output cache. A read
 * from an index that holds no products yet is kept only briefly (see EMPTY_CATALOG_CACHE_TTL_S).
 */
export function cachedCatalogRead<Args extends unknown[], Result>(
  name: string,
  read: (storeIndex: string, ...args: Args) => Promise<Result>,
): (storeIndex: string, ...args: Args) => Promise<Result> {
  const kept = unstable_cache(read, [CATALOG_CACHE_TAG, name], { revalidate: OUTPUT_CACHE_TTL_S, tags: [CATALOG_CACHE_TAG] });
  const brief = unstable_cache(read, [CATALOG_CACHE_TAG, name, 'empty'], { revalidate: EMPTY_CATALOG_CACHE_TTL_S, tags: [CATALOG_CACHE_TAG] });
  return async (storeIndex, ...args) => ((await holdsCatalogue(storeIndex)) ? kept : brief)(storeIndex, ...args);
}

/**
 * Drops every cached catalogue read and page at once (Next.js's output cache and the server's page
 * cache in front of it); the next visit renders from the new catalogue.
 */
export function invalidateCatalogPages(): void {
  revalidateTag(CATALOG_CACHE_TAG, { expire: 0 });
  revalidatePath(ALL_STORE_PAGES, 'layout');
}
