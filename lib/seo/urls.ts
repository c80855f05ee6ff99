/**
 * Absolute page addresses for canonical links, hreflang alternates and structured data. A store
 * view that duplicates another store's pages (the `/de` view sells the German catalogue) points
 * its canonical at that store's domain, so search engines index one page.
 */
import { getStore, getStores, type Store } from '@/lib/config/stores';
import { X_DEFAULT_STORE } from '@/lib/config/catalog-pages';

/** `store.url` carries the view's prefix (`http://localhost:3000/de`); paths are store-relative. */
export function absoluteUrl(store: Pick<Store, 'url'>, path: string): string {
  const base = store.url.replace(/\/$/, '');
  // A prefixed view's home is `/it`: `/it/` answers a redirect there (no trailing slashes), so naming it in a canonical or sitemap would send crawlers through a hop.
  if (path === '/' || path === '') return new URL(base).pathname === '/' ? `${base}/` : base;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The store whose domain owns a view's pages: its `canonicalStore`, else the view itself. */
export function canonicalStoreOf(store: Store, stores: Store[] = getStores()): Store {
  if (!store.canonicalStore) return store;
  return stores.find((s) => s.code === store.canonicalStore) ?? getStore(store.canonicalStore);
}

/** The canonical address of a store-relative path, without query string, on the owning domain. */
export function canonicalUrl(store: Store, path: string, stores: Store[] = getStores()): string {
  return absoluteUrl(canonicalStoreOf(store, stores), path.split(/[?#]/)[0]);
}

/** Stores that own their pages (no duplicating views): the candidates for hreflang alternates. */
export function hreflangStores(stores: Store[] = getStores()): Store[] {
  return stores.filter((s) => s.canonicalStore === null);
}

/** The hreflang a store answers under: its locale, or `x-default` for the international shop. */
export function hreflangOf(store: Store): string {
  return store.code === X_DEFAULT_STORE ? 'x-default' : store.i18n.defaultLocale;
}
