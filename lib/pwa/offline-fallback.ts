/**
 * Offline answers for what the cache does not hold (spec 01 §2, §8): a page goes home (with the
 * "not available in Offline mode" message for product, category and CMS pages), a search shows
 * no results, a catalogue call answers an empty result instead of an error.
 */
import { OFFLINE_CATEGORY_FRAGMENT, OFFLINE_FALLBACK_FRAGMENT } from '@/lib/config/pwa';
import type { OfflinePageFallback } from './request-kind';
import { storeViewHome } from './store-view-path';

/** Where an offline shopper is sent for a page that is not cached. */
export function offlineRedirectTarget(prefix: string, fallback: OfflinePageFallback): string {
  const home = storeViewHome(prefix);
  if (fallback === 'home-with-category-message') return `${home}#${OFFLINE_CATEGORY_FRAGMENT}`;
  return fallback === 'home-with-message' ? `${home}#${OFFLINE_FALLBACK_FRAGMENT}` : home;
}

/** The view's search page without a term: what an uncached offline search shows. */
export function emptySearchPath(prefix: string): string {
  return `${prefix}/search`;
}

/** Whether the page was reached by that redirect, so it shows the message. */
export function isOfflineFallbackArrival(hash: string): boolean {
  return offlineArrivalMessage(hash) !== null;
}

/** The message key (`pwa.…`) the page shows after such a redirect, or null. */
export function offlineArrivalMessage(hash: string): 'offlinePageUnavailable' | 'categoryNotSynchronized' | null {
  if (hash === `#${OFFLINE_FALLBACK_FRAGMENT}`) return 'offlinePageUnavailable';
  return hash === `#${OFFLINE_CATEGORY_FRAGMENT}` ? 'categoryNotSynchronized' : null;
}

/** `/api/catalog`'s answer with nothing found, in its `{ code, result }` envelope. */
export function emptyCatalogAnswer(): { code: 200; result: Record<string, unknown> } {
  return {
    code: 200,
    result: { items: [], total: 0, start: 0, perPage: 0, aggregations: {}, suggestions: {}, attributeMetadata: [] },
  };
}
