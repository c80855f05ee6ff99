/**
 * The client's persistent caches (spec 01 §4 "Persistent cache", §8, §9): an IndexedDB store
 * (a localforage instance) behind an in-memory copy, so a slow or broken IndexedDB never blocks
 * the shop.
 * - A read or write not answered within 800 ms logs 'Cache not responding' and is answered from
 *   memory; an iteration gets 2 000 ms.
 * - After 1 read error reads stop using the store; after 30 write errors writes stop
 *   ('Persistent cache disabled because of previous errors'); memory keeps working.
 * - A quota-exceeded write clears every cache and is retried once; in a cache that holds URL
 *   mappings it clears that cache only.
 * - Every 30 000 ms the entry count is checked; over the quota, entries with an index under 100
 *   are purged.
 */
import {
  PERSISTENT_CACHE_ITERATE_TIMEOUT_MS,
  PERSISTENT_CACHE_READ_ERROR_LIMIT,
  PERSISTENT_CACHE_TIMEOUT_MS,
  PERSISTENT_CACHE_WARNINGS,
  PERSISTENT_CACHE_WRITE_ERROR_LIMIT,
  QUOTA_ERROR_NAMES,
  STORAGE_QUOTA_CHECK_INTERVAL_MS,
  STORAGE_QUOTA_PURGE_COUNT,
} from '@/lib/config/pwa';

/** The part of a localforage instance the cache uses. */
export interface CacheStore {
  getItem<T>(key: string): Promise<T | null>;
  setItem<T>(key: string, value: T): Promise<T>;
  removeItem(key: string): Promise<void>;
  /** localforage numbers iterations from 1. */
  iterate<T, U>(iteratee: (value: T, key: string, iterationNumber: number) => U): Promise<U>;
  length(): Promise<number>;
  clear(): Promise<void>;
}

export type QuotaPolicy =
  /** Clear every persistent cache and retry the write once (spec 01 §4). */
  | 'clear-all-and-retry'
  /** Clear this cache only: the URL-mapping cache (spec 01 §8). */
  | 'clear-own';

export interface PersistentCacheOptions {
  name: string;
  store: CacheStore;
  onQuotaError: QuotaPolicy;
  /** Clears every cache a full disk may cost (for 'clear-all-and-retry'); for the client state only re-fetchable ones (ADR 0005). */
  clearAll: () => Promise<void>;
  warn: (message: string, details: { cache: string; key?: string }) => void;
}

export interface PersistentCache {
  readonly name: string;
  getItem<T>(key: string): Promise<T | null>;
  /** Keeps the value in memory; true once the store took it too. */
  setItem<T>(key: string, value: T): Promise<boolean>;
  removeItem(key: string): Promise<void>;
  iterate<T>(iteratee: (value: T, key: string, iterationNumber: number) => void): Promise<void>;
  clear(): Promise<void>;
  /** Checks the entry count every 30 s against `maxEntries`; returns the stop. */
  startQuotaCheck(maxEntries: number): () => void;
  readonly status: { readsOn: boolean; writesOn: boolean; readErrors: number; writeErrors: number };
}

type Settled<T> = { kind: 'value'; value: T } | { kind: 'error'; error: unknown } | { kind: 'timeout' };

/** The store's answer, its error, or the time-out, whichever comes first; a late answer is dropped. */
function settle<T>(work: () => Promise<T>, ms: number): Promise<Settled<T>> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ kind: 'timeout' }), ms);
    const done = (result: Settled<T>) => {
      clearTimeout(timer);
      resolve(result);
    };
    work().then(
      (value) => done({ kind: 'value', value }),
      (error: unknown) => done({ kind: 'error', error }),
    );
  });
}

export function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' && (QUOTA_ERROR_NAMES as readonly string[]).includes(name);
}

