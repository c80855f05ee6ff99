/** GET /api/order/data?id=: the caller's order (without id: the latest); another customer's order → 404. */
import { requireCustomer } from '@/lib/commerce/auth';
import { orderData } from '@/lib/commerce/orders';
import { apiRoute, parseInput, readQuery } from '@/lib/http';
import { orderDataQuerySchema } from '@/lib/contract/order';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const { id } = parseInput(orderDataQuerySchema, readQuery(request));
  const customer = await requireCustomer(request, context);
  return { result: await orderData(context.db, customer, id) };
});
