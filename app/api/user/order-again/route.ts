/** GET /api/user/order-again?page= (spec 02 §3 "Order-again list", §7 getOrderAgainList): the customer's past products, paged. */
import { apiRoute, orderAgainList, parseInput, readQuery, requireCustomer } from '@/lib/commerce';
import { orderAgainQuerySchema } from '@/lib/contract/service';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const { page } = parseInput(orderAgainQuerySchema, readQuery(request));
  return { result: await orderAgainList(context.db, await requireCustomer(request, context), page) };
});
