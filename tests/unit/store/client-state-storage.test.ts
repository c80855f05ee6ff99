/**
 * The store persisted through the spec's persistent cache (spec 01 §4, §8, §9; ADR 0005), over an
 * IndexedDB stand-in that can hang, fail to read or be full.
 */
import {
  CLIENT_DATABASE_NAME,
  CLIENT_STATE_NOT_STORED_WARNING,
  CLIENT_STATE_REWRITE_INTERVAL_MS,
  CLIENT_STATE_SETTLE_TIMEOUT_MS,
  STORAGE_KEYS,
} from '@/lib/config/client';
import { PERSISTENT_CACHE_TIMEOUT_MS, PERSISTENT_CACHE_WARNINGS } from '@/lib/config/pwa';
import type { CacheStore } from '@/lib/pwa';
import { cartChangedInAnotherTab, createClientStateStorage, logInFromForm, loggedIn, orderPlacementRequested, type OrderQueueEntry } from '@/store';
import { persistedTokenValue } from '@/store/cart/early-cart-write';
import { tokenReceived } from '@/store/cart/cart-slice';
import { order } from './order-fixture';
import { harness } from './store-harness';

beforeEach(() => jest.useFakeTimers());

/** Lets listeners and redux-persist's writes (a 0 ms interval, which fake timers run only as time moves) finish. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await jest.advanceTimersByTimeAsync(1);
}
afterEach(() => jest.useRealTimers());

/**
 * An IndexedDB stand-in: while `blocked` every call waits in line (as IndexedDB queues them behind
 * a blocked open) until `unblock()`; reads can throw; writes can hit the quota.
 */
function fakeIndexedDb(initial: Record<string, string> = {}) {
  const data = new Map<string, unknown>(Object.entries(initial));
  const state = { blocked: false, readError: null as Error | null, full: false, reads: 0 };
  const waiting: (() => void)[] = [];
  const run = <T>(call: () => T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const answer = () => {
        try {
          resolve(call());
        } catch (error) {
          reject(error);
        }
      };
      if (state.blocked) waiting.push(answer);
      else answer();
    });
  const store: CacheStore = {
    getItem: <T>(key: string) =>
      run(() => {
        state.reads += 1;
        if (state.readError) throw state.readError;
        return (data.get(key) as T) ?? null;
      }),
    setItem: <T>(key: string, value: T) =>
      run(() => {
        if (state.full) throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
        data.set(key, value);
        return value;
      }),
    removeItem: (key) => run(() => void data.delete(key)),
    iterate: () => run(() => undefined as never),
    length: () => run(() => data.size),
    clear: () => run(() => data.clear()),
  };
  const unblock = () => {
    state.blocked = false;
    for (const call of waiting.splice(0)) call();
  };
  return { store, data, state, unblock };
}

/** redux-persist's format: an object of JSON strings, as a JSON string. */
const persisted = (slice: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries({ ...slice, _persist: { version: -1, rehydrated: true } }).map(([k, v]) => [k, JSON.stringify(v)])));
const storedOrderIds = (db: ReturnType<typeof fakeIndexedDb>) => {
  const raw = db.data.get(STORAGE_KEYS.orderQueue);
  if (typeof raw !== 'string') return null;
  return (JSON.parse(JSON.parse(raw).entries) as OrderQueueEntry[]).map((e) => e.order_id);
};

const queuedEntry = (order_id: string): OrderQueueEntry => ({
  order_id,
  created_at: 1,
  updated_at: 1,
  transmited: false,
  transmited_at: null,
  cancelled: null,
  payload: order,
});

/** The server of a successful login: token, profile, an empty customer cart. */
const loginServer = {
  '/api/user/login': { code: 200, result: 'user-token', meta: { refreshToken: 'refresh' } },
  '/api/user/me': { code: 200, result: { id: 7, email: 'anna@example.com', firstname: 'Anna', lastname: 'Berg', group_id: 1 } },
  '/api/cart/create': { code: 200, result: 'customer-cart' },
  '/api/cart/pull': { code: 200, result: [] },
  '/api/cart/totals': { code: 200, result: { items: [], total_segments: [] } },
};

function shopOver(db: ReturnType<typeof fakeIndexedDb>) {
  const warn = jest.fn();
  const clearRefetchableCaches = jest.fn(async () => undefined);
  const storage = createClientStateStorage({ store: db.store, clearRefetchableCaches, warn });
  const h = harness({ '/api/order': 'network-failure', ...loginServer }, { storage, persist: true });
  h.network.online = false;
  const rehydrated = () => {
    const { cart, cartToken, orderQueue, session, checkout, syncTasks } = h.store.getState();
    return [cart, cartToken, orderQueue, session, checkout, syncTasks].every((slice) => slice._persist?.rehydrated === true);
  };
  const queuedIds = () => h.store.getState().orderQueue.entries.map((e) => e.order_id);
  const placeOrder = async () => {
    h.store.dispatch(orderPlacementRequested({ ...order, cart_id: `cart-${queuedIds().length}` }));
    await settle();
    return queuedIds().at(-1);
  };
  return { h, warn, clearRefetchableCaches, rehydrated, queuedIds, placeOrder };
}

