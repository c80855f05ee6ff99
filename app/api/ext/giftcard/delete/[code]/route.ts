/**
 * POST /api/ext/giftcard/delete/{code}?cartId=: removes a gift card from the cart. Gift cards are
 * not sold or applied by this server yet, so no cart holds one and every code answers that it
 * could not be redeemed; the totals carry the gift card segment at 0.
 */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { ApiError } from '@/lib/commerce/http/api-error';
import { parseInput } from '@/lib/commerce/http/parse-input';
import { openCart } from '@/lib/commerce/carts/cart-access';
import { giftCardCodeParamsSchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { code } = parseInput(giftCardCodeParamsSchema, context.params);
  await openCart(request, context);
  throw new ApiError(400, 'giftCardNotFound', { code });
});
