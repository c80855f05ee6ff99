/** PUT {loyalty base}/subscribe {accept_terms, accept_data_protection} (spec 02 §5, §7): joins the Coffee Club. */
import { requireCustomer } from '@/lib/commerce/auth';
import { joinClub, userPoints } from '@/lib/commerce/loyalty';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { subscribeRequestSchema } from '@/lib/contract/loyalty';

export const runtime = 'nodejs';

export const PUT = apiRoute(async (request, context) => {
  const body = await readJsonBody(request);
  const customer = await requireCustomer(request, context);
  parseInput(subscribeRequestSchema, body);
  const { user } = await joinClub(context.db, customer, context.now);
  return { result: await userPoints(context.db, user, context.now) };
});
