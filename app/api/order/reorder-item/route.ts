/** POST /api/order/reorder-item { id, sku }: one line of the caller's order into their cart. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { parseInput, readJsonBody } from '@/lib/commerce/http/parse-input';
import { requireCustomer } from '@/lib/commerce/auth/current-customer';
import { reorder } from '@/lib/commerce/orders/order-lifecycle';
import { reorderItemInputSchema } from '@/lib/contract/order';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { id, sku } = parseInput(reorderItemInputSchema, await readJsonBody(request));
  const customer = await requireCustomer(request, context);
  return { result: await reorder(context.db, context.store, customer, id, sku, context.now) };
});
