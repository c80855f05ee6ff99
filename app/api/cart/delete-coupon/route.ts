/** POST /api/cart/delete-coupon?cartId=: removes the cart's coupon. */
import { openCart, updateCart } from '@/lib/commerce/carts';
import { apiRoute } from '@/lib/http';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { cart } = await openCart(request, context);
  await updateCart(context.db, cart.id, { coupon_code: null, updated_at: context.now.toISOString() });
  return { result: true };
});
