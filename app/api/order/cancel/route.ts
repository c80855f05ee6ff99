/** POST /api/order/cancel { id }: cancels the caller's own order while it is unprocessed. */
import { apiRoute, cancelOrder, parseInput, readJsonBody, requireCustomer } from '@/lib/commerce';
import { orderIdInputSchema } from '@/lib/contract/order';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { id } = parseInput(orderIdInputSchema, await readJsonBody(request));
  const customer = await requireCustomer(request, context);
  return { result: await cancelOrder(context.db, customer, id, context.now) };
});
