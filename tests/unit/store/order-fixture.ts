/** An order as the checkout places it, for the order-queue and client-storage tests. */
import type { OrderPayload } from '@/lib/contract/order';

export const order: OrderPayload = {
  cart_id: 'cart-1',
  products: [{ sku: 'ESPRESSO-250', qty: 2 }],
  addressInformation: {
    shippingAddress: { countryId: 'DE', firstname: 'Anna', lastname: 'Berg', city: 'Hamburg', postcode: '20095', street: ['Hafen 1'] },
    billingAddress: { countryId: 'DE', firstname: 'Anna', lastname: 'Berg', city: 'Hamburg', postcode: '20095', street: ['Hafen 1'] },
    shipping_method_code: 'flatrate',
    shipping_carrier_code: 'flatrate',
    payment_method_code: 'cashondelivery',
  },
};
