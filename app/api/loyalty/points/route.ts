/** GET {loyalty base}/points (spec 02 §7): the caller's beans (active, pending, expiring) and membership. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { requireCustomer } from '@/lib/commerce/auth/current-customer';
import { userPoints } from '@/lib/commerce/loyalty';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => ({
  result: await userPoints(context.db, await requireCustomer(request, context), context.now),
}));
