/**
 * The page's store as catalogue pages start it (ADR 0011, 0031): the landing slices' initial state
 * and nothing else — not even Redux Toolkit. The client runtime (Redux Toolkit's store with every
 * reducer, the executor, listeners, persistence, browser events; `client-runtime.ts`) is a chunk of
 * its own, loaded by `startClientRuntime` on the shopper's first use, at idle when the browser holds
 * client state from an earlier visit, or at once on routes that need it (cart, checkout, account).
 *
 * Components hold one store for the page's life (react-redux's Provider): it answers with the
 * landing state until the runtime installs its store, then forwards everything to that one. An
 * action dispatched before that waits for the runtime and its stored state, so it is never lost nor
 * overwritten by the rehydration; its dispatch answers a promise of what the runtime's gives.
 */
import { CLIENT_RUNTIME_MARKER_COOKIE } from '@/lib/config/client';
import { cookieValue } from '@/lib/cookies/cookie-value';
import { cartInitialState, cartTokenInitialState } from './cart/cart-state';
import { compareInitialState } from './compare/compare-state';
import type { AppDispatch, AppStore, ClientStoreView, StoreExtra } from './listener-types';
import { notificationsInitialState } from './notifications/notifications-state';
import type { RootState } from './root-reducer';
import { sessionInitialState } from './session/session-state';
import { uiInitialState } from './ui/ui-state';
import { wishlistInitialState } from './wishlist/wishlist-state';

/**
 * What the catalogue pages' islands read before the runtime runs (the persisted slices come back
 * with it), and what the server drew the page from: hydration reads this (`StoreProvider`'s
 * `serverState`), so a count kept from an earlier visit is shown by a re-render after it, never
 * as a mismatch inside it.
 */
export const LANDING_STATE = {
  cart: cartInitialState,
  cartToken: cartTokenInitialState,
  session: sessionInitialState,
  wishlist: wishlistInitialState,
  compare: compareInitialState,
  notifications: notificationsInitialState,
  ui: uiInitialState,
} as unknown as RootState;

export type { AppStore };

export function createPageStore(storeView: ClientStoreView) {
  // Filled by the client runtime; thunks run after it.
  const extra = { storeView } as StoreExtra;
  const listeners = new Set<() => void>();
  let runtime: AppStore | null = null;
  let runtimeReady!: (ready: Promise<void>) => void;
  // Settles with the runtime's own readiness (its stored state back), once it has installed its store.
  const whenReady = new Promise<void>((resolve) => (runtimeReady = resolve));

  const store = {
    getState: () => (runtime ? runtime.getState() : LANDING_STATE),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispatch(action: Parameters<AppDispatch>[0]) {
      if (runtime) return runtime.dispatch(action);
      void startClientRuntime();
      return whenReady.then(() => runtime?.dispatch(action));
    },
    // react-redux reads, subscribes and dispatches; nothing replaces this store's reducer or observes it.
  } as unknown as AppStore;

  /** The runtime's store takes over: components are told, and read and dispatch through it from now on. */
  function install(runtimeStore: AppStore, ready: Promise<void>): void {
    runtime = runtimeStore;
    runtimeReady(ready);
    runtimeStore.subscribe(() => listeners.forEach((listener) => listener()));
    listeners.forEach((listener) => listener());
  }

  return { store, extra, install };
}

export type PageStore = ReturnType<typeof createPageStore>;

interface RuntimeState {
  page: PageStore;
  started: Promise<void> | null;
  ready: boolean;
}

let current: RuntimeState | null = null;

/** Makes the browser's one store of the page (one per store view), or the server's per request. */
export function pageStoreOf(storeView: ClientStoreView): PageStore {
  if (typeof window === 'undefined') return createPageStore(storeView);
  if (current?.page.extra.storeView.code !== storeView.code) current = { page: createPageStore(storeView), started: null, ready: false };
  return current.page;
}

/** Loads and starts the client runtime once per page; resolves when stored state is back. */
export function startClientRuntime(): Promise<void> {
  if (!current) return Promise.resolve();
  const state = current;
  state.started ??= import('./client-runtime')
    .then(({ attachClientRuntime }) => attachClientRuntime(state.page, {}).ready)
    .then(() => {
      state.ready = true;
    });
  return state.started;
}

/** True when actions can go to the store at once: the runtime runs (or was attached with the store, as `makeStore` does). */
export function isClientRuntimeReady(): boolean {
  return current === null || current.ready;
}

/** True when an earlier visit left client state (cart, session, queue…) that the page must show. */
export function hasClientState(): boolean {
  return cookieValue(document.cookie, CLIENT_RUNTIME_MARKER_COOKIE) !== null;
}
