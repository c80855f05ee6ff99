/** PUT {loyalty base}/unsubscribe_mails (spec 02 §4): stops the Coffee Club's e-mails only; membership and beans stay. */
import { requireCustomer } from '@/lib/commerce/auth';
import { stopClubMails, userPoints } from '@/lib/commerce/loyalty';
import { apiRoute } from '@/lib/http';

export const runtime = 'nodejs';

export const PUT = apiRoute(async (request, context) => {
  const user = await stopClubMails(context.db, await requireCustomer(request, context), context.now);
  return { result: await userPoints(context.db, user, context.now) };
});
