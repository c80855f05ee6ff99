/**
 * The dispatcher the proxy uses for catalogue paths (spec 01 §2, §4; 02 §2, §8): a path outside
 * the route table is resolved through the catalogue URL map (product, category, CMS page, rewrite)
 * and rewritten to its route; a rewrite's target answers 301. The entity routes `/p/…`, `/c/…` and
 * `/i/…` are confirmed here too, so a product, category or CMS page that does not exist ends on the
 * 404 page (an unpublished page exists: its route shows it to an editor in preview only).
 * Direct access to a configurable child not visible individually answers one 301 to its parent's
 * URL (`?s={childId}` unless it is the cheapest child) while the redirect setting is on; else the
 * product fails with the visibility error, which the 404 page answers. Never more than one hop.
 * A `?s={childId}` naming a child of the product shown rewrites to the child route
 * `/p/{parentSku}/{slug}/{childSku}`, so the page reads its selection from the path; any other `s` is
 * dropped. Decisions are kept per process for the catalogue's import generation (see dispatch-memo).
 */
import { PRODUCT_LOAD_DEFAULTS } from '@/lib/config/catalog';
import { CATALOG_ERRORS } from '@/lib/config/catalog';
import { DISPATCH_LOG } from '@/lib/config/catalog-pages';
import type { Store } from '@/lib/config/stores';
import { checkProductLoad, childLink, type Category, type Product, type ProductLoadSettings } from '@/lib/catalog';
import { getCategory, getCmsPage, getProduct, resolveUrl, type UrlResolution } from '@/lib/catalog/search';
import { logger } from '@/lib/logging/logger';
import { productPath } from '@/lib/seo/catalog-paths';
import type { DispatchResult, UrlDispatcher } from './dispatch';
import { DispatchMemo } from './dispatch-memo';
import { matchRoute } from './route-table';

/** The catalogue reads the dispatcher needs, injectable for tests. */
export interface CatalogLookups {
  product(storeIndex: string, sku: string): Promise<Product | null>;
  category(storeIndex: string, slug: string): Promise<Category | null>;
  resolve(storeIndex: string, path: string): Promise<UrlResolution | null>;
  /** Whether a CMS page exists, published or draft: a draft's page decides what a shopper or an editor sees. */
  cmsPageExists(storeIndex: string, identifier: string): Promise<boolean>;
}

export const catalogLookups: CatalogLookups = {
  product: (index, sku) => getProduct(index, sku),
  category: (index, slug) => getCategory(index, 'slug', slug).catch(() => null),
  resolve: resolveUrl,
  cmsPageExists: (index, identifier) =>
    getCmsPage(index, identifier, { preview: true }).then(
      () => true,
      // Only "no such page" is an answer; a catalogue that cannot answer must not be remembered as one.
      (error: unknown) => (error instanceof Error && error.message === CATALOG_ERRORS.cmsEmpty ? false : Promise.reject(error)),
    ),
};

const rewrite = (path: string): DispatchResult => ({ kind: 'rewrite', path });
const redirect = (path: string): DispatchResult => ({ kind: 'redirect', path });

/**
 * What a log line may say of a requested path: how many segments it had, never the path, which can
 * carry whatever a visitor typed (an e-mail address, a name). The request id leads to the proxy's
 * access log when the path itself is needed.
 */
function pathShape(path: string): { segments: number } {
  return { segments: path.split('/').filter(Boolean).length };
}

