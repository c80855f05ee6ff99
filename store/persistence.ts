/**
 * What survives a reload (ARCHITECTURE.md "Client state"): the cart and its token under the
 * spec's keys, the order outbox, the session, the checkout and the queued calls, written by
 * redux-persist to IndexedDB through localforage in the browser. On the server nothing is stored
 * (noop storage), so server-rendered HTML never waits for storage.
 */
import localforage from 'localforage';
import type { Storage } from 'redux-persist';
import { CLIENT_DATABASE_NAME, STORAGE_KEYS } from '@/lib/config/client';
import { PERSISTED_CART_FIELDS } from './cart/cart-slice';

export const noopStorage: Storage = {
  getItem: async () => null,
  setItem: async () => undefined,
  removeItem: async () => undefined,
};

/** IndexedDB in the browser, nothing on the server. */
export function defaultStorage(): Storage {
  if (typeof window === 'undefined') return noopStorage;
  return localforage.createInstance({ name: CLIENT_DATABASE_NAME });
}

/** Persist settings per slice: key (the spec's where it names one) and what is kept. */
export function persistSettings(storage: Storage) {
  // Keys are stored as named, without redux-persist's "persist:" prefix.
  const base = { storage, keyPrefix: '' };
  return {
    cart: { ...base, key: STORAGE_KEYS.cart, whitelist: [...PERSISTED_CART_FIELDS] },
    cartToken: { ...base, key: STORAGE_KEYS.cartToken },
    orderQueue: { ...base, key: STORAGE_KEYS.orderQueue, whitelist: ['entries', 'lastOrderAt'] },
    session: { ...base, key: STORAGE_KEYS.session },
    checkout: { ...base, key: STORAGE_KEYS.checkout },
    syncTasks: { ...base, key: STORAGE_KEYS.syncTasks },
  };
}
