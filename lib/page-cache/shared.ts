/**
 * The process's one page cache, reachable from code Next.js bundled (route handlers) as well as from
 * the server that created it: both share `globalThis`, not module instances.
 */
import type { PageCache } from './page-cache';

const SHARED_PAGE_CACHE = Symbol.for('coffee-storefront.page-cache');

type Holder = typeof globalThis & { [SHARED_PAGE_CACHE]?: PageCache };

export function shareProcessPageCache(cache: PageCache): void {
  (globalThis as Holder)[SHARED_PAGE_CACHE] = cache;
}

/** Drops every kept page of this process; false when the process serves without a page cache. */
export function clearProcessPageCache(): boolean {
  const cache = (globalThis as Holder)[SHARED_PAGE_CACHE];
  cache?.clear();
  return cache !== undefined;
}
