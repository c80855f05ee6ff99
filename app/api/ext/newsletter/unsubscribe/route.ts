/** POST /api/ext/newsletter/unsubscribe { email, signature }: the unsubscribe link of a newsletter mail (issue 18). */
import { unsubscribeBySignature } from '@/lib/commerce/service';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { newsletterUnsubscribeSchema } from '@/lib/contract/service';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db }) => {
  const { email, signature } = parseInput(newsletterUnsubscribeSchema, await readJsonBody(request));
  await unsubscribeBySignature(db, email, signature);
  return { result: 'unsubscribed' };
});
