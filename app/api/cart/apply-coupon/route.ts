/**
 * POST /api/cart/apply-coupon?cartId= { coupon }: checks the code against the cart and keeps it:
 * a coupon as the cart's coupon, a gift card or voucher as its gift card (the gift card segment).
 */
import { openCart, updateCart } from '@/lib/commerce/carts';
import { redeemableCode } from '@/lib/commerce/totals';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { applyCouponInputSchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { coupon: code } = parseInput(applyCouponInputSchema, await readJsonBody(request));
  const { cart, customer } = await openCart(request, context);
  const redeemable = await redeemableCode(context.db, cart, code, { store: context.store, customer, now: context.now });
  const change = 'coupon' in redeemable ? { coupon_code: redeemable.coupon.code } : { gift_card_code: redeemable.giftCard.code };
  await updateCart(context.db, cart.id, { ...change, updated_at: context.now.toISOString() });
  return { result: true };
});
