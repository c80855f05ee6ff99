/** Tasks for the cart calls of the call table (spec 01 §7); payloads are checked before sending
 * with the schemas the route handlers parse (`lib/contract/cart.ts`). */
import type { CartItem } from '@/lib/catalog/types';
import type { Task } from '../task';
import {
  applyCouponInputSchema,
  cartCreateInputSchema,
  cartDeleteInputSchema,
  cartUpdateInputSchema,
  setShippingInfoInputSchema,
  type ShippingInfoRequest,
} from '@/lib/contract/cart';
import { giftCardCodeSchema } from '@/lib/contract/cart-answers';

export interface CartCreateOptions {
  guest?: boolean;
  silent?: boolean;
  mergeCartId?: string | null;
  /** The first line, added by the same request (a first add in one round trip). */
  firstItem?: CartItem;
}

/**
 * A guest cart goes without the user token (the 401 bypass of spec 01 §4). A customer's cart
 * names the guest cart it takes over as `cartId`: the server merges its lines in (quantity merge).
 */
export function cartCreateTask(options: CartCreateOptions): Task {
  const merge = !options.guest && options.mergeCartId ? { query: { cartId: options.mergeCartId } } : {};
  const body = options.firstItem ? { body: cartCreateInputSchema.parse({ cartItem: options.firstItem }) } : {};
  return { path: '/api/cart/create', method: 'POST', anonymous: options.guest, silent: options.silent, ...merge, ...body };
}

export function cartPullTask(): Task {
  return { path: '/api/cart/pull', method: 'GET', needsCart: true, silent: true };
}

export function cartTotalsTask(): Task {
  return { path: '/api/cart/totals', method: 'GET', needsCart: true, needsCountry: true, silent: true };
}

export function cartUpdateTask(cartItem: CartItem, options: { silent?: boolean } = {}): Task {
  const body = cartUpdateInputSchema.parse({ cartItem });
  return { path: '/api/cart/update', method: 'POST', body, needsCart: true, silent: options.silent };
}

export function cartDeleteTask(cartItem: CartItem): Task {
  return { path: '/api/cart/delete', method: 'POST', body: cartDeleteInputSchema.parse({ cartItem }), needsCart: true };
}

export function applyCouponTask(coupon: string, options: { silent?: boolean } = {}): Task {
  const body = applyCouponInputSchema.parse({ coupon });
  return { path: '/api/cart/apply-coupon', method: 'POST', body, needsCart: true, silent: options.silent };
}

export function deleteCouponTask(): Task {
  return { path: '/api/cart/delete-coupon', method: 'POST', needsCart: true };
}

export function deleteGiftCardTask(code: string): Task {
  const safeCode = encodeURIComponent(giftCardCodeSchema.parse(code));
  return { path: `/api/ext/giftcard/delete/${safeCode}`, method: 'POST', needsCart: true };
}

export function setShippingInfoTask(request: ShippingInfoRequest): Task {
  const body = setShippingInfoInputSchema.parse(request);
  return { path: '/api/cart/set-shipping-info', method: 'POST', body, needsCart: true, needsCountry: true };
}
