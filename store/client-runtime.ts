/**
 * The client runtime (ADR 0011): everything with an effect that a page's store needs once the
 * shopper uses it — the executor, the render-list batcher, every feature's listeners, persistence
 * to IndexedDB (redux-persist over the persistent cache, ADR 0005) and the browser's events. A
 * chunk of its own: catalogue pages load it on first use (`startClientRuntime`), tests and
 * `makeStore` attach it at once. Everything with an effect is injected, with the browser's
 * defaults: fetch, clock, randomness, online state, navigation, storage and the cross-tab signal.
 */
import { configureStore, createListenerMiddleware, type Middleware } from '@reduxjs/toolkit';
import { getStoredState, persistStore, type Persistor, type Storage } from 'redux-persist';
import { createExecutor, createRenderListBatcher, type ExecutorOptions } from '@/lib/api';
import { hasExternalCheckout } from '@/lib/checkout';
import { EXTERNAL_CHECKOUT } from '@/lib/config/checkout-ui';
import { CART_BYPASS_MAX, CLIENT_STATE_SETTLE_TIMEOUT_MS, ORDER_AUTO_TRANSMISSION, STORAGE_KEYS } from '@/lib/config/client';
import { appStarted } from './app-events';
import { connectBrowserEvents } from './browser-events';
import { registerCartListeners } from './cart/cart-listeners';
import { cartInitialState, type PersistedCart } from './cart/cart-state';
import { registerCheckoutListeners } from './checkout/checkout-listeners';
import { isClientStateStorage } from './client-state-storage';
import { claimEarlyAdds } from './cart/early-add-answers';
import { markClientState } from './client-state-marker';
import { registerCompareListeners } from './compare/compare-listeners';
import type { AppDispatch, AppStore, ClientSwitches, RuntimeHost, StoreExtra } from './listener-types';
import { errorNotification, registerNotificationListeners } from './notifications/notifications-listeners';
import { registerOrderPlacementListeners } from './order-queue/order-placement-listeners';
import { registerOrderQueueListeners } from './order-queue/order-queue-listeners';
import { addRequested } from './cart/cart-state';
import { CART_ADD_SLICES, defaultStorage, persistSettings, rehydrateLateReads, type PersistedSliceName } from './persistence';
import { loadRuntimeMessages } from './runtime-messages';
import { createRootReducer, type RootState } from './root-reducer';
import { registerSessionListeners } from './session/session-listeners';
import { loggedOut, tokensRefreshed } from './session/session-slice';
import { registerSyncTaskListeners } from './sync-tasks/sync-tasks-listeners';
import { followConsentChanges, registerTrackingListeners } from './tracking/tracking-listeners';
import { untransmittedTasksDiscarded } from './sync-tasks/sync-tasks-slice';
import { modalOpened } from './ui/ui-slice';
import { registerWishlistListeners } from './wishlist/wishlist-listeners';

export interface RuntimeOptions {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
  isOnline?: () => boolean;
  navigate?: (path: string) => void;
  /** Where persisted state lives; none on the server. */
  storage?: Storage;
  /** Read and write the persisted state (the browser's default); off on the server. */
  persist?: boolean;
  baseUrl?: string;
  switches?: Partial<ClientSwitches>;
  executor?: Pick<ExecutorOptions, 'autoRefreshTokens' | 'tokenInQuery'>;
  requestBackgroundSync?: () => void;
  /** Writes the cross-tab marker; the browser's default is a localStorage key. */
  signalOtherTabs?: () => void;
  /** Wire online/offline, visibility and other tabs' changes (the browser's default). */
  browserEvents?: boolean;
  /** The notifications' messages when the starter already fetches them (beside the chunk); the browser's default fetches them here. */
  messages?: Promise<void>;
}

const isBrowser = () => typeof window !== 'undefined';

/** redux-persist's action types, which carry its callbacks (not serialisable by design). */
const PERSIST_ACTIONS = ['persist/FLUSH', 'persist/REHYDRATE', 'persist/PAUSE', 'persist/PERSIST', 'persist/PURGE', 'persist/REGISTER'];

/** Redux Toolkit's store with every slice (persisted ones through redux-persist) and the listeners first. */
function createRuntimeStore(storage: Storage, extra: StoreExtra, listeners: Middleware) {
  return configureStore({
    reducer: createRootReducer(storage),
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra }, serializableCheck: { ignoredActions: PERSIST_ACTIONS } }).prepend(listeners),
  });
}

type RuntimeStore = ReturnType<typeof createRuntimeStore>;

/**
 * Resolves once the named slices are back from storage: redux-persist marks a slice rehydrated
 * when its stored state (or nothing) has been taken in, and only then writes it.
 */
function slicesRestored(store: RuntimeStore, names: readonly PersistedSliceName[]): Promise<void> {
  const restored = () => names.every((name) => (store.getState()[name] as { _persist?: { rehydrated: boolean } })._persist?.rehydrated === true);
  return new Promise((resolve) => {
    if (restored()) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (!restored()) return;
      unsubscribe();
      resolve();
    });
  });
}

function signalOtherTabsByStorage(): void {
  window.localStorage.setItem(STORAGE_KEYS.cartChanged, String(Date.now()));
}

export interface AttachedRuntime {
  store: AppStore;
  /** The whole stored state and the messages are back (`appStarted` has gone). */
  ready: Promise<void>;
  /** When the runtime may take this action: a cart add once the cart's slices are back, anything else once all are. */
  readyFor(action: unknown): Promise<void>;
}

