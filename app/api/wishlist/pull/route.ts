/** GET /api/wishlist/pull: the caller's wishlist. */
import { requireCustomer } from '@/lib/commerce/auth';
import { wishlistOf } from '@/lib/commerce/wishlist';
import { apiRoute } from '@/lib/http';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const user = await requireCustomer(request, context);
  return { result: await wishlistOf(context.db, user.id) };
});
