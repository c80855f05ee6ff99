/** PUT {loyalty base}/unsubscribe (spec 02 §4, §7): leaves the Coffee Club; every bean is deleted irrevocably. */
import { apiRoute, leaveClub, requireCustomer, userPoints } from '@/lib/commerce';

export const runtime = 'nodejs';

export const PUT = apiRoute(async (request, context) => {
  const user = await leaveClub(context.db, await requireCustomer(request, context), context.now);
  return { result: await userPoints(context.db, user, context.now) };
});