function unresolved(message: string, store: Store, path: string): null {
  logger().info(message, { store: store.code, ...pathShape(path) });
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

/** A product route, extended to the child route when `?s=` names one of the product's configurable children. */
function withChosenChild(routePath: string, product: Product, childId: string | null): string {
  const child = childId === null ? undefined : product.configurable_children?.find((c) => String(c.id) === childId);
  return child && child.sku !== product.sku ? `${routePath}/${encodeURIComponent(child.sku)}` : routePath;
}

async function productRoute(
  lookups: CatalogLookups,
  store: Store,
  path: string,
  params: Record<string, string>,
  settings: ProductLoadSettings,
  childId: string | null,
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
  // The route's own child wins over `?s=`.
  return rewrite(params.childSku === undefined ? withChosenChild(`/p/${params.parentSku}/${params.slug}`, product, childId) : path);
}

async function urlMapEntry(
  lookups: CatalogLookups,
  store: Store,
  path: string,
  settings: ProductLoadSettings,
  childId: string | null,
): Promise<DispatchResult> {
  const entry = await lookups.resolve(store.catalogIndex, path);
  if (!entry) return unresolved(DISPATCH_LOG.noMapping, store, path);
  switch (entry._type) {
    case 'product': {
      const product = await lookups.product(store.catalogIndex, entry.sku);
      if (!product) return unresolved(DISPATCH_LOG.noMapping, store, path);
      const load = await loadProduct(lookups, store, product, settings);
      if (load.kind === 'answer') return load.result;
      const routePath = `/p/${encodeURIComponent(product.parentSku ?? product.sku)}/${encodeURIComponent(routeSlugOf(product))}`;
      return rewrite(withChosenChild(routePath, product, childId));
    }
    case 'category':
      return entry.slug ? rewrite(`/c/${encodeURIComponent(entry.slug)}`) : unresolved(DISPATCH_LOG.noMapping, store, path);
    case 'cms_page':
      return rewrite(`/i/${encodeURIComponent(entry.identifier)}`);
    case 'urlrewrite':
      return redirect(`/${entry.target_path.replace(/^\/+/, '')}`);
  }
}

/** The decision for a store-relative path; throws when the catalogue cannot answer. */
async function decide(
  store: Store,
  path: string,
  childId: string | null,
  lookups: CatalogLookups,
  settings: ProductLoadSettings,
): Promise<DispatchResult> {
  const matched = matchRoute(path);
  if (matched?.route.name === 'product' || matched?.route.name === 'configurable-product') {
    return productRoute(lookups, store, path, matched.params, settings, childId);
  }
  if (matched?.route.name === 'category') {
    const category = await lookups.category(store.catalogIndex, decodeURIComponent(matched.params.slug));
    if (!category || category.is_active === false) return unresolved(DISPATCH_LOG.routeNotFound, store, path);
    return rewrite(`/c/${encodeURIComponent(category.slug ?? decodeURIComponent(matched.params.slug))}`);
  }
  if (matched?.route.name === 'cms-page') {
    const exists = await lookups.cmsPageExists(store.catalogIndex, decodeURIComponent(matched.params.slug));
    return exists ? rewrite(path) : unresolved(DISPATCH_LOG.routeNotFound, store, path);
  }
  return urlMapEntry(lookups, store, path, settings, childId);
}

/** A catalogue that cannot answer (time-out, no import yet) ends on the 404 page, never in a 500. */
async function orNotFound(store: Store, path: string, decision: () => Promise<DispatchResult>): Promise<DispatchResult> {
  try {
    return await decision();
  } catch (error) {
    logger().warn(DISPATCH_LOG.routeNotFound, { store: store.code, ...pathShape(path), error: String(error) });
    return null;
  }
}

/** The dispatch decision for a store-relative path (and the `?s=` child id); lookups and settings injectable for tests. */
export async function dispatchCatalogPath(
  store: Store,
  path: string,
  lookups: CatalogLookups = catalogLookups,
  settings: ProductLoadSettings = PRODUCT_LOAD_DEFAULTS,
  childId: string | null = null,
): Promise<DispatchResult> {
  return orNotFound(store, path, () => decide(store, path, childId, lookups, settings));
}

const decisions = new DispatchMemo();

/** The proxy's dispatcher: decisions kept for the import generation; a failed lookup is not kept. */
export const dispatchCatalogUrl: UrlDispatcher = (store, path, childId) =>
  orNotFound(store, path, () => decisions.answer(store, path, childId, () => decide(store, path, childId, catalogLookups, PRODUCT_LOAD_DEFAULTS)));
