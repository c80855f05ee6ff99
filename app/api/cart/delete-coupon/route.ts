/** POST /api/cart/delete-coupon?cartId=: removes the cart's coupon. */
import { apiRoute, openCart, updateCart } from '@/lib/commerce';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { cart } = await openCart(request, context);
  await updateCart(context.db, cart.id, { coupon_code: null, updated_at: context.now.toISOString() });
  return { result: true };
});
