/**
 * POST /api/cart/update?cartId=: adds a line or sets the quantity of the matching line; answers
 * the line, with the stock warning in `meta.warning` when the product is out of stock or its stock
 * is unknown.
 */
import { cartItemView, openCart, updateCartItem } from '@/lib/commerce/carts';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { cartUpdateInputSchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { cartItem } = parseInput(cartUpdateInputSchema, await readJsonBody(request));
  const { cart, customer } = await openCart(request, context);
  const { line, warning, product } = await updateCartItem(context.db, context.store, cart, cartItem, context.now, customer);
  const result = cartItemView(cart, line, product);
  return warning ? { result, meta: { warning: context.t(warning) } } : { result };
});