describe('client state over the persistent cache', () => {
  it('starts with the stored orders when IndexedDB answers, and stores new ones beside them', async () => {
    const db = fakeIndexedDb({ [STORAGE_KEYS.orderQueue]: persisted({ entries: [queuedEntry('1-1')], lastOrderAt: 1 }) });
    const shop = shopOver(db);
    await settle();
    expect(shop.queuedIds()).toEqual(['1-1']);
    const id = await shop.placeOrder();
    expect(storedOrderIds(db)).toEqual(['1-1', id]);
    expect(shop.warn).not.toHaveBeenCalled();
  });

  // The page writes a first add's token before the runtime runs (ADR 0075), in redux-persist's
  // format by hand: both directions pin that format to the runtime's own.
  it('starts with the cart token the page wrote before the runtime ran', async () => {
    const shop = shopOver(fakeIndexedDb({ [STORAGE_KEYS.cartToken]: persistedTokenValue('early-cart') }));
    await settle();
    expect(shop.h.store.getState().cartToken.cartServerToken).toBe('early-cart');
  });

  it('stores a cart token exactly as the page writes one before the runtime runs', async () => {
    const db = fakeIndexedDb();
    const shop = shopOver(db);
    await settle();
    shop.h.store.dispatch(tokenReceived('runtime-cart'));
    await settle();
    expect(db.data.get(STORAGE_KEYS.cartToken)).toBe(persistedTokenValue('runtime-cart'));
  });

  it('has an order placed offline in storage before the shopper is told it is pending', async () => {
    const db = fakeIndexedDb();
    const shop = shopOver(db);
    await settle();
    let storedWhenPending: string[] | null | undefined;
    const unsubscribe = shop.h.store.subscribe(() => {
      const { order, isThankYouPage } = shop.h.store.getState().checkout;
      if (storedWhenPending === undefined && isThankYouPage && order) storedWhenPending = storedOrderIds(db);
    });
    const id = await shop.placeOrder();
    unsubscribe();
    expect(storedWhenPending).toEqual([id]);
  });

  it('starts from memory within 800 ms when IndexedDB never answers, logging "Cache not responding"', async () => {
    const db = fakeIndexedDb();
    db.state.blocked = true;
    const shop = shopOver(db);
    await jest.advanceTimersByTimeAsync(PERSISTENT_CACHE_TIMEOUT_MS - 1);
    expect(shop.rehydrated()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(shop.rehydrated()).toBe(true);
    expect(shop.warn).toHaveBeenCalledWith(PERSISTENT_CACHE_WARNINGS.notResponding, { cache: CLIENT_DATABASE_NAME, key: STORAGE_KEYS.orderQueue });
    const id = await shop.placeOrder();
    expect(shop.queuedIds()).toEqual([id]);
  });

  it('leaves the login page only once IndexedDB has the session, though its reads took longer than 800 ms', async () => {
    const db = fakeIndexedDb();
    db.state.blocked = true;
    const shop = shopOver(db);
    await jest.advanceTimersByTimeAsync(PERSISTENT_CACHE_TIMEOUT_MS);
    expect(shop.rehydrated()).toBe(true);
    let storedOnLeaving: unknown;
    shop.h.navigate.mockImplementation(() => (storedOnLeaving = db.data.get(STORAGE_KEYS.session)));
    const login = shop.h.store.dispatch(logInFromForm({ username: 'anna@example.com', password: 'kaffee123' }, '/customer'));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(shop.h.navigate).not.toHaveBeenCalled();
    db.unblock();
    await expect(login).resolves.toEqual({ ok: true });
    expect(shop.h.navigate).toHaveBeenCalledWith('/customer');
    expect(JSON.parse(JSON.parse(storedOnLeaving as string).token)).toBe('user-token');
  });

  it('leaves the login page after a bounded wait when IndexedDB never answers', async () => {
    const db = fakeIndexedDb();
    db.state.blocked = true;
    const shop = shopOver(db);
    await jest.advanceTimersByTimeAsync(PERSISTENT_CACHE_TIMEOUT_MS);
    const login = shop.h.store.dispatch(logInFromForm({ username: 'anna@example.com', password: 'kaffee123' }, '/customer'));
    await jest.advanceTimersByTimeAsync(CLIENT_STATE_SETTLE_TIMEOUT_MS - 100);
    expect(shop.h.navigate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(100 + PERSISTENT_CACHE_TIMEOUT_MS);
    await expect(login).resolves.toEqual({ ok: true });
    expect(shop.h.navigate).toHaveBeenCalledWith('/customer');
    expect(shop.h.store.getState().session.token).toBe('user-token');
  });

  it('stops reading after 1 read error, starts at once and keeps writing', async () => {
    const db = fakeIndexedDb();
    db.state.readError = new Error('The database connection is closing');
    const shop = shopOver(db);
    await settle();
    expect(shop.rehydrated()).toBe(true);
    expect(shop.warn).toHaveBeenCalledWith(PERSISTENT_CACHE_WARNINGS.disabled, expect.objectContaining({ cache: CLIENT_DATABASE_NAME }));
    const reads = db.state.reads;
    shop.h.store.dispatch(cartChangedInAnotherTab());
    await settle();
    expect(db.state.reads).toBe(reads);
    const id = await shop.placeOrder();
    expect(storedOrderIds(db)).toEqual([id]);
  });

  it('keeps an order the full disk refused in memory, warns, and writes it once the store takes writes again', async () => {
    const db = fakeIndexedDb({ [STORAGE_KEYS.session]: persisted({ token: 'kept', refreshToken: 'r', user: null }) });
    const shop = shopOver(db);
    await settle();
    db.state.full = true;
    const id = await shop.placeOrder();
    expect(shop.queuedIds()).toEqual([id]);
    expect(shop.clearRefetchableCaches).toHaveBeenCalled();
    expect(shop.warn).toHaveBeenCalledWith(CLIENT_STATE_NOT_STORED_WARNING, { cache: CLIENT_DATABASE_NAME, key: STORAGE_KEYS.orderQueue });
    expect(storedOrderIds(db)).toEqual([]);
    expect(db.data.has(STORAGE_KEYS.session)).toBe(true);
    db.state.full = false;
    await jest.advanceTimersByTimeAsync(CLIENT_STATE_REWRITE_INTERVAL_MS - 100);
    expect(storedOrderIds(db)).toEqual([]);
    await jest.advanceTimersByTimeAsync(100);
    expect(storedOrderIds(db)).toEqual([id]);
  });

  it('writes a refused order again with the next write that lands', async () => {
    const db = fakeIndexedDb();
    const shop = shopOver(db);
    await settle();
    db.state.full = true;
    const id = await shop.placeOrder();
    db.state.full = false;
    shop.h.store.dispatch(loggedIn({ token: 't', refreshToken: 'r' }));
    await settle();
    expect(storedOrderIds(db)).toEqual([id]);
  });

  it('stores the order after the quota error when clearing the re-fetchable caches made room, without clearing the client state', async () => {
    const db = fakeIndexedDb({ [STORAGE_KEYS.session]: persisted({ token: 'kept', refreshToken: 'r', user: null }) });
    const shop = shopOver(db);
    await settle();
    db.state.full = true;
    shop.clearRefetchableCaches.mockImplementation(async () => {
      db.state.full = false;
    });
    const id = await shop.placeOrder();
    expect(shop.clearRefetchableCaches).toHaveBeenCalledTimes(1);
    expect(storedOrderIds(db)).toEqual([id]);
    expect(db.data.has(STORAGE_KEYS.session)).toBe(true);
    expect(shop.warn).not.toHaveBeenCalled();
  });

  it('never writes the start state over orders a blocked database still holds, and merges them in when it answers', async () => {
    const db = fakeIndexedDb({
      [STORAGE_KEYS.orderQueue]: persisted({ entries: [queuedEntry('1-1')], lastOrderAt: 1 }),
      [STORAGE_KEYS.session]: persisted({ token: 'kept', refreshToken: 'r', user: null }),
    });
    db.state.blocked = true;
    const shop = shopOver(db);
    await jest.advanceTimersByTimeAsync(PERSISTENT_CACHE_TIMEOUT_MS);
    await settle();
    expect(shop.queuedIds()).toEqual([]);
    const placed = await shop.placeOrder();
    db.unblock();
    await settle();
    expect(shop.queuedIds()).toEqual(['1-1', placed]);
    expect(storedOrderIds(db)).toEqual(['1-1', placed]);
    // A slice the page did not change takes what the store held.
    expect(shop.h.store.getState().session.token).toBe('kept');
  });

  it('keeps a slice the page changed before a blocked database answered, and stores it', async () => {
    const db = fakeIndexedDb({ [STORAGE_KEYS.session]: persisted({ token: 'old', refreshToken: 'r-old', user: null }) });
    db.state.blocked = true;
    const shop = shopOver(db);
    await jest.advanceTimersByTimeAsync(PERSISTENT_CACHE_TIMEOUT_MS);
    shop.h.store.dispatch(loggedIn({ token: 'new', refreshToken: 'r-new' }));
    await settle();
    db.unblock();
    await settle();
    expect(shop.h.store.getState().session.token).toBe('new');
    expect(JSON.parse(JSON.parse(db.data.get(STORAGE_KEYS.session) as string).token)).toBe('new');
  });
});
