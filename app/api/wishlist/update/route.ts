/** POST /api/wishlist/update: adds a sku to the caller's wishlist; a duplicate answers 400. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { parseInput, readJsonBody } from '@/lib/commerce/http/parse-input';
import { requireCustomer } from '@/lib/commerce/auth/current-customer';
import { addToWishlist } from '@/lib/commerce/wishlist/wishlist';
import { wishlistItemInputSchema } from '@/lib/contract/wishlist-calls';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const item = parseInput(wishlistItemInputSchema, await readJsonBody(request));
  const user = await requireCustomer(request, context);
  return { result: await addToWishlist(context.db, user.id, item, context.now) };
});
