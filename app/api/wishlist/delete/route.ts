/** POST /api/wishlist/delete: removes a sku from the caller's wishlist. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { parseInput, readJsonBody } from '@/lib/commerce/http/parse-input';
import { requireCustomer } from '@/lib/commerce/auth/current-customer';
import { removeFromWishlist } from '@/lib/commerce/wishlist/wishlist';
import { wishlistItemInputSchema } from '@/lib/contract/wishlist-calls';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { sku } = parseInput(wishlistItemInputSchema, await readJsonBody(request));
  const user = await requireCustomer(request, context);
  await removeFromWishlist(context.db, user.id, sku);
  return { result: true };
});
