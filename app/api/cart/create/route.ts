/**
 * POST /api/cart/create: answers a cart token. A guest gets a new cart; a customer gets their own
 * cart, with the guest cart named by `cartId` merged in (the re-authorisation after login).
 */
import { findCustomer } from '@/lib/commerce/auth';
import { connectCart } from '@/lib/commerce/carts';
import { apiRoute, parseInput, readQuery } from '@/lib/http';
import { cartQuerySchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

const guestCartQuerySchema = cartQuerySchema.partial();

export const POST = apiRoute(async (request, context) => {
  const { cartId } = parseInput(guestCartQuerySchema, readQuery(request));
  const customer = await findCustomer(request, context);
  const cart = await connectCart(context.db, context.store, customer, cartId ?? null, context.now);
  return { result: cart.token };
});
