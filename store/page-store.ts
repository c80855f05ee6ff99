/**
 * The page's Redux store as catalogue pages start it (ADR 0008): the landing slices, an empty
 * dynamic middleware and the services object thunks get, and nothing else. The client runtime
 * (executor, listeners, persistence, browser events; `client-runtime.ts`) is a chunk of its own,
 * loaded by `startClientRuntime` on the shopper's first use, at idle when the browser holds client
 * state from an earlier visit, or at once on routes that need it (cart, checkout, account).
 */
import { configureStore, createDynamicMiddleware, type Middleware } from '@reduxjs/toolkit';
import { CLIENT_RUNTIME_MARKER_KEY } from '@/lib/config/client';
import { landingReducer } from './landing-reducer';
import type { AppDispatch, ClientStoreView, StoreExtra } from './listener-types';
import type { RootState } from './root-reducer';

/** redux-persist's action types (kept as strings so its code is not loaded with the page). */
const PERSIST_ACTIONS = ['persist/FLUSH', 'persist/REHYDRATE', 'persist/PAUSE', 'persist/PERSIST', 'persist/PURGE', 'persist/REGISTER'];

export function createPageStore(storeView: ClientStoreView) {
  const dynamic = createDynamicMiddleware<RootState, AppDispatch>();
  // Filled by the client runtime; thunks run after it (`startClientRuntime` resolves first).
  const extra = { storeView } as StoreExtra;
  const store = configureStore({
    reducer: landingReducer as unknown as (state: RootState | undefined, action: { type: string }) => RootState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra }, serializableCheck: { ignoredActions: PERSIST_ACTIONS } }).prepend(dynamic.middleware as Middleware),
  });
  return { store, extra, addMiddleware: (middleware: Middleware) => dynamic.addMiddleware(middleware as never) };
}

export type PageStore = ReturnType<typeof createPageStore>;
export type AppStore = PageStore['store'];

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
  try {
    return window.localStorage.getItem(CLIENT_RUNTIME_MARKER_KEY) !== null;
  } catch {
    return false;
  }
}
