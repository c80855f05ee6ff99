/** POST /api/review/create { review }: stores the review for moderation; success is code 200. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { parseInput, readJsonBody } from '@/lib/commerce/http/parse-input';
import { findCustomer } from '@/lib/commerce/auth/current-customer';
import { createReview } from '@/lib/commerce/reviews/reviews';
import { reviewInputSchema } from '@/lib/contract/review';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { review } = parseInput(reviewInputSchema, await readJsonBody(request));
  const customer = await findCustomer(request, context);
  await createReview(context.db, context.store, customer, review, context.now);
  return { result: context.t('reviewReceived') };
});
