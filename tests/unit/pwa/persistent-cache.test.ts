import {
  PERSISTENT_CACHE_ITERATE_TIMEOUT_MS,
  PERSISTENT_CACHE_TIMEOUT_MS,
  PERSISTENT_CACHE_WARNINGS,
  PERSISTENT_CACHE_WRITE_ERROR_LIMIT,
  STORAGE_QUOTA_CHECK_INTERVAL_MS,
} from '@/lib/config/pwa';
import { createPersistentCache, createPersistentCaches, type CacheStore } from '@/lib/pwa';

/** A localforage-like store in memory whose calls can be made to fail or hang. */
function fakeStore(initial: Record<string, unknown> = {}) {
  const data = new Map<string, unknown>(Object.entries(initial));
  const faults = { get: null as unknown, set: [] as unknown[], hang: false };
  const never = () => new Promise<never>(() => undefined);
  const store: CacheStore = {
    async getItem<T>(key: string) {
      if (faults.hang) return never();
      if (faults.get) throw faults.get;
      return (data.get(key) as T) ?? null;
    },
    async setItem<T>(key: string, value: T) {
      if (faults.hang) return never();
      const fault = faults.set.shift();
      if (fault) throw fault;
      data.set(key, value);
      return value;
    },
    async removeItem(key) {
      data.delete(key);
    },
    async iterate<T, U>(iteratee: (value: T, key: string, n: number) => U) {
      if (faults.hang) return never();
      let n = 0;
      for (const [key, value] of data) iteratee(value as T, key, (n += 1));
      return undefined as U;
    },
    async length() {
      return data.size;
    },
    async clear() {
      data.clear();
    },
  };
  return { store, data, faults };
}

const quotaError = () => Object.assign(new Error('full'), { name: 'QuotaExceededError' });

