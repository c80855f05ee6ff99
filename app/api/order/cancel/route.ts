/** POST /api/order/cancel { id }: cancels the caller's own order while it is unprocessed. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { parseInput, readJsonBody } from '@/lib/commerce/http/parse-input';
import { requireCustomer } from '@/lib/commerce/auth/current-customer';
import { cancelOrder } from '@/lib/commerce/orders/order-lifecycle';
import { orderIdInputSchema } from '@/lib/contract/order';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { id } = parseInput(orderIdInputSchema, await readJsonBody(request));
  const customer = await requireCustomer(request, context);
  return { result: await cancelOrder(context.db, customer, id, context.now) };
});
