/** POST /api/cart/delete?cartId=: removes the matching line. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { parseInput, readJsonBody } from '@/lib/commerce/http/parse-input';
import { openCart } from '@/lib/commerce/carts/cart-access';
import { removeCartItem } from '@/lib/commerce/carts/cart-lines';
import { cartDeleteInputSchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { cartItem } = parseInput(cartDeleteInputSchema, await readJsonBody(request));
  const { cart } = await openCart(request, context);
  await removeCartItem(context.db, cart, cartItem);
  return { result: true };
});
