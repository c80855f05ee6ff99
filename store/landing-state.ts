/**
 * The landing slices (ADR 0011, 0031): the part of the store catalogue pages' islands read before
 * the client runtime runs, and what the server drew the page from: hydration reads it
 * (`StoreProvider`'s `serverState`), so a count kept from an earlier visit is shown by a re-render
 * after it, never as a mismatch inside it. Each slice's state type and initial value are its own
 * feature's (`*-state.ts`); the runtime's `RootState` holds all of them (checked in
 * `root-reducer.ts`).
 */
import { cartInitialState, cartTokenInitialState, type CartState, type CartTokenState } from './cart/cart-state';
import { compareInitialState, type CompareState } from './compare/compare-state';
import { notificationsInitialState, type NotificationsState } from './notifications/notifications-state';
import { sessionInitialState, type SessionState } from './session/session-state';
import { uiInitialState, type UiState } from './ui/ui-state';
import { wishlistInitialState, type WishlistState } from './wishlist/wishlist-state';

export interface LandingState {
  cart: CartState;
  cartToken: CartTokenState;
  session: SessionState;
  wishlist: WishlistState;
  compare: CompareState;
  notifications: NotificationsState;
  ui: UiState;
}

export const LANDING_STATE: LandingState = {
  cart: cartInitialState,
  cartToken: cartTokenInitialState,
  session: sessionInitialState,
  wishlist: wishlistInitialState,
  compare: compareInitialState,
  notifications: notificationsInitialState,
  ui: uiInitialState,
};
