/**
 * A page store with its client runtime attached at once (ADR 0011): what tests and the routes
 * that need the whole client (cart, checkout, account) use. Catalogue pages start with the page
 * store alone (`page-store.ts`) and attach the runtime on first use.
 */
import { attachClientRuntime, type RuntimeOptions } from './client-runtime';
import type { AppStore, ClientStoreView } from './listener-types';
import { createPageStore } from './page-store';

export interface MakeStoreOptions extends RuntimeOptions {
  storeView: ClientStoreView;
}

export function makeStore({ storeView, ...options }: MakeStoreOptions): AppStore {
  const page = createPageStore(storeView);
  // Tests wire the browser's events themselves (connectBrowserEvents) when they need them.
  // The runtime's own store: attached at once, the page store in front of it would only forward.
  return attachClientRuntime(page, { browserEvents: false, ...options }).store;
}

export type { AppStore };
export { clientStoreView } from './client-store-view';
