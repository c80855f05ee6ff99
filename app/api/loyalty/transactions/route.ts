/** GET {loyalty base}/transactions (spec 02 §7): the caller's beans history, newest first. */
import { apiRoute, requireCustomer, userTransactions } from '@/lib/commerce';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => ({
  result: await userTransactions(context.db, await requireCustomer(request, context), context.now),
}));
