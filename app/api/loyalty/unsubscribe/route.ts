/** PUT {loyalty base}/unsubscribe (spec 02 §4, §7): leaves the Coffee Club; every bean is deleted irrevocably. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { requireCustomer } from '@/lib/commerce/auth/current-customer';
import { leaveClub, userPoints } from '@/lib/commerce/loyalty';

export const runtime = 'nodejs';

export const PUT = apiRoute(async (request, context) => {
  const user = await leaveClub(context.db, await requireCustomer(request, context), context.now);
  return { result: await userPoints(context.db, user, context.now) };
});
