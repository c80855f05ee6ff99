/** POST /api/cart/shipping-methods?cartId= { address: { countryId } }: the flat rate for that country. */
import { openCart } from '@/lib/commerce/carts';
import { cartTotals, groupIdOf, shippingMethods } from '@/lib/commerce/totals';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { shippingMethodsInputSchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { address } = parseInput(shippingMethodsInputSchema, await readJsonBody(request));
  const { cart, customer } = await openCart(request, context);
  const forCountry = address ? { ...cart, shipping_country: address.countryId } : cart;
  const totals = await cartTotals(context.db, forCountry, { store: context.store, customer, now: context.now });
  return { result: shippingMethods(totals, groupIdOf(customer, context.now)) };
});
