/**
 * POST /api/cart/create: answers a cart token. A guest gets a new cart; a customer gets their own
 * cart, with the guest cart named by `cartId` merged in (the re-authorisation after login). A body
 * `{ cartItem }` adds the first line in the same request, answered in `meta.cartItem` (with the
 * update call's stock warning); a refused line answers the update call's error and makes no cart.
 */
import { findCustomer } from '@/lib/commerce/auth';
import { cartItemView, connectCart } from '@/lib/commerce/carts';
import { apiRoute, parseInput, readJsonBody, readQuery } from '@/lib/http';
import { cartCreateInputSchema, cartQuerySchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

const guestCartQuerySchema = cartQuerySchema.partial();

export const POST = apiRoute(async (request, context) => {
  const { cartId } = parseInput(guestCartQuerySchema, readQuery(request));
  const { cartItem } = parseInput(cartCreateInputSchema, await readJsonBody(request));
  const customer = await findCustomer(request, context);
  const { cart, added } = await connectCart(context.db, context.store, customer, cartId ?? null, context.now, cartItem ?? null);
  if (!added) return { result: cart.token };
  const line = cartItemView(cart, added.line, added.product);
  return { result: cart.token, meta: { cartItem: line, ...(added.warning ? { warning: context.t(added.warning) } : {}) } };
});
