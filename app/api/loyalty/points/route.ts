/** GET {loyalty base}/points (spec 02 §7): the caller's beans (active, pending, expiring) and membership. */
import { requireCustomer } from '@/lib/commerce/auth';
import { userPoints } from '@/lib/commerce/loyalty';
import { apiRoute } from '@/lib/http';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => ({
  result: await userPoints(context.db, await requireCustomer(request, context), context.now),
}));
