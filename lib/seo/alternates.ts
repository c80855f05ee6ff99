/**
 * hreflang alternates for the same page across the country domains (de-DE, de-AT, nl-NL, it-IT
 * where the page exists there, and x-default), shaped for the Metadata API's `alternates`.
 */
import { getStores, type Store, type StoreCode } from '@/lib/config/stores';
import { logger } from '@/lib/logging/logger';
import { absoluteUrl, canonicalUrl, hreflangOf, hreflangStores } from './urls';

/** The store-relative path of the same page in each store where it exists. */
export type PathsByStore = Partial<Record<StoreCode, string>>;

/** `{ 'de-DE': 'http://de.localhost/…', …, 'x-default': 'http://localhost/…' }`. */
export function hreflangLinks(paths: PathsByStore, stores: Store[] = getStores()): Record<string, string> {
  const links: Record<string, string> = {};
  for (const store of hreflangStores(stores)) {
    const path = paths[store.code];
    if (path !== undefined) links[hreflangOf(store)] = absoluteUrl(store, path);
  }
  return links;
}

export interface Alternates {
  canonical: string;
  languages: Record<string, string>;
}

/** The page's canonical (its own domain, the owning store's for duplicating views) and hreflang set. */
export function alternates(store: Store, path: string, paths: PathsByStore = {}, stores: Store[] = getStores()): Alternates {
  return { canonical: canonicalUrl(store, path, stores), languages: hreflangLinks(paths, stores) };
}

/**
 * Asks every hreflang store where the page lives there (`find` answers a store-relative path or
 * null). A store that cannot answer is left out rather than failing the page.
 */
export async function pathsAcrossStores(
  find: (store: Store) => Promise<string | null>,
  stores: Store[] = getStores(),
): Promise<PathsByStore> {
  const found = await Promise.all(
    hreflangStores(stores).map(async (store) => {
      try {
        return [store.code, await find(store)] as const;
      } catch (error) {
        logger().warn('hreflang lookup failed', { store: store.code, error: String(error) });
        return [store.code, null] as const;
      }
    }),
  );
  const paths: PathsByStore = {};
  for (const [code, path] of found) if (path !== null) paths[code] = path;
  return paths;
}
