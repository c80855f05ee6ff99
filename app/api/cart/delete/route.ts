/** POST /api/cart/delete?cartId=: removes the matching line. */
import { openCart, removeCartItem } from '@/lib/commerce/carts';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { cartDeleteInputSchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { cartItem } = parseInput(cartDeleteInputSchema, await readJsonBody(request));
  const { cart } = await openCart(request, context);
  await removeCartItem(context.db, cart, cartItem);
  return { result: true };
});
