/** GET /api/user/order-history?pageSize=&currentPage=: the caller's orders, newest first (page size 10). */
import { requireCustomer } from '@/lib/commerce/auth';
import { ordersHistory } from '@/lib/commerce/orders';
import { apiRoute, parseInput, readQuery } from '@/lib/http';
import { ordersHistoryQuerySchema } from '@/lib/contract/user';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const { pageSize, currentPage } = parseInput(ordersHistoryQuerySchema, readQuery(request));
  const user = await requireCustomer(request, context);
  return { result: await ordersHistory(context.db, user.id, pageSize, currentPage) };
});
