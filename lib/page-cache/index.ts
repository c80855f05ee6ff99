/**
 * The in-process page cache in front of Next.js (docs/adr/0004-page-cache-in-front-of-next.md).
 */
export { PageCache, type KeptPage, type PageCacheStats } from './page-cache';
export { withPageCache, type RequestListener } from './serve';
export { clearProcessPageCache, shareProcessPageCache } from './shared';
export { negotiateEncoding } from './encodings';
export { pageCacheKey, storableLifetime } from './policy';
