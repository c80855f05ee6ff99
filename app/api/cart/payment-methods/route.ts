/**
 * GET /api/cart/payment-methods?cartId=: the store's methods (iDEAL on the Dutch store only); cash on delivery unless the cart is
 * virtual; only PayPal and credit card when the cart holds a subscription line.
 */
import { listCartLines, openCart } from '@/lib/commerce/carts';
import { cartTotals, paymentMethods } from '@/lib/commerce/totals';
import { apiRoute } from '@/lib/http';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const { cart, customer } = await openCart(request, context);
  const totals = await cartTotals(context.db, cart, { store: context.store, customer, now: context.now });
  const hasSubscription = (await listCartLines(context.db, cart.id)).some((line) => line.is_subscription === 1);
  return { result: paymentMethods(totals, hasSubscription, context.store.code) };
});
