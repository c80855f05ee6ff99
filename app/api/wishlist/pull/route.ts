/** GET /api/wishlist/pull: the caller's wishlist. */
import { apiRoute, requireCustomer, wishlistOf } from '@/lib/commerce';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const user = await requireCustomer(request, context);
  return { result: await wishlistOf(context.db, user.id) };
});
