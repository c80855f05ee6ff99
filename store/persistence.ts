/**
 * What survives a reload (docs/architecture.md "Client state"): the cart and its token under the
 * spec's keys, the order outbox, the session with the customer's orders history, the checkout and the queued calls, written by
 * redux-persist to IndexedDB (a localforage instance) through the spec's persistent cache in the
 * browser (`client-state-storage.ts`, ADR 0005). On the server nothing is stored (noop storage),
 * so server-rendered HTML never waits for storage.
 */
import localforage from 'localforage';
import { REHYDRATE, getStoredState, type Storage } from 'redux-persist';
import { CLIENT_DATABASE_NAME, STORAGE_KEYS } from '@/lib/config/client';
import { clearRefetchableCaches } from '@/lib/pwa';
import { PERSISTED_ORDERS_HISTORY_FIELDS } from './account/orders-history-slice';
import { PERSISTED_CART_FIELDS } from './cart/cart-slice';
import { compareListSchema } from '@/lib/contract/compare';
import { cachedWishlistItems } from '@/lib/wishlist/wishlist-rules';
import { checkedStoredState } from './checked-stored-state';
import { createClientStateStorage, type LateReadHandler } from './client-state-storage';

export const noopStorage: Storage = {
  getItem: async () => null,
  setItem: async () => undefined,
  removeItem: async () => undefined,
};

/** IndexedDB behind the persistent cache in the browser, nothing on the server. */
export function defaultStorage(): Storage {
  if (typeof window === 'undefined') return noopStorage;
  return createClientStateStorage({
    store: localforage.createInstance({ name: CLIENT_DATABASE_NAME }),
    clearRefetchableCaches: async () => {
      if ('caches' in window) await clearRefetchableCaches(window.caches);
    },
    warn: (message, details) => console.warn(message, details),
  });
}

/** A stored wishlist keeps its items with an id (spec 02 §4); a stored compare list that is not one is removed (spec 02 §8). */
export const readStoredWishlist = checkedStoredState({ check: (fields) => ({ ...fields, items: cachedWishlistItems(fields.items) }) });

export const readStoredCompare = checkedStoredState({
  check: (fields) => {
    const items = compareListSchema.safeParse(fields.items);
    return items.success ? { ...fields, items: items.data } : null;
  },
  removeUnreadable: true,
});

/** Persist settings per slice: key (the spec's where it names one) and what is kept. */
export function persistSettings(storage: Storage) {
  // Keys are stored as named, without redux-persist's "persist:" prefix.
  const base = { storage, keyPrefix: '' };
  return {
    cart: { ...base, key: STORAGE_KEYS.cart, whitelist: [...PERSISTED_CART_FIELDS] },
    cartToken: { ...base, key: STORAGE_KEYS.cartToken },
    // The queue merges what was stored into what it holds (orderQueueSlice), so no order is dropped.
    orderQueue: { ...base, key: STORAGE_KEYS.orderQueue, whitelist: ['entries', 'lastOrderAt'], stateReconciler: false as const },
    session: { ...base, key: STORAGE_KEYS.session },
    checkout: { ...base, key: STORAGE_KEYS.checkout },
    syncTasks: { ...base, key: STORAGE_KEYS.syncTasks },
    ordersHistory: { ...base, key: STORAGE_KEYS.ordersHistory, whitelist: [...PERSISTED_ORDERS_HISTORY_FIELDS] },
    // What is read back is checked: a wishlist drops items without id, a compare list that is not one is removed (spec 02 §4, §8).
    wishlist: { ...base, key: STORAGE_KEYS.wishlist, getStoredState: readStoredWishlist },
    compare: { ...base, key: STORAGE_KEYS.compare, getStoredState: readStoredCompare },
  };
}

type PersistSettings = ReturnType<typeof persistSettings>;
export type PersistedSliceName = keyof PersistSettings;

/**
 * What a cart add reads and writes of the stored state: the cart, its token, and the session whose
 * user token the cart calls carry. An add waits for these alone (issue 35); it changes no other
 * persisted slice, so the others may come back after it without either side losing anything.
 */
export const CART_ADD_SLICES = ['cart', 'cartToken', 'session'] as const satisfies readonly PersistedSliceName[];

/** The fields redux-persist keeps of a slice, comparable as one string. */
function persistedFields(slice: object, whitelist: readonly string[] | undefined): string {
  return JSON.stringify(Object.entries(slice).filter(([field]) => field !== '_persist' && (whitelist?.includes(field) ?? true)));
}

/**
 * A slice's stored state that arrived after the page started without it (ADR 0005) is taken in as
 * a second rehydration while the page still holds that slice's start state; a slice the page has
 * changed since keeps what it holds. The order queue always takes it, as it merges, never replaces.
 */
export function rehydrateLateReads(
  settings: PersistSettings,
  store: {
    getState(): Record<PersistedSliceName, object>;
    dispatch(action: { type: typeof REHYDRATE; key: string; payload: unknown }): unknown;
  },
): LateReadHandler {
  const start = store.getState();
  return async ({ key, stored }) => {
    const name = (Object.keys(settings) as PersistedSliceName[]).find((slice) => settings[slice].key === key);
    if (name === undefined) return false;
    const config = settings[name];
    const whitelist = 'whitelist' in config ? config.whitelist : undefined;
    const changed = persistedFields(store.getState()[name], whitelist) !== persistedFields(start[name], whitelist);
    if (changed && name !== 'orderQueue') return false;
    const read = 'getStoredState' in config ? config.getStoredState : getStoredState;
    const payload = await read({ ...config, storage: { ...noopStorage, removeItem: config.storage.removeItem, getItem: async () => stored } });
    store.dispatch({ type: REHYDRATE, key, payload });
    return true;
  };
}
