/** POST /api/wishlist/delete: removes a sku from the caller's wishlist. */
import { apiRoute, parseInput, readJsonBody, removeFromWishlist, requireCustomer } from '@/lib/commerce';
import { wishlistItemInputSchema } from '@/lib/contract/wishlist-calls';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { sku } = parseInput(wishlistItemInputSchema, await readJsonBody(request));
  const user = await requireCustomer(request, context);
  await removeFromWishlist(context.db, user.id, sku);
  return { result: true };
});
