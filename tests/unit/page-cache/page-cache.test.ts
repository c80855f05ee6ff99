import { PageCache } from '@/lib/page-cache/page-cache';
import { MAX_PAGE_CACHE_ENTRY_BYTES } from '@/lib/config/page-cache';

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

const html = (bytes: number) => ({ headers: { 'content-type': 'text/html', etag: '"e"' }, body: Buffer.alloc(bytes, 'a'), lifetimeS: 60 });

describe('PageCache', () => {
  it('answers a kept page until its lifetime ends', () => {
    const time = clock();
    const cache = new PageCache(10_000, time.now);
    expect(cache.keep('k', html(100), cache.ticket())).toBe(true);
    expect(cache.lookup('k')?.etag).toBe('"e"');
    time.advance(59_999);
    expect(cache.lookup('k')).toBeDefined();
    time.advance(1);
    expect(cache.lookup('k')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ pages: 0, bytes: 0 });
  });

  it('lets the least recently used pages go once the budget is passed', () => {
    const cache = new PageCache(300, clock().now);
    cache.keep('a', html(100), cache.ticket());
    cache.keep('b', html(100), cache.ticket());
    cache.keep('c', html(100), cache.ticket());
    cache.lookup('a');
    cache.keep('d', html(100), cache.ticket());
    expect(cache.lookup('b')).toBeUndefined();
    expect(['a', 'c', 'd'].every((key) => cache.lookup(key))).toBe(true);
    expect(cache.stats()).toMatchObject({ pages: 3, bytes: 300 });
  });

  it('counts each encoding made of a page against the budget', () => {
    const cache = new PageCache(100_000, clock().now);
    cache.keep('a', { ...html(0), body: Buffer.from('Kaffee '.repeat(5000)) }, cache.ticket());
    const page = cache.lookup('a')!;
    const gzip = cache.body(page, 'gzip');
    expect(cache.body(page, 'gzip')).toBe(gzip);
    expect(cache.stats().bytes).toBe(35_000 + gzip.length);
  });

  it('replaces a page kept again under the same key', () => {
    const cache = new PageCache(10_000, clock().now);
    cache.keep('a', html(100), cache.ticket());
    cache.keep('a', html(200), cache.ticket());
    expect(cache.stats()).toMatchObject({ pages: 1, bytes: 200 });
  });

  it('refuses pages too large for an entry or the budget, and keeps nothing when off', () => {
    expect(new PageCache(MAX_PAGE_CACHE_ENTRY_BYTES * 4).keep('a', html(MAX_PAGE_CACHE_ENTRY_BYTES + 1), 0)).toBe(false);
    const small = new PageCache(50);
    expect(small.keep('a', html(51), small.ticket())).toBe(false);
    const off = new PageCache(0);
    expect(off.enabled).toBe(false);
    expect(off.keep('a', html(1), off.ticket())).toBe(false);
  });

  it('never keeps a response whose request arrived before a clear, and keeps the next one at once', () => {
    const time = clock();
    const cache = new PageCache(10_000, time.now);
    cache.keep('a', html(100), cache.ticket());
    const inFlight = cache.ticket();
    time.advance(5);
    const sameMoment = cache.ticket();
    cache.clear();
    expect(cache.lookup('a')).toBeUndefined();
    expect(cache.keep('a', html(100), inFlight)).toBe(false);
    expect(cache.keep('a', html(100), sameMoment)).toBe(false);
    time.advance(1);
    expect(cache.keep('a', html(100), cache.ticket())).toBe(true);
    expect(cache.stats()).toMatchObject({ pages: 1, clears: 1 });
  });
});