export function createPersistentCache(options: PersistentCacheOptions): PersistentCache {
  const { name, store, warn } = options;
  const memory = new Map<string, unknown>();
  const status = { readsOn: true, writesOn: true, readErrors: 0, writeErrors: 0 };
  let disabledWarned = false;

  const warnDisabled = (key: string) => {
    if (disabledWarned) return;
    disabledWarned = true;
    warn(PERSISTENT_CACHE_WARNINGS.disabled, { cache: name, key });
  };
  const readFailed = (key: string) => {
    status.readErrors += 1;
    if (status.readErrors >= PERSISTENT_CACHE_READ_ERROR_LIMIT && status.readsOn) {
      status.readsOn = false;
      warnDisabled(key);
    }
  };
  const writeFailed = (key: string) => {
    status.writeErrors += 1;
    if (status.writeErrors >= PERSISTENT_CACHE_WRITE_ERROR_LIMIT && status.writesOn) {
      status.writesOn = false;
      warnDisabled(key);
    }
  };
  const fromMemory = <T>(key: string) => (memory.has(key) ? (memory.get(key) as T) : null);

  async function write<T>(key: string, value: T, retried: boolean): Promise<boolean> {
    const result = await settle(() => store.setItem(key, value), PERSISTENT_CACHE_TIMEOUT_MS);
    if (result.kind === 'value') return true;
    if (result.kind === 'timeout') {
      warn(PERSISTENT_CACHE_WARNINGS.notResponding, { cache: name, key });
      writeFailed(key);
      return false;
    }
    if (isQuotaError(result.error) && !retried) {
      if (options.onQuotaError === 'clear-own') {
        await cache.clear();
        memory.set(key, value);
        return false;
      }
      await options.clearAll();
      memory.set(key, value);
      return write(key, value, true);
    }
    writeFailed(key);
    return false;
  }

  const cache: PersistentCache = {
    name,
    status,
    async getItem<T>(key: string) {
      if (!status.readsOn) return fromMemory<T>(key);
      const result = await settle(() => store.getItem<T>(key), PERSISTENT_CACHE_TIMEOUT_MS);
      if (result.kind === 'value') {
        if (result.value !== null) memory.set(key, result.value);
        return result.value ?? fromMemory<T>(key);
      }
      if (result.kind === 'timeout') warn(PERSISTENT_CACHE_WARNINGS.notResponding, { cache: name, key });
      readFailed(key);
      return fromMemory<T>(key);
    },
    async setItem<T>(key: string, value: T) {
      memory.set(key, value);
      return status.writesOn && write(key, value, false);
    },
    async removeItem(key: string) {
      memory.delete(key);
      if (status.writesOn) await settle(() => store.removeItem(key), PERSISTENT_CACHE_TIMEOUT_MS);
    },
    async iterate<T>(iteratee: (value: T, key: string, iterationNumber: number) => void) {
      if (!status.readsOn) {
        let n = 0;
        for (const [key, value] of memory) iteratee(value as T, key, (n += 1));
        return;
      }
      const result = await settle(() => store.iterate<T, void>(iteratee), PERSISTENT_CACHE_ITERATE_TIMEOUT_MS);
      if (result.kind === 'timeout') warn(PERSISTENT_CACHE_WARNINGS.notResponding, { cache: name });
      if (result.kind !== 'value') readFailed('(iterate)');
    },
    async clear() {
      memory.clear();
      await settle(() => store.clear(), PERSISTENT_CACHE_TIMEOUT_MS);
    },
    startQuotaCheck(maxEntries: number) {
      const timer = setInterval(() => void purgeOverQuota(maxEntries), STORAGE_QUOTA_CHECK_INTERVAL_MS);
      return () => clearInterval(timer);
    },
  };

  async function purgeOverQuota(maxEntries: number): Promise<void> {
    const counted = await settle(() => store.length(), PERSISTENT_CACHE_TIMEOUT_MS);
    if (counted.kind !== 'value' || counted.value <= maxEntries) return;
    const purged: string[] = [];
    await cache.iterate((_value, key, index) => {
      if (index < STORAGE_QUOTA_PURGE_COUNT) purged.push(key);
    });
    for (const key of purged) await cache.removeItem(key);
  }

  return cache;
}

/** Several caches of one page: a quota error in one clears them all (spec 01 §4). */
export function createPersistentCaches<Name extends string>(
  stores: Record<Name, { store: CacheStore; onQuotaError: QuotaPolicy }>,
  warn: PersistentCacheOptions['warn'],
): Record<Name, PersistentCache> {
  const caches = {} as Record<Name, PersistentCache>;
  const clearAll = async () => {
    await Promise.all(Object.values<PersistentCache>(caches).map((c) => c.clear()));
  };
  for (const name of Object.keys(stores) as Name[]) {
    caches[name] = createPersistentCache({ name, ...stores[name], clearAll, warn });
  }
  return caches;
}
