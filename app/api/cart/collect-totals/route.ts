/** POST /api/cart/collect-totals?cartId= { methods }: stores the chosen payment method and answers the totals. */
import { openCart, updateCart } from '@/lib/commerce/carts';
import { cartTotals, isKnownPaymentMethod } from '@/lib/commerce/totals';
import { ApiError, apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { collectTotalsInputSchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { methods } = parseInput(collectTotalsInputSchema, await readJsonBody(request));
  const { cart, customer } = await openCart(request, context);
  const scope = { store: context.store, customer, now: context.now };
  const totals = await cartTotals(context.db, cart, scope);
  const method = methods?.paymentMethod?.method;
  if (method !== undefined) {
    if (!isKnownPaymentMethod(method, totals, context.store.code)) {
      throw new ApiError(400, 'invalidField', { field: 'methods.paymentMethod.method', problem: method });
    }
    await updateCart(context.db, cart.id, { payment_method: method, updated_at: context.now.toISOString() });
  }
  return { result: totals };
});
