/** GET {loyalty base}/transactions (spec 02 §7): the caller's beans history, newest first. */
import { requireCustomer } from '@/lib/commerce/auth';
import { userTransactions } from '@/lib/commerce/loyalty';
import { apiRoute } from '@/lib/http';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => ({
  result: await userTransactions(context.db, await requireCustomer(request, context), context.now),
}));
