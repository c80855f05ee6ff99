/** POST /api/cart/apply-coupon?cartId= { coupon }: checks the code against the cart and keeps it. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { parseInput, readJsonBody } from '@/lib/commerce/http/parse-input';
import { openCart } from '@/lib/commerce/carts/cart-access';
import { updateCart } from '@/lib/commerce/carts/cart-repository';
import { redeemableCoupon } from '@/lib/commerce/totals/quote-totals';
import { applyCouponInputSchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { coupon: code } = parseInput(applyCouponInputSchema, await readJsonBody(request));
  const { cart, customer } = await openCart(request, context);
  const coupon = await redeemableCoupon(context.db, cart, code, { store: context.store, customer, now: context.now });
  await updateCart(context.db, cart.id, { coupon_code: coupon.code, updated_at: context.now.toISOString() });
  return { result: true };
});
