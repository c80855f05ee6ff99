/**
 * What the service worker does with a request (spec 01 §2, §4; docs/architecture.md "Client state"):
 * pages are network-first per store view, catalogue answers network-first, images and build
 * assets cache-first, an order send goes to the network with background sync, and everything
 * else (cart, user, order and checkout calls, account pages) only ever goes to the network, so
 * nothing personal is cached.
 */
import { matchRoute } from '@/lib/routing/route-table';
import { splitStoreViewPath } from './store-view-path';

/** What an offline shopper gets for a page the cache does not hold. */
export type OfflinePageFallback =
  /** Product, category and CMS pages: home, with "not available in Offline mode" (spec 01 §8). */
  | 'home-with-message'
  /** A category never loaded: home, with "No products synchronized for this category." (spec 01 §8; issue 18). */
  | 'home-with-category-message'
  /** Search: the cached search page without results (spec 01 §8 "empty result"). */
  | 'empty-search'
  /** The other shop pages (cart, checkout, compare …): home. */
  | 'home';

export type RequestKind =
  | { kind: 'page'; prefix: string; offline: OfflinePageFallback }
  | { kind: 'catalog'; prefix: string }
  | { kind: 'order' }
  | { kind: 'image' }
  | { kind: 'build-asset' }
  | { kind: 'network' };

export interface RequestFacts {
  url: URL;
  method: string;
  mode: string;
  destination: string;
  /** The worker's own origin: requests to other hosts are left alone. */
  origin: string;
}

/** Account and payment-return pages: never cached, whatever they render. */
const PRIVATE_PAGE = /^\/(customer|my-account|order-success|create-password|amazonpay|coffeeclub-unsubscribe)(\/|-|$)/;
/** Named routes of the shop itself rather than of the catalogue or CMS. */
const SHOP_ROUTES = new Set(['home', 'checkout', 'checkout/login', 'compare', 'wishlist', 'microcart', 'search', 'error']);
/** Routes a catalogue product, category or CMS page answers under (any unnamed path is one, via the URL map). */
const CATALOG_ROUTES = new Set(['product', 'configurable-product', 'category', 'cms-page']);

function pageFallback(path: string): OfflinePageFallback {
  const match = matchRoute(path);
  if (match?.route.name === 'category') return 'home-with-category-message';
  if (match === null || CATALOG_ROUTES.has(match.route.name)) return 'home-with-message';
  if (match.route.name === 'search') return 'empty-search';
  return SHOP_ROUTES.has(match.route.name) ? 'home' : 'home-with-message';
}

export function classifyRequest(facts: RequestFacts, prefixes: readonly string[]): RequestKind {
  const { url, method } = facts;
  if (url.origin !== facts.origin) return { kind: 'network' };
  if (method === 'POST' && url.pathname === '/api/order') return { kind: 'order' };
  if (method !== 'GET') return { kind: 'network' };
  if (url.pathname.startsWith('/_next/static/')) return { kind: 'build-asset' };
  if (facts.destination === 'image' || url.pathname.startsWith('/catalog/') || url.pathname.startsWith('/icons/')) {
    return { kind: 'image' };
  }
  if (url.pathname === '/api/catalog' && url.searchParams.has('request')) {
    return { kind: 'catalog', prefix: url.searchParams.get('storeCode') ?? '' };
  }
  if (facts.mode !== 'navigate') return { kind: 'network' };
  const { prefix, path } = splitStoreViewPath(url.pathname, prefixes);
  if (PRIVATE_PAGE.test(path)) return { kind: 'network' };
  return { kind: 'page', prefix, offline: pageFallback(path) };
}
