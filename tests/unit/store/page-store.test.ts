/**
 * The store a catalogue page starts with (ADR 0031): the landing state without Redux Toolkit, and
 * the client runtime's store taking over; an action from before the runtime waits for its stored
 * state, so neither is lost.
 */
import type { Storage } from 'redux-persist';
import { STORAGE_KEYS } from '@/lib/config/client';
import { attachClientRuntime } from '@/store/client-runtime';
import { createPageStore } from '@/store/page-store';
import { addRequested, selectCartItemCount, selectIsOnline, selectUserToken, selectWishlistItems, wishlistItemAdded } from '@/store/islands';
import { germanView } from './store-harness';

const item = (sku: string, id: number) => ({ id, sku, qty: 1 as const });

/** redux-persist's storage holding a stored wishlist, whose read waits until `release` is called. */
function slowStorage(wishlist: unknown[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const data = new Map<string, string>([[STORAGE_KEYS.wishlist, JSON.stringify({ items: JSON.stringify(wishlist) })]]);
  const storage: Storage = {
    getItem: async (key: string) => {
      await released;
      return data.get(key) ?? null;
    },
    setItem: async (key: string, value: string) => void data.set(key, value),
    removeItem: async (key: string) => void data.delete(key),
  };
  return { storage, release };
}

const runtimeOptions = (storage: Storage) => ({
  storage,
  persist: true,
  browserEvents: false,
  fetch: (async () => ({ ok: false })) as unknown as typeof fetch,
  baseUrl: 'http://de.localhost',
});

it('answers with the landing slices’ initial state before the client runtime has loaded', () => {
  const { store } = createPageStore(germanView);
  const state = store.getState();
  expect(selectCartItemCount(state)).toBe(0);
  expect(selectWishlistItems(state)).toEqual([]);
  expect(selectUserToken(state)).toBeNull();
  expect(selectIsOnline(state)).toBe(true);
});

it('keeps an action from before the runtime until the stored state is back, then applies it on top', async () => {
  const page = createPageStore(germanView);
  const { storage, release } = slowStorage([item('STORED', 1)]);
  const dispatched = page.store.dispatch(wishlistItemAdded(item('NEW', 2)));
  expect(selectWishlistItems(page.store.getState())).toEqual([]);

  const { ready } = attachClientRuntime(page, runtimeOptions(storage));
  await Promise.resolve();
  expect(selectWishlistItems(page.store.getState())).toEqual([]);
  release();
  await ready;
  await dispatched;
  expect(selectWishlistItems(page.store.getState()).map((entry) => entry.sku)).toEqual(['STORED', 'NEW']);
});

it('tells its subscribers when the runtime takes over and on every change after', async () => {
  const page = createPageStore(germanView);
  const seen: number[] = [];
  page.store.subscribe(() => seen.push(selectWishlistItems(page.store.getState()).length));
  const { storage, release } = slowStorage([]);
  const { ready } = attachClientRuntime(page, runtimeOptions(storage));
  expect(seen.length).toBeGreaterThan(0);
  release();
  await ready;
  page.store.dispatch(wishlistItemAdded(item('NEW', 2)));
  expect(seen.at(-1)).toBe(1);
});

/** redux-persist's storage holding a stored wishlist, whose read of `heldKey` waits until `release` is called; the other keys answer at once. */
function storageHolding(heldKey: string, wishlist: unknown[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const data = new Map<string, string>([[STORAGE_KEYS.wishlist, JSON.stringify({ items: JSON.stringify(wishlist) })]]);
  const storage: Storage = {
    getItem: async (key: string) => {
      if (key === heldKey) await released;
      return data.get(key) ?? null;
    },
    setItem: async (key: string, value: string) => void data.set(key, value),
    removeItem: async (key: string) => void data.delete(key),
  };
  return { storage, release, data };
}

/** A shop whose create call makes cart `cart-1` with the line it carries. */
const cartShop = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const path = new URL(String(input)).pathname;
  const line = { sku: 'TEA-1', qty: 1, item_id: 7 };
  const answers: Record<string, unknown> = {
    '/api/cart/create': { code: 200, result: 'cart-1', meta: { cartItem: line } },
    '/api/cart/pull': { code: 200, result: [line] },
    '/api/cart/totals': { code: 200, result: { total_segments: [] } },
  };
  void init;
  return { headers: new Headers({ 'content-type': 'application/json' }), json: async () => answers[path] ?? { code: 404, result: null } };
}) as unknown as typeof fetch;

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe('a cart add from before the runtime (issue 35)', () => {
  it('runs once the cart’s stored state is back, while a slice it does not touch is still on the way, and that slice keeps what it stored', async () => {
    const page = createPageStore(germanView);
    const { storage, release, data } = storageHolding(STORAGE_KEYS.wishlist, [item('STORED', 1)]);
    page.store.dispatch(addRequested({ items: [{ sku: 'TEA-1', qty: 1 }] }));
    const { ready } = attachClientRuntime(page, { ...runtimeOptions(storage), fetch: cartShop });

    await until(() => page.store.getState().notifications.items.length > 0);
    expect(page.store.getState().notifications.items[0]).toMatchObject({ message: { key: 'cart.productAdded' } });
    // Confirmed with the cart stored, while the wishlist's read has not answered yet.
    expect(data.get(STORAGE_KEYS.cartToken)).toContain('cart-1');
    expect(data.get(STORAGE_KEYS.cart)).toContain('TEA-1');
    expect(selectWishlistItems(page.store.getState())).toEqual([]);

    release();
    await ready;
    await until(() => selectWishlistItems(page.store.getState()).length > 0);
    expect(selectWishlistItems(page.store.getState()).map((entry) => entry.sku)).toEqual(['STORED']);
    expect(data.get(STORAGE_KEYS.wishlist)).toContain('STORED');
    expect(selectCartItemCount(page.store.getState())).toBe(1);
  });

  it.each([STORAGE_KEYS.cart, STORAGE_KEYS.cartToken, STORAGE_KEYS.session])('waits for the stored %s, which it reads or writes', async (heldKey) => {
    const page = createPageStore(germanView);
    const { storage, release } = storageHolding(heldKey, []);
    const shop = jest.fn(cartShop);
    page.store.dispatch(addRequested({ items: [{ sku: 'TEA-1', qty: 1 }] }));
    const { ready } = attachClientRuntime(page, { ...runtimeOptions(storage), fetch: shop as unknown as typeof fetch });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shop).not.toHaveBeenCalled();
    release();
    await ready;
    await until(() => page.store.getState().notifications.items.length > 0);
    expect(shop).toHaveBeenCalled();
  });
});
