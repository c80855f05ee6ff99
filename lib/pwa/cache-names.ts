/**
 * Runtime cache names carry the host and store view, so one domain's or view's pages and
 * catalogue answers are never served for another's (the de.localhost German shop, localhost's
 * English shop and its `/de` view each have their own caches).
 */
import { CACHE_NAME_PREFIX } from '@/lib/config/pwa';

export type RuntimeCacheKind = 'pages' | 'catalog' | 'images' | 'build-assets';

/** `/de` or `de` (a catalogue call's `storeCode`) → `de`; the host's own store → ''. */
function viewCode(prefixOrCode: string): string {
  return prefixOrCode.replace(/^\//, '');
}

export function storeCacheName(kind: 'pages' | 'catalog', host: string, prefixOrCode: string): string {
  const view = viewCode(prefixOrCode);
  return `${CACHE_NAME_PREFIX}-${kind}-${host}${view ? `-${view}` : ''}`;
}

/** Images and build assets are the same for every store view of a host. */
export function sharedCacheName(kind: 'images' | 'build-assets'): string {
  return `${CACHE_NAME_PREFIX}-${kind}`;
}

/**
 * Caches of data the shop fetches again on demand (pages, catalogue answers, images): what a full
 * disk may cost (spec 01 §4 quota rule, ADR 0005). The app shell and the client state are not among them.
 */
const REFETCHABLE_KINDS: readonly RuntimeCacheKind[] = ['pages', 'catalog', 'images'];

export function isRefetchableCacheName(name: string): boolean {
  return REFETCHABLE_KINDS.some((kind) => {
    const base = `${CACHE_NAME_PREFIX}-${kind}`;
    return name === base || name.startsWith(`${base}-`);
  });
}

/** Deletes every re-fetchable cache the origin holds; the worker refills them as pages are visited. */
export async function clearRefetchableCaches(cacheStorage: Pick<CacheStorage, 'keys' | 'delete'>): Promise<void> {
  const names = await cacheStorage.keys();
  await Promise.all(names.filter(isRefetchableCacheName).map((name) => cacheStorage.delete(name)));
}
