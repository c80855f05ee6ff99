/**
 * What listeners get besides state and dispatch: the executor and the page's capabilities
 * (navigation, clock, online state, cross-tab signalling), injected by `makeStore` so tests can
 * drive every side effect.
 */
import type { ListenerEffectAPI, Store, ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { Executor, RenderListBatcher } from '@/lib/api';
import type { StoreCode } from '@/lib/config/stores';
import type { PersistedCart } from './cart/cart-slice';
import type { RootState } from './root-reducer';

/** The store view the client runs in: its code, path prefix, default country and contact address. */
export interface ClientStoreView {
  code: StoreCode;
  /** `/de` for a view on a shared host, '' otherwise; prefixes every client route. */
  pathPrefix: string;
  /** The view appends its code, so api calls carry `storeCode` (spec 01 §2). */
  appendStoreCode: boolean;
  defaultCountry: string;
  contactEmail: string;
}

export interface ClientSwitches {
  orderAutoTransmission: boolean;
  /** Checkout leaves the shop for an external site (spec 01 §2). */
  externalCheckout: boolean;
  cartBypassMax: number;
}

export interface StoreExtra {
  executor: Executor;
  /** Customer-group prices through the executor, one render-list call per window for all askers. */
  renderList: RenderListBatcher;
  storeView: ClientStoreView;
  switches: ClientSwitches;
  navigate(path: string): void;
  now(): number;
  random(): number;
  isOnline(): boolean;
  /** Writes the persisted state now (before the page navigates away). */
  persistNow(): Promise<void>;
  /** Tells other tabs the cart changed, once the change is in storage. */
  announceCartChange(): Promise<void>;
  /** The cart and token another tab stored, or null when none. */
  readStoredCart(): Promise<{ cart: PersistedCart; cartServerToken: string | null } | null>;
  /** Asks the service worker to send the queue later, when it supports background sync. */
  requestBackgroundSync(): void;
}

export type AppDispatch = ThunkDispatch<RootState, StoreExtra, UnknownAction>;
export type AppStartListening = TypedStartListening<RootState, AppDispatch, StoreExtra>;
export type AppListenerApi = ListenerEffectAPI<RootState, AppDispatch, StoreExtra>;

/** The page's store as components, listeners and tests use it (Redux Toolkit's store, or the page store in front of it, ADR 0031). */
export type AppStore = Store<RootState, UnknownAction> & { dispatch: AppDispatch };

/** What the client runtime attaches to (the page store, `page-store.ts`): its thunks' extra argument, filled in, and the hand-over to the runtime's store. */
export interface RuntimeHost {
  extra: StoreExtra;
  /** `readyFor` answers when the runtime may take an action: its stored state (the part the action touches) and messages are back. */
  install(runtimeStore: AppStore, readyFor: (action: unknown) => Promise<void>): void;
}
