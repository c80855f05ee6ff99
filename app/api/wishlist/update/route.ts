/** POST /api/wishlist/update: adds a sku to the caller's wishlist; a duplicate answers 400. */
import { addToWishlist, apiRoute, parseInput, readJsonBody, requireCustomer } from '@/lib/commerce';
import { wishlistItemInputSchema } from '@/lib/contract/wishlist-calls';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const item = parseInput(wishlistItemInputSchema, await readJsonBody(request));
  const user = await requireCustomer(request, context);
  return { result: await addToWishlist(context.db, user.id, item, context.now) };
});
