/** POST /api/wishlist/delete: removes a sku from the caller's wishlist. */
import { requireCustomer } from '@/lib/commerce/auth';
import { removeFromWishlist } from '@/lib/commerce/wishlist';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { wishlistItemInputSchema } from '@/lib/contract/wishlist-calls';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { sku } = parseInput(wishlistItemInputSchema, await readJsonBody(request));
  const user = await requireCustomer(request, context);
  await removeFromWishlist(context.db, user.id, sku);
  return { result: true };
});
