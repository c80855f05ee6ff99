/**
 * The store a catalogue page starts with (ADR 0031): the landing state without Redux Toolkit, and
 * the client runtime's store taking over; an action from before the runtime waits for its stored
 * state, so neither is lost.
 */
import type { Storage } from 'redux-persist';
import { STORAGE_KEYS } from '@/lib/config/client';
import { attachClientRuntime } from '@/store/client-runtime';
import { createPageStore } from '@/store/page-store';
import { selectCartItemCount, selectIsOnline, selectUserToken, selectWishlistItems, wishlistItemAdded } from '@/store/islands';
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