function cacheWith(store: CacheStore, onQuotaError: 'clear-all-and-retry' | 'clear-own' = 'clear-all-and-retry') {
  const warn = jest.fn();
  const clearAll = jest.fn(async () => store.clear());
  return { cache: createPersistentCache({ name: 'catalog', store, onQuotaError, clearAll, warn }), warn, clearAll };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('persistent cache (spec 01 §4, §8, §9)', () => {
  it('reads and writes through to the store', async () => {
    const { store, data } = fakeStore({ a: 1 });
    const { cache } = cacheWith(store);
    await expect(cache.getItem('a')).resolves.toBe(1);
    await expect(cache.setItem('b', 2)).resolves.toBe(true);
    expect(data.get('b')).toBe(2);
  });

  it('turns persistence off for reads after 1 read error and answers from memory', async () => {
    const { store, faults } = fakeStore();
    const { cache, warn } = cacheWith(store);
    await cache.setItem('a', 'kept');
    faults.get = new Error('broken');
    await expect(cache.getItem('a')).resolves.toBe('kept');
    expect(cache.status.readsOn).toBe(false);
    expect(warn).toHaveBeenCalledWith(PERSISTENT_CACHE_WARNINGS.disabled, expect.objectContaining({ cache: 'catalog' }));
    faults.get = null;
    const spy = jest.spyOn(store, 'getItem');
    await cache.getItem('a');
    expect(spy).not.toHaveBeenCalled();
  });

  it('turns persistence off for writes after 30 write errors, with the warning once', async () => {
    const { store, faults, data } = fakeStore();
    const { cache, warn } = cacheWith(store);
    faults.set = Array.from({ length: PERSISTENT_CACHE_WRITE_ERROR_LIMIT }, () => new Error('write failed'));
    for (let i = 0; i < PERSISTENT_CACHE_WRITE_ERROR_LIMIT - 1; i += 1) await cache.setItem(`k${i}`, i);
    expect(cache.status.writesOn).toBe(true);
    await cache.setItem('last', 1);
    expect(cache.status.writesOn).toBe(false);
    await cache.setItem('after', 2);
    expect(data.has('after')).toBe(false);
    await expect(cache.getItem('after')).resolves.toBe(2);
    expect(warn.mock.calls.filter(([m]) => m === PERSISTENT_CACHE_WARNINGS.disabled)).toHaveLength(1);
  });

  it('answers a read not done within 800 ms from memory with "Cache not responding"', async () => {
    const { store, faults } = fakeStore();
    const { cache, warn } = cacheWith(store);
    await cache.setItem('a', 'memory');
    faults.hang = true;
    const read = cache.getItem('a');
    await jest.advanceTimersByTimeAsync(PERSISTENT_CACHE_TIMEOUT_MS - 1);
    expect(warn).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(read).resolves.toBe('memory');
    expect(warn).toHaveBeenCalledWith(PERSISTENT_CACHE_WARNINGS.notResponding, { cache: 'catalog', key: 'a' });
  });

  it('gives up a write not done within 800 ms with "Cache not responding"', async () => {
    const { store, faults } = fakeStore();
    const { cache, warn } = cacheWith(store);
    faults.hang = true;
    const write = cache.setItem('a', 1);
    await jest.advanceTimersByTimeAsync(PERSISTENT_CACHE_TIMEOUT_MS);
    await expect(write).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith(PERSISTENT_CACHE_WARNINGS.notResponding, { cache: 'catalog', key: 'a' });
    expect(cache.status.writeErrors).toBe(1);
  });

  it('gives an iteration 2 000 ms', async () => {
    const { store, faults } = fakeStore({ a: 1 });
    const { cache, warn } = cacheWith(store);
    faults.hang = true;
    const iteration = cache.iterate(() => undefined);
    await jest.advanceTimersByTimeAsync(PERSISTENT_CACHE_TIMEOUT_MS);
    expect(warn).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(PERSISTENT_CACHE_ITERATE_TIMEOUT_MS - PERSISTENT_CACHE_TIMEOUT_MS);
    await iteration;
    expect(warn).toHaveBeenCalledWith(PERSISTENT_CACHE_WARNINGS.notResponding, { cache: 'catalog' });
  });

  it('clears all caches on a quota-exceeded write and retries it once', async () => {
    const catalog = fakeStore({ old: 1 });
    const urls = fakeStore({ '/kaffee': 'category' });
    const caches = createPersistentCaches(
      { catalog: { store: catalog.store, onQuotaError: 'clear-all-and-retry' }, urls: { store: urls.store, onQuotaError: 'clear-own' } },
      jest.fn(),
    );
    catalog.faults.set = [quotaError()];
    await caches.catalog.setItem('new', 2);
    expect(urls.data.size).toBe(0);
    expect([...catalog.data]).toEqual([['new', 2]]);
  });

  it('counts a second quota error after the retry as a write error', async () => {
    const { store, faults, data } = fakeStore();
    const { cache, clearAll } = cacheWith(store);
    faults.set = [quotaError(), quotaError()];
    await expect(cache.setItem('a', 1)).resolves.toBe(false);
    expect(clearAll).toHaveBeenCalledTimes(1);
    expect(data.has('a')).toBe(false);
    expect(cache.status.writeErrors).toBe(1);
  });

  it('clears only the URL-mapping cache on a quota error while storing URL mappings', async () => {
    const { store, faults, data } = fakeStore({ '/old': 'product' });
    const { cache, clearAll } = cacheWith(store, 'clear-own');
    faults.set = [quotaError()];
    await cache.setItem('/new', 'category');
    expect(clearAll).not.toHaveBeenCalled();
    expect(data.size).toBe(0);
    expect(cache.status.writeErrors).toBe(0);
  });

  it('checks the quota every 30 000 ms and purges the entries with an index under 100 when over it', async () => {
    const entries = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`k${String(i).padStart(3, '0')}`, i]));
    const { store, data } = fakeStore(entries);
    const { cache } = cacheWith(store);
    const stop = cache.startQuotaCheck(120);
    await jest.advanceTimersByTimeAsync(STORAGE_QUOTA_CHECK_INTERVAL_MS - 1);
    expect(data.size).toBe(150);
    await jest.advanceTimersByTimeAsync(1);
    // localforage numbers iterations from 1: iterations 1 … 99 have an index under 100.
    expect(data.size).toBe(51);
    expect(data.has('k000')).toBe(false);
    expect(data.has('k099')).toBe(true);
    await jest.advanceTimersByTimeAsync(STORAGE_QUOTA_CHECK_INTERVAL_MS);
    expect(data.size).toBe(51);
    stop();
  });
});
