/**
 * What the proxy does with a page request, as one pure decision: 400 for a malformed path, 301 for
 * a route-table alias (query kept), else a rewrite to the internal `/{storeCode}/…` tree that
 * `app/[store]` serves. Unknown paths go through the URL dispatcher first, and so do the entity
 * routes (product, category): the dispatcher confirms the entity exists, redirects, or leaves the
 * path to the 404 page. The query a catalogue page depends on is carried into the internal path
 * (`?s=` as the child route, a category's filters, sort and page as listing segments), so pages
 * never read the query and each is cached by path. Never reads cookies.
 */
import { CHILD_QUERY_PARAM } from '@/lib/config/catalog';
import type { Store } from '@/lib/config/stores';
import { listingFromQuery, listingSegments } from './listing-path';
import { canonicalPathForAlias, matchRoute, ROUTES_WITHOUT_PAGES } from './route-table';
import { checkPath } from './path-guard';
import { resolveStore } from './resolve-store';
import { storePath } from './store-path';
import { noDispatch, type UrlDispatcher } from './dispatch';

export type RoutingDecision =
  | { kind: 'bad-request' }
  | { kind: 'redirect'; location: string; status: 301 }
  | { kind: 'rewrite'; path: string; store: Store; status?: 404 };

/** The internal route of the 404 page (app/[store]/(default)/404). */
export const NOT_FOUND_PATH = '/404';

/** Named routes that show a catalogue entity (product, category, CMS page); only the dispatcher knows whether it exists. */
export const ENTITY_ROUTE_NAMES: readonly string[] = ['product', 'configurable-product', 'category', 'cms-page'];

export interface PageRequest {
  host: string | null;
  pathname: string;
  search: string;
}

/** Path inside the internal tree for a store-relative path: `/c/x` in `de_at` → `/de_at/c/x`. */
export function internalPath(store: Store, path: string): string {
  return path === '/' ? `/${store.code}` : `/${store.code}${path}`;
}

export async function routeRequest(request: PageRequest, dispatch: UrlDispatcher = noDispatch): Promise<RoutingDecision> {
  const verdict = checkPath(request.pathname);
  if (verdict === 'bad-request') return { kind: 'bad-request' };
  const { store, path } = resolveStore(request.host, request.pathname);
  if (verdict === 'not-found') return notFound(store);

  const canonical = canonicalPathForAlias(path);
  if (canonical) {
    return { kind: 'redirect', location: `${storePath(store, canonical)}${request.search}`, status: 301 };
  }
  const matched = matchRoute(path);
  if (matched && ROUTES_WITHOUT_PAGES.has(matched.route.name)) return notFound(store);
  if (path === '/' || (matched && !ENTITY_ROUTE_NAMES.includes(matched.route.name))) {
    return { kind: 'rewrite', path: internalPath(store, path), store };
  }

  const query = new URLSearchParams(request.search);
  const dispatched = await dispatch(store, path, query.get(CHILD_QUERY_PARAM));
  if (dispatched?.kind === 'redirect') {
    return { kind: 'redirect', location: withQuery(storePath(store, dispatched.path), request.search), status: 301 };
  }
  if (dispatched?.kind === 'rewrite') return { kind: 'rewrite', path: internalPath(store, withListing(dispatched.path, query)), store };
  return notFound(store);
}

/** A category route with the request's listing selection as path segments; other routes as they are. */
function withListing(routePath: string, query: URLSearchParams): string {
  if (matchRoute(routePath)?.route.name !== 'category') return routePath;
  return [routePath, ...listingSegments(listingFromQuery(query))].join('/');
}

/** The request's query joined to a target that may carry its own (`?s=12` + `?utm=x`). */
function withQuery(target: string, search: string): string {
  if (search === '' || search === '?') return target;
  return target.includes('?') ? `${target}&${search.slice(1)}` : `${target}${search}`;
}

/** The store's 404 page, answered with status 404. */
function notFound(store: Store): RoutingDecision {
  return { kind: 'rewrite', path: internalPath(store, NOT_FOUND_PATH), store, status: 404 };
}
