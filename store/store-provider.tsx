'use client';
/**
 * Gives client components the store: one per page, wired to the page's events once mounted. No
 * PersistGate: server HTML renders at once, stored state follows.
 *
 * The browser's store is made once per page and store view, outside React's state: React throws
 * away a render that suspends before it commits (a hydration waiting for a script, then retried,
 * sometimes hundreds of times on a busy machine) and runs `useState` initialisers again, and every
 * store made that way started its own storage reads and writes; their updates kept interrupting the
 * hydration, which made yet another store.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { connectBrowserEvents } from './browser-events';
import type { ClientStoreView } from './listener-types';
import { makeStore, type AppStore } from './make-store';

let pageStore: { code: string; store: AppStore } | null = null;

/** A store per request on the server; in the browser the page's one store of its store view. */
function storeOf(storeView: ClientStoreView): AppStore {
  if (typeof window === 'undefined') return makeStore({ storeView });
  if (pageStore?.code !== storeView.code) pageStore = { code: storeView.code, store: makeStore({ storeView }) };
  return pageStore.store;
}

export function StoreProvider({ storeView, children }: { storeView: ClientStoreView; children: ReactNode }) {
  const [store] = useState(() => storeOf(storeView));
  useEffect(() => connectBrowserEvents(store, window), [store]);
  return <Provider store={store}>{children}</Provider>;
}
