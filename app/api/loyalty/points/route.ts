/** GET {loyalty base}/points (spec 02 §7): the caller's beans (active, pending, expiring) and membership. */
import { apiRoute, requireCustomer, userPoints } from '@/lib/commerce';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => ({
  result: await userPoints(context.db, await requireCustomer(request, context), context.now),
}));
