/** GET /api/user/subscriptions: the caller's subscriptions, newest first (spec 02 §3 "Subscriptions list"). */
import { requireCustomer } from '@/lib/commerce/auth';
import { listSubscriptions } from '@/lib/commerce/subscriptions';
import { apiRoute } from '@/lib/http';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  return { result: await listSubscriptions(context.db, await requireCustomer(request, context), context.now) };
});
