/** GET /api/cart/payment-methods?cartId=: the store's methods; cash on delivery unless the cart is virtual. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { openCart } from '@/lib/commerce/carts/cart-access';
import { cartTotals } from '@/lib/commerce/totals/quote-totals';
import { paymentMethods } from '@/lib/commerce/totals/checkout-methods';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const { cart, customer } = await openCart(request, context);
  const totals = await cartTotals(context.db, cart, { store: context.store, customer, now: context.now });
  return { result: paymentMethods(totals) };
});
