/**
 * The cart's state, its initial value and every cart action (catalogue pages dispatch the add),
 * without Redux Toolkit (ADR 0031); the reducers are in `cart-slice.ts` and `cart-token-slice.ts`,
 * the selectors in `cart-selectors.ts`.
 */
import type { CartTotals } from '@/lib/contract/cart-answers';
import type { CartItem } from '@/lib/catalog/types';
import type { QuantityChange } from '@/lib/catalog/cart-items';
import { plainAction } from '../plain-action';

export interface CartState {
  items: CartItem[];
  totals: CartTotals | null;
  couponCode: string | null;
  /** null: the store's default country (spec 01 §3). */
  shippingCountry: string | null;
  loading: boolean;
  connectBypassCount: number;
  syncDisabled: boolean;
  /** The line last removed, offered for undo. */
  lastRemovedItem: CartItem | null;
  /** Why the last code was refused, shown at the voucher field until a code applies (issue 35). */
  couponError: string | null;
}

/** The part of the cart kept in storage; the loading flag and undo offer are per page. */
export const PERSISTED_CART_FIELDS = ['items', 'totals', 'couponCode', 'shippingCountry', 'connectBypassCount'] as const;
export type PersistedCart = Pick<CartState, (typeof PERSISTED_CART_FIELDS)[number]>;

export const cartInitialState: CartState = {
  items: [],
  totals: null,
  couponCode: null,
  shippingCountry: null,
  loading: false,
  connectBypassCount: 0,
  syncDisabled: false,
  lastRemovedItem: null,
  couponError: null,
};

export interface CartTokenState {
  cartServerToken: string | null;
}

export const cartTokenInitialState: CartTokenState = { cartServerToken: null };

/** What the shopper asks of the cart; `cart-listeners.ts` carries each out against the server. */
/** `pendingId`: the shopper's add as the badge counts it until the server answers (`pending-adds.ts`). */
export const addRequested = plainAction<{ items: CartItem[]; force?: boolean; silent?: boolean; pendingId?: string }>('cart/addRequested');
export const connectRequested = plainAction<void>('cart/connectRequested');
export const syncRequested = plainAction<void>('cart/syncRequested');
export const quantityChangeRequested = plainAction<{ item: CartItem; qty: number }>('cart/quantityChangeRequested');
export const removeRequested = plainAction<{ item: CartItem }>('cart/removeRequested');
export const couponApplyRequested = plainAction<string>('cart/couponApplyRequested');
export const couponRemoveRequested = plainAction<void>('cart/couponRemoveRequested');
export const giftCardRemoveRequested = plainAction<string>('cart/giftCardRemoveRequested');

/** What happened to the cart (`cart-slice.ts` applies them). */
export const loadingStarted = plainAction<void>('cart/loadingStarted');
export const loadingFinished = plainAction<void>('cart/loadingFinished');
export const tokenReceived = plainAction<string>('cart/tokenReceived');
export const guestBypassCounted = plainAction<void>('cart/guestBypassCounted');
export const syncDisabledReported = plainAction<void>('cart/syncDisabledReported');
/** The server's lines and totals replace ours (spec 01 §4 "Result handling"). */
export const serverCartReceived = plainAction<{ items: CartItem[]; totals: CartTotals | null }>('cart/serverCartReceived');
/** Unit prices by sku for the customer's group; lines of other skus keep theirs. */
export const linePricesRefreshed = plainAction<Record<string, number>>('cart/linePricesRefreshed');
export const itemRemoved = plainAction<CartItem>('cart/itemRemoved');
export const removalUndone = plainAction<void>('cart/removalUndone');
export const shippingCountryChanged = plainAction<string>('cart/shippingCountryChanged');
/** Why the last code was refused ('' when the server gave no reason), or null once a code applies. */
export const couponRefused = plainAction<string | null>('cart/couponRefused');
/** Emptied: the order was converted, the server asked for a fresh cart, or the user logged out. */
export const cleared = plainAction<void>('cart/cleared');
/** Another tab changed the cart; its persisted copy replaces ours (spec 01 §4). */
export const loadedFromStorage = plainAction<{ cart: PersistedCart; cartServerToken: string | null }>('cart/loadedFromStorage');

/** A line's quantity changed: tracking reports it as an add or a removal (spec 01 §4). */
export const cartQuantityChanged = plainAction<{ item: CartItem; change: NonNullable<QuantityChange> }>('cart/quantityChanged');
