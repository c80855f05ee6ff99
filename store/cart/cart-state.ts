/**
 * The cart's state, its initial value and the add that catalogue pages dispatch, without Redux
 * Toolkit (ADR 0031); the reducers are in `cart-slice.ts` and `cart-token-slice.ts`, the selectors
 * in `cart-selectors.ts`.
 */
import type { CartTotals } from '@/lib/contract/cart-answers';
import type { CartItem } from '@/lib/catalog/types';
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

/** The shopper adds lines; `cart-listeners.ts` carries it out against the server. */
export const addRequested = plainAction<{ items: CartItem[]; force?: boolean; silent?: boolean }>('cart/addRequested');
