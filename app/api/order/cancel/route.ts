/** POST /api/order/cancel { id }: cancels the caller's own order while it is unprocessed. */
import { requireCustomer } from '@/lib/commerce/auth';
import { cancelOrder } from '@/lib/commerce/orders';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { orderIdInputSchema } from '@/lib/contract/order';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { id } = parseInput(orderIdInputSchema, await readJsonBody(request));
  const customer = await requireCustomer(request, context);
  return { result: await cancelOrder(context.db, customer, id, context.now) };
});
