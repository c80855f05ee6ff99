'use client';
/**
 * Gives client components the store: one per page, made on first render, wired to the page's
 * events once mounted. No PersistGate: server HTML renders at once, stored state follows.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { connectBrowserEvents } from './browser-events';
import type { ClientStoreView } from './listener-types';
import { makeStore } from './make-store';

export function StoreProvider({ storeView, children }: { storeView: ClientStoreView; children: ReactNode }) {
  const [store] = useState(() => makeStore({ storeView }));
  useEffect(() => connectBrowserEvents(store, window), [store]);
  return <Provider store={store}>{children}</Provider>;
}
