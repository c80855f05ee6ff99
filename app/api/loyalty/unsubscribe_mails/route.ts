/** PUT {loyalty base}/unsubscribe_mails (spec 02 §4): stops the Coffee Club's e-mails only; membership and beans stay. */
import { apiRoute, requireCustomer, stopClubMails, userPoints } from '@/lib/commerce';

export const runtime = 'nodejs';

export const PUT = apiRoute(async (request, context) => {
  const user = await stopClubMails(context.db, await requireCustomer(request, context), context.now);
  return { result: await userPoints(context.db, user, context.now) };
});
