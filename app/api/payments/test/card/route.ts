/** POST /api/payments/test/card { reference, card }: the test gateway judges the card (Stripe's test numbers) and forgets it. */
import { confirmTestCard } from '@/lib/commerce/payments';
import { apiRoute, parseInput, readJsonBody, requestOrigin } from '@/lib/http';
import { testCardInputSchema } from '@/lib/contract/payments';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now }) => {
  const { reference, card } = parseInput(testCardInputSchema, await readJsonBody(request));
  return { result: await confirmTestCard(db, reference, card, requestOrigin(request), now) };
});
