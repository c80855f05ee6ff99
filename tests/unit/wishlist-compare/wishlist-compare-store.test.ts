import type { Storage } from 'redux-persist';
import { STORAGE_KEYS } from '@/lib/config/client';
import { appStarted, compareToggled, logIn, loggedIn, loggedOut, wishlistItemAdded, wishlistItemRemoved } from '@/store';
import { harness, ok, settle, type Handler, type Reply } from '../store/store-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

type TestStorage = Storage & { data: Map<string, string>; removed: string[] };

function memoryStorage(entries: Record<string, unknown> = {}, failingReads: string[] = []): TestStorage {
  const data = new Map(Object.entries(entries).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
  const removed: string[] = [];
  return {
    data,
    removed,
    getItem: async (key: string) => {
      if (failingReads.includes(key)) throw new Error('IndexedDB read failed');
      return data.get(key) ?? null;
    },
    setItem: async (key: string, value: string) => void data.set(key, value),
    removeItem: async (key: string) => {
      removed.push(key);
      data.delete(key);
    },
  };
}

/** A slice as redux-persist stores it: each field serialised on its own. */
const stored = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, JSON.stringify(v)]));
const machine = (id: number) => ({ id, parentId: null, sku: `M-${id}`, name: `Machine ${id}`, attribute_set_id: 21 });
const item = (sku: string, id: number) => ({ id, sku, qty: 1 as const });

function serverWishlist(initial: { sku: string; product_id?: number }[], refuse: string[] = []) {
  const list = initial.map((entry, i) => ({ id: `uuid-${i}`, qty: 1, product_id: null, ...entry }));
  const routes: Record<string, Handler | Reply> = {
    '/api/wishlist/pull': () => ok(list),
    '/api/wishlist/update': ({ body }) => {
      const { sku, product_id } = body as { sku: string; product_id?: number };
      if (refuse.includes(sku) || list.some((entry) => entry.sku === sku)) return { code: 400, result: 'wishlistDuplicate' };
      list.push({ id: `uuid-${list.length}`, sku, qty: 1, product_id: product_id ?? null });
      return ok(list.at(-1));
    },
    '/api/wishlist/delete': ({ body }) => {
      const at = list.findIndex((entry) => entry.sku === (body as { sku: string }).sku);
      if (at < 0) return { code: 404, result: 'notFound' };
      list.splice(at, 1);
      return ok(true);
    },
  };
  return { list, routes };
}

