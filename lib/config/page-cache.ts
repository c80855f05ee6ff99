/**
 * The in-process page cache in front of Next.js (docs/adr/0004-page-cache-in-front-of-next.md): its
 * byte budget, what it never serves from memory, and how it compresses what it keeps.
 */

/** Memory for kept pages unless `PAGE_CACHE_MB` says otherwise; 0 turns the cache off. */
export const DEFAULT_PAGE_CACHE_MB = 64;
export const MAX_PAGE_CACHE_MB = 4096;
/** A single response larger than this is passed through, never kept (pages are 60–130 KB). */
export const MAX_PAGE_CACHE_ENTRY_BYTES = 2 * 1024 * 1024;

/** Response header saying how the cache treated a request: HIT, MISS (kept if storable) or BYPASS. */
export const PAGE_CACHE_HEADER = 'x-page-cache';
/** The same verdict on the request's server span, when tracing is on. */
export const PAGE_CACHE_SPAN_ATTRIBUTE = 'storefront.page_cache';

/** Paths that never pass through the cache: build output and static files have their own, APIs are personal. */
export const PAGE_CACHE_BYPASS_PATH_PREFIXES = ['/_next/', '/api/'] as const;
/**
 * Request headers whose presence asks Next.js for another representation of the same URL (the RSC
 * payload of client navigations and prefetches, server actions) or for personal content.
 */
export const PAGE_CACHE_BYPASS_REQUEST_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'authorization',
] as const;
/** Query parameter of RSC requests (cache busting for the payload of client navigations). */
export const RSC_QUERY_PARAMETER = '_rsc';
/** Next.js's draft-mode cookie: an editor in preview must never see, nor fill, the shared cache. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** Encodings the cache answers in, best first; each kept page is compressed once per encoding. */
export const PAGE_CACHE_ENCODINGS = ['br', 'gzip', 'identity'] as const;
/** Brotli quality 5 compresses a 120 KB page in a few ms, close to gzip's speed, ~15 % smaller. */
export const PAGE_CACHE_BROTLI_QUALITY = 5;
export const PAGE_CACHE_GZIP_LEVEL = 6;

