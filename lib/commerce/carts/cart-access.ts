/**
 * Opening a cart from a request (spec 01 §4 "Cart connection"): the `cartId` query parameter names
 * an active cart; an unknown or converted token answers 401 so the client bypasses to a new guest
 * cart. A customer's cart opens only for that customer.
 */
import type { ApiContext } from '@/lib/http/api-route';
import { ApiError } from '@/lib/http/api-error';
import { parseInput, readQuery } from '@/lib/http/parse-input';
import { findCustomer } from '../auth/current-customer';
import type { CartRow, UserRow } from '@/lib/db/schema';
import { cartQuerySchema } from '@/lib/contract/cart';
import { findActiveCartByToken } from './cart-repository';

export interface OpenedCart {
  cart: CartRow;
  customer: UserRow | null;
}

export async function openCart(request: Request, context: Pick<ApiContext, 'db' | 'now' | 'store'>): Promise<OpenedCart> {
  const { cartId } = parseInput(cartQuerySchema, readQuery(request));
  const customer = await findCustomer(request, context);
  const cart = await findActiveCartByToken(context.db, cartId);
  if (!cart || cart.store_code !== context.store.code) throw new ApiError(401, 'cartNotFound');
  if (cart.user_id !== null && cart.user_id !== customer?.id) throw new ApiError(401, 'cartNotFound');
  return { cart, customer };
}