describe('the wishlist in the store', () => {
  it('keeps a guest list locally without calling the server, one item per sku', async () => {
    const h = harness({});
    h.store.dispatch(wishlistItemAdded(item('A', 1)));
    h.store.dispatch(wishlistItemAdded(item('A', 1)));
    await settle();
    expect(h.store.getState().wishlist.items).toEqual([item('A', 1)]);
    expect(h.pathsCalled()).toEqual([]);
  });

  it('syncs after login: server items are added locally, local items pushed, a push answered 400 removes the local item', async () => {
    const server = serverWishlist([{ sku: 'SERVER', product_id: 7 }], ['REFUSED']);
    const h = harness({ ...server.routes, '/api/user/login': ok('token-1'), '/api/user/me': ok({ id: 1, email: 'anna@example.com' }) });
    h.store.dispatch(wishlistItemAdded(item('LOCAL', 1)));
    h.store.dispatch(wishlistItemAdded(item('REFUSED', 2)));
    const login = h.store.dispatch(logIn({ username: 'anna@example.com', password: 'secret-123' }));
    await settle();
    await expect(login).resolves.toBe(true);
    expect(h.store.getState().wishlist.items).toEqual([item('LOCAL', 1), item('SERVER', 7)]);
    expect(server.list.map((entry) => [entry.sku, entry.product_id])).toEqual([
      ['SERVER', 7],
      ['LOCAL', 1],
    ]);
    expect(h.requests.filter((r) => r.path === '/api/wishlist/delete')).toEqual([]);
  });

  it('syncs on start when a token was stored, and once only while a sync is under way', async () => {
    const server = serverWishlist([{ sku: 'SERVER', product_id: 7 }]);
    const h = harness(server.routes);
    h.store.dispatch(wishlistItemAdded(item('LOCAL', 1)));
    h.store.dispatch(loggedIn({ token: 'token-1', refreshToken: null }));
    h.store.dispatch(appStarted());
    h.store.dispatch(appStarted());
    await settle();
    expect(h.store.getState().wishlist.items).toEqual([item('LOCAL', 1), item('SERVER', 7)]);
    expect(h.pathsCalled().filter((path) => path === '/api/wishlist/pull')).toHaveLength(1);
    expect(server.list.map((entry) => entry.sku)).toEqual(['SERVER', 'LOCAL']);
  });

  it('keeps the local list when the server cannot be reached', async () => {
    const h = harness({ '/api/wishlist/pull': 'network-failure' });
    h.store.dispatch(wishlistItemAdded(item('LOCAL', 1)));
    h.store.dispatch(loggedIn({ token: 'token-1', refreshToken: null }));
    h.store.dispatch(appStarted());
    await settle();
    expect(h.store.getState().wishlist.items).toEqual([item('LOCAL', 1)]);
  });

  it("sends a logged-in customer's every add and remove to the server", async () => {
    const server = serverWishlist([]);
    const h = harness(server.routes);
    h.store.dispatch(loggedIn({ token: 'token-1', refreshToken: null }));
    await settle();
    h.store.dispatch(wishlistItemAdded(item('A', 3)));
    await settle();
    expect(server.list.map((entry) => entry.sku)).toEqual(['A']);
    h.store.dispatch(wishlistItemRemoved({ sku: 'A' }));
    await settle();
    expect(server.list).toEqual([]);
    expect(h.store.getState().wishlist.items).toEqual([]);
  });

  it('is cleared on logout, and the server keeps its list', async () => {
    const server = serverWishlist([{ sku: 'KEPT', product_id: 1 }]);
    const h = harness(server.routes);
    h.store.dispatch(loggedIn({ token: 'token-1', refreshToken: null }));
    await settle();
    h.store.dispatch(loggedOut({ silent: true }));
    await settle();
    expect(h.store.getState().wishlist.items).toEqual([]);
    expect(server.list.map((entry) => entry.sku)).toEqual(['KEPT']);
  });

  it('drops items loaded from cache without id', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.wishlist]: stored({ items: [{ sku: 'NO-ID', qty: 1 }, item('B', 2)] }) });
    const h = harness({}, { storage, persist: true });
    await settle();
    expect(h.store.getState().wishlist.items).toEqual([item('B', 2)]);
  });
});

describe('the compare list in the store', () => {
  it('warns with the spec text when a 5th product of one group is added, and keeps the 4', async () => {
    const h = harness({});
    for (const id of [1, 2, 3, 4, 5]) h.store.dispatch(compareToggled(machine(id)));
    await settle();
    expect(h.store.getState().compare.items.map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
    expect(h.store.getState().notifications.items).toEqual([
      expect.objectContaining({ type: 'warning', message: { key: 'compare.limitReached' } }),
    ]);
  });

  it('is restored on start and cleared on logout', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.compare]: stored({ items: [machine(1), machine(2)] }) });
    const h = harness({}, { storage, persist: true });
    await settle();
    expect(h.store.getState().compare.items).toEqual([machine(1), machine(2)]);
    h.store.dispatch(loggedOut({ silent: true }));
    expect(h.store.getState().compare.items).toEqual([]);
  });

  it('removes corrupt stored data silently', async () => {
    for (const corrupt of ['{not json', JSON.stringify(stored({ items: [{ id: 'x' }] })), '[]']) {
      const storage = memoryStorage({ [STORAGE_KEYS.compare]: corrupt });
      const h = harness({}, { storage, persist: true });
      await settle();
      expect(h.store.getState().compare.items).toEqual([]);
      expect(storage.data.has(STORAGE_KEYS.compare) && storage.data.get(STORAGE_KEYS.compare) === corrupt).toBe(false);
      expect(storage.removed).toContain(STORAGE_KEYS.compare);
      expect(h.store.getState().notifications.items).toEqual([]);
    }
  });

  it('removes the stored list and shows the error notice when it cannot be restored', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.compare]: stored({ items: [machine(1)] }) }, [STORAGE_KEYS.compare]);
    const h = harness({}, { storage, persist: true });
    await settle();
    expect(storage.removed).toContain(STORAGE_KEYS.compare);
    expect(h.store.getState().compare.items).toEqual([]);
    expect(h.store.getState().notifications.items).toEqual([expect.objectContaining({ type: 'error', message: { key: 'compare.restoreFailed' } })]);
  });
});
