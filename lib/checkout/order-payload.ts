/**
 * The order the checkout places (spec 01 §7 "Place order"): the cart's lines, both addresses in
 * the server's address shape with the shopper's e-mail, and the chosen shipping and payment
 * methods. Prices are left out on purpose: the server recomputes them (docs/architecture.md "Server API rules").
 */
import type { Address } from '@/lib/contract/address';
import { orderPayloadInputSchema, type OrderPayload } from '@/lib/contract/order';
import type { CartItem } from '@/lib/catalog/types';
import { streetLines, type AddressForm } from './checkout-form';

export interface OrderInput {
  cartId: string;
  userId: string | number | null;
  items: CartItem[];
  email: string;
  shipping: AddressForm;
  billing: AddressForm;
  shippingMethod: { carrier_code: string; method_code: string };
  paymentMethod: string;
  /** The date of birth the age check confirmed (ISO), when the cart holds an age-restricted product (issue 18). */
  ageVerifiedBirthDate?: string | null;
}

export function orderAddress(form: AddressForm, email: string): Address {
  return {
    firstname: form.firstName.trim(),
    lastname: form.lastName.trim(),
    street: streetLines(form).filter((line) => line !== ''),
    city: form.city.trim(),
    postcode: form.zipCode.trim(),
    countryId: form.country,
    email: email.trim(),
    ...(form.phoneNumber.trim() ? { telephone: form.phoneNumber.trim() } : {}),
    ...(form.kind === 'company' ? { company: form.company.trim() } : {}),
    ...(form.kind === 'company' && form.taxId.trim() ? { vat_id: form.taxId.trim() } : {}),
  };
}

/** Lines carry what identifies them: sku, parent, quantity and options. */
function orderLine(item: CartItem): CartItem {
  const { sku, parentSku, qty, item_id, product_type, product_option, is_subscription } = item;
  return Object.fromEntries(
    Object.entries({ sku, parentSku, qty, item_id, product_type, product_option, is_subscription }).filter(([, v]) => v !== undefined),
  ) as CartItem;
}

export function buildOrderPayload(input: OrderInput): OrderPayload {
  return orderPayloadInputSchema.parse({
    cart_id: input.cartId,
    user_id: input.userId,
    products: input.items.map(orderLine),
    addressInformation: {
      shippingAddress: orderAddress(input.shipping, input.email),
      billingAddress: orderAddress(input.billing, input.email),
      shipping_method_code: input.shippingMethod.method_code,
      shipping_carrier_code: input.shippingMethod.carrier_code,
      payment_method_code: input.paymentMethod,
    },
    ...(input.ageVerifiedBirthDate ? { age_verification: { birth_date: input.ageVerifiedBirthDate } } : {}),
  });
}