export function attachClientRuntime({ extra, install }: RuntimeHost, options: RuntimeOptions): AttachedRuntime {
  const storeView = extra.storeView;
  const storage = options.storage ?? defaultStorage();
  const persistence = options.persist ?? isBrowser();
  const settings = persistSettings(storage);
  const now = options.now ?? Date.now;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl ?? (isBrowser() ? window.location.origin : 'http://localhost');
  let persistor: Persistor | null = null;
  // The store is made below, once the listeners that act through these exist.
  let store: RuntimeStore;
  const state = (): RootState => store.getState();
  const dispatch: AppDispatch = (action: Parameters<AppDispatch>[0]) => store.dispatch(action as never) as never;

  const executor = createExecutor({
    fetch: fetchImpl,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    baseUrl,
    ...options.executor,
    context: () => {
      const s = state();
      return {
        cartId: s.cartToken.cartServerToken,
        userToken: s.session.token,
        refreshToken: s.session.refreshToken,
        shippingCountry: s.cart.shippingCountry ?? storeView.defaultCountry,
        storeCode: storeView.appendStoreCode ? storeView.code : null,
      };
    },
    events: {
      notifyError: (message) => dispatch(errorNotification(message)),
      tokenRefreshed: (tokens) => dispatch(tokensRefreshed(tokens)),
      authorizationLost: () => {
        dispatch(loggedOut({ silent: true }));
        dispatch(modalOpened('signup'));
        dispatch(untransmittedTasksDiscarded());
      },
    },
  });

  /** Writes the state now and waits (within a bound) until IndexedDB has it, e.g. before a navigation. */
  async function persistNow(): Promise<void> {
    await persistor?.flush();
    if (isClientStateStorage(storage)) await storage.settled(CLIENT_STATE_SETTLE_TIMEOUT_MS);
  }

  Object.assign(extra, {
    executor,
    renderList: createRenderListBatcher({ execute: (task) => executor.execute(task), session: () => state().session.token }),
    switches: {
      orderAutoTransmission: ORDER_AUTO_TRANSMISSION,
      externalCheckout: hasExternalCheckout(EXTERNAL_CHECKOUT, storeView.code),
      cartBypassMax: CART_BYPASS_MAX,
      ...options.switches,
    },
    navigate: options.navigate ?? ((path: string) => window.location.assign(path)),
    now,
    random: options.random ?? Math.random,
    isOnline: options.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine)),
    persistNow,
    announceCartChange: async () => {
      await persistNow();
      (options.signalOtherTabs ?? (isBrowser() ? signalOtherTabsByStorage : () => undefined))();
    },
    readStoredCart: async () => {
      const cart = (await getStoredState(settings.cart)) as Partial<PersistedCart> | undefined;
      const token = (await getStoredState(settings.cartToken)) as { cartServerToken?: string | null } | undefined;
      if (cart === undefined) return null;
      const { items, totals, couponCode, shippingCountry, connectBypassCount } = { ...cartInitialState, ...cart };
      return { cart: { items, totals, couponCode, shippingCountry, connectBypassCount }, cartServerToken: token?.cartServerToken ?? null };
    },
    requestBackgroundSync: options.requestBackgroundSync ?? (() => undefined),
  } satisfies Omit<StoreExtra, 'storeView'>);

  const listeners = createListenerMiddleware<RootState, AppDispatch, StoreExtra>({ extra });
  for (const register of [
    registerNotificationListeners,
    registerSessionListeners,
    registerCheckoutListeners,
    registerSyncTaskListeners,
    registerOrderPlacementListeners,
    registerOrderQueueListeners,
    registerCartListeners,
    registerWishlistListeners,
    registerCompareListeners,
    registerTrackingListeners,
  ]) {
    register(listeners.startListening);
  }
  store = createRuntimeStore(storage, extra, listeners.middleware);
  if (isClientStateStorage(storage)) storage.answerLateReads(rehydrateLateReads(settings, store as never));

  if (options.browserEvents ?? isBrowser()) {
    connectBrowserEvents(store, window);
    followConsentChanges(state, extra.random);
    markClientState();
  }
  const messages = options.messages ?? (isBrowser() && options.fetch === undefined ? loadRuntimeMessages(fetchImpl, baseUrl, storeView.appendStoreCode ? storeView.code : null) : Promise.resolve());
  // A first add confirmed before the runtime (ADR 0075) has its token written before the stored state is read.
  const claimed = claimEarlyAdds();
  const restored = persistence
    ? claimed.then(
        () =>
          new Promise<void>((resolve) => {
            persistor = persistStore(store, null, () => {
              store.dispatch(appStarted());
              resolve();
            });
          }),
      )
    : claimed;
  const ready = Promise.all([restored, messages]).then(() => undefined);
  // A new shopper's first add waits for the cart's own stored state, not all nine keys (issue 35);
  // its slices are rehydrated before it runs, so what it writes is stored (ADR 0049, 0052).
  const cartReady = persistence ? Promise.all([slicesRestored(store, CART_ADD_SLICES), messages]).then(() => undefined) : ready;
  const readyFor = (action: unknown) => (addRequested.match(action) ? cartReady : ready);
  install(store, readyFor);
  return { store, ready, readyFor };
}
