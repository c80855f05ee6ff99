/** GET /api/user/subscriptions: the caller's subscriptions, newest first (spec 02 §3 "Subscriptions list"). */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { requireCustomer } from '@/lib/commerce/auth/current-customer';
import { listSubscriptions } from '@/lib/commerce/subscriptions/subscriptions';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  return { result: await listSubscriptions(context.db, await requireCustomer(request, context), context.now) };
});
