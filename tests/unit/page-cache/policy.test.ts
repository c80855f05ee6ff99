import { etagMatches, pageCacheKey, replayableHeaders, storableLifetime } from '@/lib/page-cache/policy';
import { environment } from '@/lib/config/environment';

const page = (overrides: Partial<{ method: string; url: string; headers: Record<string, string> }> = {}) => ({
  method: overrides.method ?? 'GET',
  url: overrides.url ?? '/kaffee/espresso',
  headers: { host: 'de.localhost:3000', ...overrides.headers },
});

describe('pageCacheKey', () => {
  it('keys a plain document request by host and URL, query included', () => {
    expect(pageCacheKey(page({ url: '/c/kaffee?sort=final_price:asc' }))).toBe('de.localhost:3000/c/kaffee?sort=final_price:asc');
    expect(pageCacheKey(page({ headers: { host: 'DE.Localhost:3000' } }))).toBe('de.localhost:3000/kaffee/espresso');
    expect(pageCacheKey(page({ method: 'HEAD' }))).toBe('de.localhost:3000/kaffee/espresso');
  });

  it('tells store domains apart', () => {
    expect(pageCacheKey(page({ headers: { host: 'at.localhost:3000' } }))).not.toBe(pageCacheKey(page()));
  });

  it.each([
    ['a POST', page({ method: 'POST' })],
    ['an API call', page({ url: '/api/cart/pull' })],
    ['build output', page({ url: '/_next/static/chunks/app.js' })],
    ['an RSC navigation', page({ headers: { rsc: '1' } })],
    ['a router prefetch', page({ headers: { 'next-router-prefetch': '1' } })],
    ['a segment prefetch', page({ headers: { 'next-router-segment-prefetch': '/_tree' } })],
    ['a server action', page({ headers: { 'next-action': 'abc' } })],
    ['an RSC payload by query', page({ url: '/kaffee?_rsc=1x2y' })],
    ['an editor in draft mode', page({ headers: { cookie: 'a=1; __prerender_bypass=secret' } })],
    ['an authorised request', page({ headers: { authorization: 'Bearer x' } })],
    ['a request without host', { method: 'GET', url: '/', headers: {} }],
    ['an absolute-form URL', page({ url: 'http://evil.example/' })],
    ['an over-long URL', page({ url: `/${'a'.repeat(3000)}` })],
  ])('passes %s through to Next.js', (_name, request) => {
    expect(pageCacheKey(request)).toBeNull();
  });

  it('keeps shoppers with ordinary cookies on the cache (pages never read cookies)', () => {
    expect(pageCacheKey(page({ headers: { cookie: 'cart=abc; token=xyz' } }))).toBe('de.localhost:3000/kaffee/espresso');
  });
});

describe('storableLifetime', () => {
  const cached = { 'cache-control': 's-maxage=86400, stale-while-revalidate=31449600', 'content-type': 'text/html' };

  it('keeps a page for the shared lifetime Next.js gave it', () => {
    expect(storableLifetime(200, cached)).toBe(86_400);
    expect(storableLifetime(200, { 'cache-control': 'public, max-age=60' })).toBe(60);
    expect(storableLifetime(200, { ...cached, 'content-encoding': 'gzip' })).toBe(86_400);
  });

  it.each([
    ['a 404', 404, cached],
    ['a redirect', 301, cached],
    ['a response setting a cookie', 200, { ...cached, 'set-cookie': ['a=1'] }],
    ['a private response', 200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }],
    ['a no-store response', 200, { 'cache-control': 's-maxage=60, no-store' }],
    ['a browser-only lifetime', 200, { 'cache-control': 'max-age=60' }],
    ['a zero lifetime', 200, { 'cache-control': 's-maxage=0' }],
    ['no cache-control at all', 200, {}],
    ['a stale copy Next.js is regenerating', 200, { ...cached, 'x-nextjs-cache': 'STALE' }],
    ['an encoding the cache cannot undo', 200, { ...cached, 'content-encoding': 'zstd' }],
  ])('never keeps %s', (_name, status, headers) => {
    expect(storableLifetime(status as number, headers as Record<string, string>)).toBeNull();
  });
});

describe('replayableHeaders', () => {
  it('drops transfer headers and makes Vary name Accept-Encoding', () => {
    const kept = replayableHeaders({
      'Content-Type': 'text/html',
      'content-length': 10,
      'content-encoding': 'gzip',
      date: 'x',
      'x-page-cache': 'MISS',
      'x-nextjs-prerender': ['1', '1'],
      vary: 'rsc, next-router-state-tree',
    });
    expect(kept).toEqual({ 'content-type': 'text/html', 'x-nextjs-prerender': ['1', '1'], vary: 'rsc, next-router-state-tree, Accept-Encoding' });
    expect(replayableHeaders({ vary: 'Accept-Encoding' }).vary).toBe('Accept-Encoding');
    expect(replayableHeaders({}).vary).toBe('Accept-Encoding');
  });
});

describe('etagMatches', () => {
  it('compares weakly and accepts lists and *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches('"abc"', undefined)).toBe(false);
  });
});

describe('PAGE_CACHE_MB', () => {
  it('reads whole megabytes, 0 for off, 64 MB by default', () => {
    expect(environment({}).PAGE_CACHE_MB).toBe(64);
    expect(environment({ PAGE_CACHE_MB: '0' }).PAGE_CACHE_MB).toBe(0);
    expect(environment({ PAGE_CACHE_MB: ' 128 ' }).PAGE_CACHE_MB).toBe(128);
  });

  it.each(['-1', '1.5', 'lots', '99999'])('refuses PAGE_CACHE_MB=%s naming the variable', (value) => {
    expect(() => environment({ PAGE_CACHE_MB: value }).PAGE_CACHE_MB).toThrow(/PAGE_CACHE_MB "[^"]*": use a whole number/);
  });
});
