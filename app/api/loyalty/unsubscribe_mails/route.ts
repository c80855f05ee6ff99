/** PUT {loyalty base}/unsubscribe_mails (spec 02 §4): stops the Coffee Club's e-mails only; membership and beans stay. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { requireCustomer } from '@/lib/commerce/auth/current-customer';
import { stopClubMails, userPoints } from '@/lib/commerce/loyalty';

export const runtime = 'nodejs';

export const PUT = apiRoute(async (request, context) => {
  const user = await stopClubMails(context.db, await requireCustomer(request, context), context.now);
  return { result: await userPoints(context.db, user, context.now) };
});
