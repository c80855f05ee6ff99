/** GET {loyalty base}/transactions (spec 02 §7): the caller's beans history, newest first. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { requireCustomer } from '@/lib/commerce/auth/current-customer';
import { userTransactions } from '@/lib/commerce/loyalty';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => ({
  result: await userTransactions(context.db, await requireCustomer(request, context), context.now),
}));
