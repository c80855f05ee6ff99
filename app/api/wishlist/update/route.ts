/** POST /api/wishlist/update: adds a sku to the caller's wishlist; a duplicate answers 400. */
import { requireCustomer } from '@/lib/commerce/auth';
import { addToWishlist } from '@/lib/commerce/wishlist';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { wishlistItemInputSchema } from '@/lib/contract/wishlist-calls';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const item = parseInput(wishlistItemInputSchema, await readJsonBody(request));
  const user = await requireCustomer(request, context);
  return { result: await addToWishlist(context.db, user.id, item, context.now) };
});
