/** GET /api/order/data?id=: the caller's order (without id: the latest); another customer's order → 404. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { parseInput, readQuery } from '@/lib/commerce/http/parse-input';
import { requireCustomer } from '@/lib/commerce/auth/current-customer';
import { orderData } from '@/lib/commerce/orders/order-lifecycle';
import { orderDataQuerySchema } from '@/lib/contract/order';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const { id } = parseInput(orderDataQuerySchema, readQuery(request));
  const customer = await requireCustomer(request, context);
  return { result: await orderData(context.db, customer, id) };
});
