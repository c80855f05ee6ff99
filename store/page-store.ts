/**
 * The page's store as catalogue pages start it (ADR 0011, 0031): the landing slices' initial state
 * and nothing else — not even Redux Toolkit. The client runtime (Redux Toolkit's store with every
 * reducer, the executor, listeners, persistence, browser events; `client-runtime.ts`) is a chunk of
 * its own, loaded by `startClientRuntime` on the shopper's first use, at idle when the browser holds
 * client state from an earlier visit, or at once on routes that need it (cart, checkout, account).
 *
 * Components hold one store for the page's life (react-redux's Provider): it answers with the
 * landing state until the runtime installs its store, then forwards everything to that one. An
 * action dispatched before that waits for the runtime and the stored state it touches (a cart add
 * for the cart's, anything else for all of it), so it is never lost nor overwritten by the rehydration. As Redux's, its dispatch answers an action with the action
 * itself, and a thunk with its result (before the runtime, a promise of it). Its type says what it
 * holds: the landing slices (`landing-state.ts`), which the runtime's state contains.
 */
import type { Observable, Observer, Store, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { yieldToMain } from '@/lib/scheduling/after-paint';
import { LANDING_STATE, type LandingState } from './landing-state';
import type { AttachedRuntime } from './client-runtime';
import type { AppStore, ClientStoreView, RuntimeHost, StoreExtra } from './listener-types';
import type { RootState } from './root-reducer';
import { loadRuntimeMessages } from './runtime-messages';

export { LANDING_STATE };

type RuntimeThunk<R> = ThunkAction<R, RootState, StoreExtra, UnknownAction>;

/** The page store's dispatch: what Redux's gives once the runtime runs; before, an action is kept until its stored state is back. */
export interface LandingDispatch {
  /** A thunk answers its result, or a promise of it when it waits for the runtime. */
  <R>(thunk: RuntimeThunk<R>): R | Promise<Awaited<R>>;
  /** An action answers itself, as Redux's dispatch does. */
  <A extends UnknownAction>(action: A): A;
}

/** What react-redux holds for the page's life: the landing slices at first, the runtime's whole state after the hand-over. */
export interface LandingStore extends Store<LandingState, UnknownAction> {
  dispatch: LandingDispatch;
}

export function createPageStore(storeView: ClientStoreView) {
  // Filled by the client runtime; thunks run after it.
  const extra = { storeView } as StoreExtra;
  const listeners = new Set<() => void>();
  // Actions dispatched before the runtime installed its store; they run once its stored state is back.
  const waiting: Array<{ action: unknown; run: (runtimeStore: AppStore) => void }> = [];
  let runtime: AppStore | null = null;

  function dispatch<R>(thunk: RuntimeThunk<R>): R | Promise<Awaited<R>>;
  function dispatch<A extends UnknownAction>(action: A): A;
  function dispatch(action: RuntimeThunk<unknown> | UnknownAction): unknown {
    if (runtime) return runtime.dispatch(action);
    void startClientRuntime();
    if (typeof action === 'function') return new Promise((resolve) => waiting.push({ action, run: (runtimeStore) => resolve(runtimeStore.dispatch(action)) }));
    waiting.push({ action, run: (runtimeStore) => runtimeStore.dispatch(action) });
    return action;
  }

  const getState = (): LandingState => (runtime ? runtime.getState() : LANDING_STATE);
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  // Redux's interop point for observable libraries; nothing in the shop observes the store this way.
  const observable = (): Observable<LandingState> => ({
    subscribe(observer: Observer<LandingState>) {
      const emit = () => observer.next?.(getState());
      emit();
      return { unsubscribe: subscribe(emit) };
    },
    [Symbol.observable]: observable,
  });

  const store: LandingStore = {
    getState,
    subscribe,
    dispatch,
    replaceReducer() {
      throw new Error('The page store has no reducer of its own: the client runtime\'s store holds them.');
    },
    [Symbol.observable]: observable,
  };

  /** The runtime's store takes over: components are told, and read and dispatch through it from now on. */
  function install(runtimeStore: AppStore, readyFor: (action: unknown) => Promise<void>): void {
    runtime = runtimeStore;
    // Each waiting action runs once the stored state it touches is back, in the order dispatched among those waiting alike.
    for (const { action, run } of waiting.splice(0)) void readyFor(action).then(() => run(runtimeStore));
    runtimeStore.subscribe(() => listeners.forEach((listener) => listener()));
    listeners.forEach((listener) => listener());
  }

  return { store, extra, install } satisfies RuntimeHost & { store: LandingStore };
}

export type PageStore = ReturnType<typeof createPageStore>;

interface RuntimeState {
  page: PageStore;
  /** The runtime attached to the page (its chunks loaded, its store made); its stored state may still be on the way. */
  attached: Promise<AttachedRuntime> | null;
  started: Promise<void> | null;
  ready: boolean;
}

let current: RuntimeState | null = null;

/** Makes the browser's one store of the page (one per store view), or the server's per request. */
export function pageStoreOf(storeView: ClientStoreView): PageStore {
  if (typeof window === 'undefined') return createPageStore(storeView);
  if (current?.page.extra.storeView.code !== storeView.code) current = { page: createPageStore(storeView), attached: null, started: null, ready: false };
  return current.page;
}

/** Loads and starts the client runtime once per page; resolves when stored state is back. */
export function startClientRuntime(): Promise<void> {
  if (!current) return Promise.resolve();
  const state = current;
  state.attached ??= attachRuntime(state.page);
  state.started ??= state.attached
    .then(({ ready }) => ready)
    .then(() => {
      state.ready = true;
    });
  return state.started;
}

/**
 * Starts the client runtime and resolves once it may take `action`: a cart add as soon as the cart's
 * own stored state is back, anything else once all of it is (`attachClientRuntime`'s `readyFor`).
 */
export async function clientRuntimeReadyFor(action: unknown): Promise<void> {
  if (isClientRuntimeReady()) return;
  const state = current!;
  void startClientRuntime();
  const { readyFor } = await state.attached!;
  await readyFor(action);
}

async function attachRuntime(page: PageStore): Promise<AttachedRuntime> {
  const view = page.extra.storeView;
  // Beside the chunk, not after it: each is a round trip on a phone's connection (issue 35).
  const messages = loadRuntimeMessages((input, init) => fetch(input, init), window.location.origin, view.appendStoreCode ? view.code : null);
  // Both chunks are fetched at once; the libraries, the runtime's code and the making of its store
  // then run in tasks of their own, so a tap waits behind one of them at most.
  const libraries = import('./runtime-libraries');
  const runtime = import('./client-runtime');
  await libraries;
  await yieldToMain();
  const { attachClientRuntime } = await runtime;
  await yieldToMain();
  return attachClientRuntime(page, { messages });
}

/** The store view the page's calls are made for; null before the page has a store. */
export function pageStoreView(): ClientStoreView | null {
  return current?.page.extra.storeView ?? null;
}

/** True when actions can go to the store at once: the runtime runs (or was attached with the store, as `makeStore` does). */
export function isClientRuntimeReady(): boolean {
  return current === null || current.ready;
}

