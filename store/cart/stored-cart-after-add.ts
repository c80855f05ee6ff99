/**
 * A new shopper's first add goes before the stored state is back (issue 35, ADR 0050): a page whose
 * browser held no client state runs it at once. Should a cart turn up in storage after all (the
 * marker cookie was cleared but IndexedDB kept, another tab made a cart meanwhile), redux-persist
 * would lay it over the page's cart and lose the line just added, or leave the page on a token
 * other than the one the line went to. So once an add has begun before the cart and its token are
 * both back, their stored values are kept out of the state (the slices are marked rehydrated with
 * what the page holds) and handed over as `storedCartPassedOver`, which the cart's listeners merge
 * into the page's cart once the add's own work is done (`cart-listeners.ts`).
 */
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { STORAGE_KEYS } from '@/lib/config/client';
import { addRequested, cartInitialState, storedCartPassedOver, type PersistedCart } from './cart-state';

const CART_KEYS: readonly string[] = [STORAGE_KEYS.cart, STORAGE_KEYS.cartToken];

interface Rehydrate extends UnknownAction {
  key: string;
  payload?: unknown;
}

const isCartRehydrate = (action: unknown): action is Rehydrate =>
  typeof action === 'object' && action !== null && (action as Rehydrate).type === REHYDRATE && CART_KEYS.includes((action as Rehydrate).key);

/** The stored cart as the listeners take it; null when storage held none (the new shopper's usual case). */
function storedCart(payloads: Map<string, unknown>): { cart: PersistedCart; cartServerToken: string | null } | null {
  const cart = { ...cartInitialState, ...(payloads.get(STORAGE_KEYS.cart) as Partial<PersistedCart> | undefined) };
  const cartServerToken = (payloads.get(STORAGE_KEYS.cartToken) as { cartServerToken?: string | null } | undefined)?.cartServerToken ?? null;
  if (cartServerToken === null && cart.items.length === 0) return null;
  const { items, totals, couponCode, shippingCountry, connectBypassCount } = cart;
  return { cart: { items, totals, couponCode, shippingCountry, connectBypassCount }, cartServerToken };
}

export function storedCartAfterEarlyAdd(): Middleware {
  // What storage answered for the cart's keys so far.
  const payloads = new Map<string, unknown>();
  let addedEarly = false;
  let settled = false;
  return ({ dispatch }) =>
    (next) =>
    (action) => {
      if (addRequested.match(action) && !settled) addedEarly = true;
      // A late read (ADR 0005) after both keys are back is rehydrated as ever: it comes only when the page has not changed the slice.
      if (!isCartRehydrate(action) || settled) return next(action);
      payloads.set(action.key, action.payload);
      const result = next(addedEarly ? { ...action, payload: undefined } : action);
      if (payloads.size === CART_KEYS.length) {
        settled = true;
        const stored = addedEarly ? storedCart(payloads) : null;
        if (stored !== null) dispatch(storedCartPassedOver(stored));
      }
      return result;
    };
}
