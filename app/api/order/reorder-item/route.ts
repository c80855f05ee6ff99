/** POST /api/order/reorder-item { id, sku }: one line of the caller's order into their cart. */
import { requireCustomer } from '@/lib/commerce/auth';
import { reorder } from '@/lib/commerce/orders';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { reorderItemInputSchema } from '@/lib/contract/order';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { id, sku } = parseInput(reorderItemInputSchema, await readJsonBody(request));
  const customer = await requireCustomer(request, context);
  return { result: await reorder(context.db, context.store, customer, id, sku, context.now) };
});
