/**
 * The dispatcher the proxy uses for catalogue paths (spec 01 §2, §4; 02 §2, §8): a path outside
 * the route table is resolved through the catalogue URL map (product, category, CMS page, rewrite)
 * and rewritten to its route; a rewrite's target answers 301. The entity routes `/p/…` and `/c/…`
 * are confirmed here too, so a product or category that does not exist ends on the 404 page.
 * Direct access to a configurable child not visible individually answers one 301 to its parent's
 * URL (`?s={childId}` unless it is the cheapest child) while the redirect setting is on; else the
 * product fails with the visibility error, which the 404 page answers. Never more than one hop.
 */
import { PRODUCT_LOAD_DEFAULTS } from '@/lib/config/catalog';
import { DISPATCH_LOG } from '@/lib/config/catalog-pages';
import type { Store } from '@/lib/config/stores';
import { checkProductLoad, childLink, type Category, type Product, type ProductLoadSettings } from '@/lib/catalog/rules';
import { getCategory, getProduct, resolveUrl, type UrlResolution } from '@/lib/catalog/index';
import { logger } from '@/lib/logging/logger';
import { productPath } from '@/lib/seo/catalog-paths';
import type { DispatchResult, UrlDispatcher } from './dispatch';
import { matchRoute } from './route-table';

/** The catalogue reads the dispatcher needs, injectable for tests. */
export interface CatalogLookups {
  product(storeIndex: string, sku: string): Promise<Product | null>;
  category(storeIndex: string, slug: string): Promise<Category | null>;
  resolve(storeIndex: string, path: string): Promise<UrlResolution | null>;
}

export const catalogLookups: CatalogLookups = {
  product: (index, sku) => getProduct(index, sku),
  category: (index, slug) => getCategory(index, 'slug', slug).catch(() => null),
  resolve: resolveUrl,
};

const rewrite = (path: string): DispatchResult => ({ kind: 'rewrite', path });
const redirect = (path: string): DispatchResult => ({ kind: 'redirect', path });

function unresolved(message: string, store: Store, path: string): null {
  logger().info(message, { store: store.code, path });
  return null;
}

/** Where a product not visible individually sends the shopper: its parent's URL, child in `?s=`. */
async function parentRedirect(lookups: CatalogLookups, store: Store, product: Product, parentSku: string | null): Promise<DispatchResult> {
  const parent = parentSku ? await lookups.product(store.catalogIndex, parentSku) : null;
  if (!parent) return null;
  return redirect(childLink(productPath(parent), parent, product));
}

/** The product itself, a redirect to its parent, or null when it may not be shown. */
async function loadProduct(
  lookups: CatalogLookups,
  store: Store,
  product: Product,
  settings: ProductLoadSettings,
): Promise<{ kind: 'show' } | { kind: 'answer'; result: DispatchResult }> {
  const load = checkProductLoad(product, settings);
  if (load.kind === 'show') return { kind: 'show' };
  if (load.kind === 'fail') return { kind: 'answer', result: unresolved(load.message, store, productPath(product)) };
  return { kind: 'answer', result: await parentRedirect(lookups, store, product, load.parentSku) };
}

function routeSlugOf(product: Product): string {
  return product.slug ?? product.url_key ?? '';
}

async function productRoute(
  lookups: CatalogLookups,
  store: Store,
  path: string,
  params: Record<string, string>,
  settings: ProductLoadSettings,
): Promise<DispatchResult> {
  const product = await lookups.product(store.catalogIndex, decodeURIComponent(params.parentSku));
  if (!product) return unresolved(DISPATCH_LOG.routeNotFound, store, path);
  const load = await loadProduct(lookups, store, product, settings);
  if (load.kind === 'answer') return load.result;
  const childSku = params.childSku === undefined ? undefined : decodeURIComponent(params.childSku);
  const child = childSku === undefined || childSku === product.sku ? null : product.configurable_children?.find((c) => c.sku === childSku);
  if (child === undefined) return unresolved(DISPATCH_LOG.routeNotFound, store, path);
  // A stale or misspelt slug: one hop to the product's own address.
  if (decodeURIComponent(params.slug) !== routeSlugOf(product)) {
    return redirect(child ? childLink(productPath(product), product, child) : productPath(product));
  }
  return rewrite(path);
}

async function urlMapEntry(lookups: CatalogLookups, store: Store, path: string, settings: ProductLoadSettings): Promise<DispatchResult> {
  const entry = await lookups.resolve(store.catalogIndex, path);
  if (!entry) return unresolved(DISPATCH_LOG.noMapping, store, path);
  switch (entry._type) {
    case 'product': {
      const product = await lookups.product(store.catalogIndex, entry.sku);
      if (!product) return unresolved(DISPATCH_LOG.noMapping, store, path);
      const load = await loadProduct(lookups, store, product, settings);
      if (load.kind === 'answer') return load.result;
      const params = { parentSku: product.parentSku ?? product.sku, slug: routeSlugOf(product) };
      return rewrite(`/p/${encodeURIComponent(params.parentSku)}/${encodeURIComponent(params.slug)}`);
    }
    case 'category':
      return entry.slug ? rewrite(`/c/${encodeURIComponent(entry.slug)}`) : unresolved(DISPATCH_LOG.noMapping, store, path);
    case 'cms_page':
      return rewrite(`/i/${encodeURIComponent(entry.identifier)}`);
    case 'urlrewrite':
      return redirect(`/${entry.target_path.replace(/^\/+/, '')}`);
  }
}

/** The dispatch decision for a store-relative path; lookups and settings injectable for tests. */
export async function dispatchCatalogPath(
  store: Store,
  path: string,
  lookups: CatalogLookups = catalogLookups,
  settings: ProductLoadSettings = PRODUCT_LOAD_DEFAULTS,
): Promise<DispatchResult> {
  try {
    const matched = matchRoute(path);
    if (matched?.route.name === 'product' || matched?.route.name === 'configurable-product') {
      return await productRoute(lookups, store, path, matched.params, settings);
    }
    if (matched?.route.name === 'category') {
      const category = await lookups.category(store.catalogIndex, decodeURIComponent(matched.params.slug));
      if (!category || category.is_active === false) return unresolved(DISPATCH_LOG.routeNotFound, store, path);
      return rewrite(path);
    }
    return await urlMapEntry(lookups, store, path, settings);
  } catch (error) {
    // A catalogue that cannot answer (time-out, no import yet) must not turn into a 500.
    logger().warn(DISPATCH_LOG.routeNotFound, { store: store.code, path, error: String(error) });
    return null;
  }
}

export const dispatchCatalogUrl: UrlDispatcher = (store, path) => dispatchCatalogPath(store, path);
