/** GET /api/user/subscriptions/{id}: one of the caller's subscriptions; another customer's answers 404. */
import { requireCustomer } from '@/lib/commerce/auth';
import { readSubscription } from '@/lib/commerce/subscriptions';
import { apiRoute, parseInput } from '@/lib/http';
import { subscriptionIdParamsSchema } from '@/lib/contract/subscription';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const { id } = parseInput(subscriptionIdParamsSchema, context.params);
  const user = await requireCustomer(request, context);
  return { result: await readSubscription(context.db, user, id, context.store.i18n.defaultLocale, context.now) };
});
