/**
 * What the page cache may answer from memory and what it may keep: plain GET/HEAD document requests,
 * and complete 200 responses Next.js itself declared shareable (`s-maxage`, or `public` with
 * `max-age`). Anything personal (cookies set, `private`, draft mode, authorization) or another
 * representation of the URL (RSC payloads, server actions) passes through untouched.
 */
import {
  DRAFT_MODE_COOKIE,
  PAGE_CACHE_BYPASS_PATH_PREFIXES,
  PAGE_CACHE_HEADER,
  PAGE_CACHE_BYPASS_REQUEST_HEADERS,
  RSC_QUERY_PARAMETER,
} from '@/lib/config/page-cache';
import { MAX_PATH_LENGTH } from '@/lib/config/app';
import { REQUEST_ID_HEADER } from '@/lib/config/operations';

export type HeaderValue = string | string[] | number | undefined;
export type Headers = Record<string, HeaderValue>;

export interface PageRequest {
  method?: string;
  url?: string;
  headers: Headers;
}

function headerText(value: HeaderValue): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** The cache key of a request, or null when the request must reach Next.js (see the module header). */
export function pageCacheKey(request: PageRequest): string | null {
  const { method, url, headers } = request;
  if ((method !== 'GET' && method !== 'HEAD') || !url || !url.startsWith('/') || url.length > MAX_PATH_LENGTH) return null;
  if (PAGE_CACHE_BYPASS_PATH_PREFIXES.some((prefix) => url.startsWith(prefix))) return null;
  if (PAGE_CACHE_BYPASS_REQUEST_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const query = url.indexOf('?');
  if (query >= 0 && new URLSearchParams(url.slice(query + 1)).has(RSC_QUERY_PARAMETER)) return null;
  if (headerText(headers.cookie).split(';').some((pair) => pair.trim().startsWith(`${DRAFT_MODE_COOKIE}=`))) return null;
  const host = headerText(headers.host).toLowerCase();
  if (!host) return null;
  return `${host}${url}`;
}

const SECONDS = /^\d+$/;

function directives(cacheControl: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of cacheControl.split(',')) {
    const [name, value = ''] = part.trim().toLowerCase().split('=');
    if (name) found.set(name, value.replace(/^"|"$/g, ''));
  }
  return found;
}

function seconds(value: string | undefined): number | null {
  return value !== undefined && SECONDS.test(value) ? Number(value) : null;
}

/** Content encodings the cache can undo to keep the page's own bytes. */
export const DECODABLE_ENCODINGS = ['gzip', 'br', 'deflate'] as const;
export type DecodableEncoding = (typeof DECODABLE_ENCODINGS)[number];

/**
 * For how many seconds a finished response may be kept, or null if it must not be: only 200s, with
 * a shared lifetime, no cookie, not a stale copy Next.js is regenerating, in an encoding we can undo.
 */
export function storableLifetime(status: number, headers: Headers): number | null {
  if (status !== 200 || headers['set-cookie'] !== undefined) return null;
  // A page under a nonce policy belongs to one response: kept, its nonce would be everyone's (ADR 0013).
  if (/'nonce-/.test(headerText(headers['content-security-policy']))) return null;
  if (headerText(headers['x-nextjs-cache']).toUpperCase() === 'STALE') return null;
  const encoding = headerText(headers['content-encoding']).toLowerCase();
  if (encoding && !(DECODABLE_ENCODINGS as readonly string[]).includes(encoding)) return null;
  const cacheControl = directives(headerText(headers['cache-control']));
  if (['private', 'no-store', 'no-cache'].some((name) => cacheControl.has(name))) return null;
  const shared = seconds(cacheControl.get('s-maxage')) ?? (cacheControl.has('public') ? seconds(cacheControl.get('max-age')) : null);
  return shared !== null && shared > 0 ? shared : null;
}

/** Headers that describe one transfer, not the page: recomputed for every answer from the cache. */
/** Headers of one transmission, never replayed; the request id names the request that caused the page, not the one it answers. */
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'age', PAGE_CACHE_HEADER, REQUEST_ID_HEADER]);

/**
 * The response headers worth replaying from the cache. `Vary` always names `Accept-Encoding`,
 * as the cache answers each client in the encoding it accepts.
 */
export function replayableHeaders(headers: Headers): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || TRANSFER_HEADERS.has(lower)) continue;
    kept[lower] = Array.isArray(value) ? value.map(String) : String(value);
  }
  const vary = headerText(kept.vary);
  if (!vary.split(',').some((name) => ['accept-encoding', '*'].includes(name.trim().toLowerCase()))) {
    kept.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  return kept;
}

/** Whether an `If-None-Match` request header names the kept page's ETag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: HeaderValue, etag: string | undefined): boolean {
  if (!etag) return false;
  const text = headerText(ifNoneMatch);
  if (!text) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return text.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
