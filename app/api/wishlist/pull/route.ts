/** GET /api/wishlist/pull: the caller's wishlist. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { requireCustomer } from '@/lib/commerce/auth/current-customer';
import { wishlistOf } from '@/lib/commerce/wishlist/wishlist';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const user = await requireCustomer(request, context);
  return { result: await wishlistOf(context.db, user.id) };
});
