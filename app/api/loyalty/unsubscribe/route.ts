/** PUT {loyalty base}/unsubscribe (spec 02 §4, §7): leaves the Coffee Club; every bean is deleted irrevocably. */
import { requireCustomer } from '@/lib/commerce/auth';
import { leaveClub, userPoints } from '@/lib/commerce/loyalty';
import { apiRoute } from '@/lib/http';

export const runtime = 'nodejs';

export const PUT = apiRoute(async (request, context) => {
  const user = await leaveClub(context.db, await requireCustomer(request, context), context.now);
  return { result: await userPoints(context.db, user, context.now) };
});
