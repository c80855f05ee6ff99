/** GET /api/user/order-again?page= (spec 02 §3 "Order-again list", §7 getOrderAgainList): the customer's past products, paged. */
import { requireCustomer } from '@/lib/commerce/auth';
import { orderAgainList } from '@/lib/commerce/service';
import { apiRoute, parseInput, readQuery } from '@/lib/http';
import { orderAgainQuerySchema } from '@/lib/contract/service';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const { page } = parseInput(orderAgainQuerySchema, readQuery(request));
  return { result: await orderAgainList(context.db, await requireCustomer(request, context), page) };
});
