/** POST /api/cart/shipping-methods?cartId= { address: { countryId } }: the flat rate for that country. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { parseInput, readJsonBody } from '@/lib/commerce/http/parse-input';
import { openCart } from '@/lib/commerce/carts/cart-access';
import { cartTotals } from '@/lib/commerce/totals/quote-totals';
import { groupIdOf } from '@/lib/commerce/totals/price-lines';
import { shippingMethods } from '@/lib/commerce/totals/checkout-methods';
import { shippingMethodsInputSchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { address } = parseInput(shippingMethodsInputSchema, await readJsonBody(request));
  const { cart, customer } = await openCart(request, context);
  const forCountry = address ? { ...cart, shipping_country: address.countryId } : cart;
  const totals = await cartTotals(context.db, forCountry, { store: context.store, customer, now: context.now });
  return { result: shippingMethods(totals, groupIdOf(customer, context.now)) };
});
