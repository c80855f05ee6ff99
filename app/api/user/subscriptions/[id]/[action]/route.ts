/**
 * POST /api/user/subscriptions/{id}/{action} with action pause, reactivate, skip, cancel, renew
 * or edit (body: interval_days, interval_months, qty, next_order_date, term, end_date, deliveries). Answers the
 * subscription as it now is; a refused action or input answers 400 with the reason and changes
 * nothing; another customer's subscription answers 404.
 */
import { requireCustomer } from '@/lib/commerce/auth';
import { changeSubscription } from '@/lib/commerce/subscriptions';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { subscriptionActionParamsSchema, subscriptionEditInputSchema } from '@/lib/contract/subscription';
import type { SubscriptionCommand } from '@/lib/subscriptions';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { id, action } = parseInput(subscriptionActionParamsSchema, context.params);
  const command: SubscriptionCommand = action === 'edit' ? { action, edit: parseInput(subscriptionEditInputSchema, await readJsonBody(request)) } : { action };
  const user = await requireCustomer(request, context);
  return { result: await changeSubscription(context.db, user, id, command, context.store.i18n.defaultLocale, context.now) };
});
