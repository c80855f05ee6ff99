/** POST /api/order/reorder { id }: all lines of the caller's order into their cart; answers the cart token. */
import { requireCustomer } from '@/lib/commerce/auth';
import { reorder } from '@/lib/commerce/orders';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { orderIdInputSchema } from '@/lib/contract/order';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { id } = parseInput(orderIdInputSchema, await readJsonBody(request));
  const customer = await requireCustomer(request, context);
  return { result: await reorder(context.db, context.store, customer, id, null, context.now) };
});
