/**
 * POST /api/cart/set-shipping-info?cartId= { addressInformation }: stores the destination and the
 * method on the cart and answers the totals; an unsupported country answers the delivery message.
 */
import { openCart, updateCart } from '@/lib/commerce/carts';
import { assertDeliverable, cartTotals } from '@/lib/commerce/totals';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { setShippingInfoInputSchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { addressInformation } = parseInput(setShippingInfoInputSchema, await readJsonBody(request));
  const { cart, customer } = await openCart(request, context);
  const country = addressInformation.shippingAddress.countryId;
  assertDeliverable(country);
  const changes = {
    shipping_country: country,
    shipping_method: addressInformation.shipping_method_code ?? cart.shipping_method,
    address_information: JSON.stringify(addressInformation),
    updated_at: context.now.toISOString(),
  };
  await updateCart(context.db, cart.id, changes);
  const totals = await cartTotals(context.db, { ...cart, ...changes }, { store: context.store, customer, now: context.now });
  return { result: { totals } };
});
