/** GET /api/user/order-history?pageSize=&currentPage=: the caller's orders, newest first (page size 10). */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { parseInput, readQuery } from '@/lib/commerce/http/parse-input';
import { requireCustomer } from '@/lib/commerce/auth/current-customer';
import { ordersHistory } from '@/lib/commerce/orders/orders-history';
import { ordersHistoryQuerySchema } from '@/lib/contract/user';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const { pageSize, currentPage } = parseInput(ordersHistoryQuerySchema, readQuery(request));
  const user = await requireCustomer(request, context);
  return { result: await ordersHistory(context.db, user.id, pageSize, currentPage) };
});
