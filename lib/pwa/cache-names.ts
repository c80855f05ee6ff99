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
