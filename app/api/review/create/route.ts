/** POST /api/review/create { review }: stores the review for moderation; success is code 200. */
import { findCustomer } from '@/lib/commerce/auth';
import { createReview } from '@/lib/commerce/reviews';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { reviewInputSchema } from '@/lib/contract/review';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { review } = parseInput(reviewInputSchema, await readJsonBody(request));
  const customer = await findCustomer(request, context);
  await createReview(context.db, context.store, customer, review, context.now);
  return { result: context.t('reviewReceived') };
});
