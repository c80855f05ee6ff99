/**
 * POST /api/cart/update?cartId=: adds a line or sets the quantity of the matching line; answers
 * the line, with the stock warning in `meta.warning` when the product is out of stock or its stock
 * is unknown.
 */
import { apiRoute, cartItemView, openCart, parseInput, readJsonBody, updateCartItem } from '@/lib/commerce';
import { cartUpdateInputSchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { cartItem } = parseInput(cartUpdateInputSchema, await readJsonBody(request));
  const { cart, customer } = await openCart(request, context);
  const { line, warning, product } = await updateCartItem(context.db, context.store, cart, cartItem, context.now, customer);
  const result = cartItemView(cart, line, product);
  return warning ? { result, meta: { warning: context.t(warning) } } : { result };
});
