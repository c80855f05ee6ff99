/**
 * The storage redux-persist keeps the client state in (spec 01 §4 "Persistent cache", §8; ADR 0005):
 * a persistent cache over an IndexedDB store, so a hanging, full or broken IndexedDB never blocks
 * rehydration and the page's state in memory stays the truth for the page's lifetime.
 * - Reads and writes follow the cache's rules: 800 ms then 'Cache not responding', reads off after
 *   1 error, writes off after 30 ('Persistent cache disabled because of previous errors').
 * - A quota-exceeded write clears only the caches of re-fetchable data before its one retry; the
 *   order queue, cart and session are never cleared to make room.
 * - A write the store did not take is logged, kept and written again with the next write that
 *   lands, or after 30 s, for as long as writes are on.
 * - A key whose read gave up before the store answered is not written until the answer comes, so
 *   a slow or blocked database never gets the empty start state over orders it still holds; the
 *   late answer goes to the `answerLateReads` handler, which may take it into the page's state.
 * - `settled` waits, within a bound, until IndexedDB has answered every read and write under way
 *   (a held key is written once its read answers), so a write that must survive a navigation
 *   is not lost because the store was slower than the cache's time-out.
 */
import type { Storage } from 'redux-persist';
import { CLIENT_DATABASE_NAME, CLIENT_STATE_NOT_STORED_WARNING, CLIENT_STATE_REWRITE_INTERVAL_MS } from '@/lib/config/client';
import { createPersistentCache, type CacheStore, type PersistentCacheOptions } from '@/lib/pwa';

/** A stored value that arrived after its read was answered without it; resolves true when the page took it. */
export type LateReadHandler = (late: { key: string; stored: string }) => Promise<boolean>;

export interface ClientStateStorage extends Storage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
  answerLateReads(handler: LateReadHandler): void;
  /** True once IndexedDB answered every call under way (and held keys are written), false after `maxMs`. */
  settled(maxMs: number): Promise<boolean>;
}

export interface ClientStateStorageOptions {
  store: CacheStore;
  /** Empties the caches of data the shop can fetch again (pages, catalogue answers, images). */
  clearRefetchableCaches: () => Promise<void>;
  warn: PersistentCacheOptions['warn'];
}

export function isClientStateStorage(storage: Storage): storage is ClientStateStorage {
  return typeof (storage as Partial<ClientStateStorage>).answerLateReads === 'function';
}

export function createClientStateStorage({ store, clearRefetchableCaches, warn }: ClientStateStorageOptions): ClientStateStorage {
  const name = CLIENT_DATABASE_NAME;
  /** Keys the store has been asked for and has not answered yet. */
  const reading = new Set<string>();
  /** Keys not written until the store answers their read, with the page's latest value. */
  const held = new Map<string, { value: string | null }>();
  /** The latest value of each key the store did not take. */
  const unsaved = new Map<string, string>();
  /** Per key, the number of the latest write, so an earlier write's late result decides nothing. */
  const writeNumbers = new Map<string, number>();
  /** Store calls IndexedDB has not answered yet, with what follows a read's answer. */
  const underWay = new Set<Promise<void>>();
  let lateRead: LateReadHandler = async () => false;
  let rewriteTimer: ReturnType<typeof setTimeout> | null = null;

  function track(work: Promise<unknown>): void {
    const done = work.then(
      () => undefined,
      () => undefined,
    );
    underWay.add(done);
    void done.then(() => underWay.delete(done));
  }

  const trackedStore: CacheStore = {
    getItem<T>(key: string) {
      reading.add(key);
      const read = store.getItem<T>(key);
      track(
        read.then(
          (value) => readAnswered(key, typeof value === 'string' ? value : null),
          () => readAnswered(key, null),
        ),
      );
      return read;
    },
    setItem: (key, value) => {
      const write = store.setItem(key, value);
      track(write);
      return write;
    },
    removeItem: (key) => store.removeItem(key),
    iterate: (iteratee) => store.iterate(iteratee),
    length: () => store.length(),
    clear: () => store.clear(),
  };

  const cache = createPersistentCache({
    name,
    store: trackedStore,
    onQuotaError: 'clear-all-and-retry',
    clearAll: () => clearRefetchableCaches().catch(() => undefined),
    warn,
  });

  /** The store answered (an unreadable value counts as nothing stored); a held key is released. */
  async function readAnswered(key: string, stored: string | null): Promise<void> {
    reading.delete(key);
    const hold = held.get(key);
    if (!hold) return;
    const taken = stored !== null && (await lateRead({ key, stored }).catch(() => false));
    if (held.get(key) !== hold) return;
    held.delete(key);
    if (!taken && hold.value !== null) await save(key, hold.value);
  }

  async function save(key: string, value: string): Promise<void> {
    const number = (writeNumbers.get(key) ?? 0) + 1;
    writeNumbers.set(key, number);
    unsaved.delete(key);
    const stored = await cache.setItem(key, value);
    if (writeNumbers.get(key) !== number) return;
    if (stored) {
      rewriteUnsaved();
      return;
    }
    unsaved.set(key, value);
    warn(CLIENT_STATE_NOT_STORED_WARNING, { cache: name, key });
    if (rewriteTimer === null && cache.status.writesOn) rewriteTimer = setTimeout(rewriteUnsaved, CLIENT_STATE_REWRITE_INTERVAL_MS);
  }

  function rewriteUnsaved(): void {
    if (rewriteTimer !== null) clearTimeout(rewriteTimer);
    rewriteTimer = null;
    for (const [key, value] of [...unsaved]) void save(key, value);
  }

  return {
    async getItem(key) {
      const pending = held.get(key)?.value;
      if (pending != null) return pending;
      const value = await cache.getItem<string>(key);
      if (reading.has(key) && !held.has(key)) held.set(key, { value: null });
      return value;
    },
    async setItem(key, value) {
      const hold = held.get(key);
      if (hold === undefined) return save(key, value);
      hold.value = value;
    },
    async removeItem(key) {
      held.delete(key);
      unsaved.delete(key);
      writeNumbers.set(key, (writeNumbers.get(key) ?? 0) + 1);
      await cache.removeItem(key);
    },
    answerLateReads(handler) {
      lateRead = handler;
    },
    async settled(maxMs) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), maxMs)));
      try {
        // A read's answer may start a write, so look again until nothing is under way.
        while (underWay.size > 0) {
          if ((await Promise.race([Promise.all([...underWay]), timedOut])) === 'timeout') return false;
        }
        return true;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
