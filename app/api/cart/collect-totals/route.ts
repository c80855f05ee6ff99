/** POST /api/cart/collect-totals?cartId= { methods }: stores the chosen payment method and answers the totals. */
import { ApiError, apiRoute, cartTotals, isKnownPaymentMethod, openCart, parseInput, readJsonBody, updateCart } from '@/lib/commerce';
import { collectTotalsInputSchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { methods } = parseInput(collectTotalsInputSchema, await readJsonBody(request));
  const { cart, customer } = await openCart(request, context);
  const scope = { store: context.store, customer, now: context.now };
  const totals = await cartTotals(context.db, cart, scope);
  const method = methods?.paymentMethod?.method;
  if (method !== undefined) {
    if (!isKnownPaymentMethod(method, totals)) {
      throw new ApiError(400, 'invalidField', { field: 'methods.paymentMethod.method', problem: method });
    }
    await updateCart(context.db, cart.id, { payment_method: method, updated_at: context.now.toISOString() });
  }
  return { result: totals };
});
