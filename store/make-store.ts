/**
 * One Redux store per request on the server and one per page in the browser (ARCHITECTURE.md
 * "Client state"). Everything with an effect is injected, with the browser's defaults: fetch,
 * clock, randomness, online state, navigation, storage and the cross-tab signal.
 */
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, getStoredState, persistStore, type Persistor, type Storage } from 'redux-persist';
import { createExecutor, createRenderListBatcher, type ExecutorOptions } from '@/lib/api';
import { hasExternalCheckout } from '@/lib/checkout';
import { EXTERNAL_CHECKOUT } from '@/lib/config/checkout-ui';
import { CART_BYPASS_MAX, CLIENT_STATE_SETTLE_TIMEOUT_MS, ORDER_AUTO_TRANSMISSION, STORAGE_KEYS } from '@/lib/config/client';
import type { Store } from '@/lib/config/stores';
import { appStarted } from './app-events';
import { registerCartListeners } from './cart/cart-listeners';
import { cartInitialState, type PersistedCart } from './cart/cart-slice';
import { registerCheckoutListeners } from './checkout/checkout-listeners';
import type { AppDispatch, ClientStoreView, ClientSwitches, StoreExtra } from './listener-types';
import { registerNotificationListeners, errorNotification } from './notifications/notifications-listeners';
import { registerOrderPlacementListeners } from './order-queue/order-placement-listeners';
import { registerOrderQueueListeners } from './order-queue/order-queue-listeners';
import { isClientStateStorage } from './client-state-storage';
import { defaultStorage, persistSettings, rehydrateLateReads } from './persistence';
import { createRootReducer, type RootState } from './root-reducer';
import { registerSessionListeners } from './session/session-listeners';
import { loggedOut, tokensRefreshed } from './session/session-slice';
import { registerSyncTaskListeners } from './sync-tasks/sync-tasks-listeners';
import { untransmittedTasksDiscarded } from './sync-tasks/sync-tasks-slice';
import { modalOpened } from './ui/ui-slice';
import { registerWishlistListeners } from './wishlist/wishlist-listeners';
import { registerCompareListeners } from './compare/compare-listeners';

export interface MakeStoreOptions {
  storeView: ClientStoreView;
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
}

/** The client's view of a store from the store table. */
export function clientStoreView(store: Store): ClientStoreView {
  return {
    code: store.code,
    pathPrefix: store.prefix ?? '',
    appendStoreCode: store.appendStoreCode,
    defaultCountry: store.tax.defaultCountry,
    contactEmail: store.contact.email,
  };
}

const isBrowser = () => typeof window !== 'undefined';

function signalOtherTabsByStorage(): void {
  window.localStorage.setItem(STORAGE_KEYS.cartChanged, String(Date.now()));
}

export function makeStore(options: MakeStoreOptions) {
  const storage = options.storage ?? defaultStorage();
  const persistence = options.persist ?? isBrowser();
  const settings = persistSettings(storage);
  const now = options.now ?? Date.now;
  let persistor: Persistor | null = null;
  // The executor reads the store it belongs to; set right after the store exists.
  let current: { getState(): RootState; dispatch: AppDispatch } | null = null;
  const state = () => current!.getState();
  const dispatch: AppDispatch = (action: Parameters<AppDispatch>[0]) => current!.dispatch(action as never);

  const executor = createExecutor({
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    baseUrl: options.baseUrl ?? (isBrowser() ? window.location.origin : 'http://localhost'),
    ...options.executor,
    context: () => {
      const s = state();
      return {
        cartId: s.cartToken.cartServerToken,
        userToken: s.session.token,
        refreshToken: s.session.refreshToken,
        shippingCountry: s.cart.shippingCountry ?? options.storeView.defaultCountry,
        storeCode: options.storeView.appendStoreCode ? options.storeView.code : null,
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

  const extra: StoreExtra = {
    executor,
    renderList: createRenderListBatcher({ execute: (task) => executor.execute(task), session: () => state().session.token }),
    storeView: options.storeView,
    switches: {
      orderAutoTransmission: ORDER_AUTO_TRANSMISSION,
      externalCheckout: hasExternalCheckout(EXTERNAL_CHECKOUT, options.storeView.code),
      cartBypassMax: CART_BYPASS_MAX,
      ...options.switches,
    },
    navigate: options.navigate ?? ((path) => window.location.assign(path)),
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
  };

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
  ]) {
    register(listeners.startListening);
  }

  const store = configureStore({
    reducer: createRootReducer(storage),
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).prepend(listeners.middleware),
  });
  current = store;
  if (isClientStateStorage(storage)) storage.answerLateReads(rehydrateLateReads(settings, store));

  if (persistence) {
    persistor = persistStore(store, null, () => store.dispatch(appStarted()));
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
