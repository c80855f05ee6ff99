/**
 * POST /api/ext/giftcard/delete/{code}?cartId= (spec 01 §7 "Remove gift card"): takes the gift card
 * off the cart; a code the cart does not hold answers that it could not be redeemed.
 */
import { openCart, updateCart } from '@/lib/commerce/carts';
import { ApiError, apiRoute, parseInput } from '@/lib/http';
import { giftCardCodeParamsSchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { code } = parseInput(giftCardCodeParamsSchema, context.params);
  const { cart } = await openCart(request, context);
  if (cart.gift_card_code === null || cart.gift_card_code !== code.trim().toUpperCase()) throw new ApiError(400, 'giftCardNotFound', { code });
  await updateCart(context.db, cart.id, { gift_card_code: null, updated_at: context.now.toISOString() });
  return { result: true };
});
