/**
 * Shipping and payment methods as the checkout offers them (spec 01 §1, §3): the server's lists
 * read loosely, cash on delivery never for a virtual cart, and the method picked first.
 */
import { z } from 'zod';
import { CASH_ON_DELIVERY } from '@/lib/config/commerce';

/** The spec's method flags (01 §3 "A method has code, default flag, is_server_method flag"). */
const methodFlags = { default: z.boolean().optional(), is_server_method: z.boolean().optional() };

/**
 * A shipping method as the server lists it: named by carrier and method code (Magento's shape);
 * the spec's `code` is optional because a shipping method is known by that pair.
 */
export const shippingMethodSchema = z.looseObject({
  ...methodFlags,
  code: z.string().optional(),
  carrier_code: z.string(),
  method_code: z.string(),
  carrier_title: z.string().optional(),
  method_title: z.string().optional(),
  amount: z.number().optional(),
  price_incl_tax: z.number().optional(),
  available: z.boolean().optional(),
});
export type ShippingMethodOption = z.infer<typeof shippingMethodSchema>;
export const shippingMethodAnswerSchema = z.array(shippingMethodSchema);

export const paymentMethodSchema = z.looseObject({
  ...methodFlags,
  code: z.string(),
  title: z.string().optional(),
  cost: z.number().optional(),
  cost_incl_tax: z.number().optional(),
  offline: z.boolean().optional(),
});
export type PaymentMethodOption = z.infer<typeof paymentMethodSchema>;
export const paymentMethodAnswerSchema = z.array(paymentMethodSchema);

/** Cash on delivery is hidden for a virtual cart: nothing is delivered to pay for at the door. */
export function offeredPaymentMethods(methods: PaymentMethodOption[], cartIsVirtual: boolean): PaymentMethodOption[] {
  return cartIsVirtual ? methods.filter((method) => method.code !== CASH_ON_DELIVERY.code) : methods;
}

export function offeredShippingMethods(methods: ShippingMethodOption[]): ShippingMethodOption[] {
  return methods.filter((method) => method.available !== false);
}

/** The method to preselect: the one still chosen if offered, else the default, else the first. */
export function preselectedPaymentMethod(methods: PaymentMethodOption[], chosen: string | null): string | null {
  if (chosen !== null && methods.some((method) => method.code === chosen)) return chosen;
  return (methods.find((method) => method.default) ?? methods[0])?.code ?? null;
}

/** A shipping method is named by carrier and method code: `flatrate_flatrate`. */
export function shippingMethodKey(method: Pick<ShippingMethodOption, 'carrier_code' | 'method_code'>): string {
  return `${method.carrier_code}_${method.method_code}`;
}

/** The shipping method the shopper goes on with: the one chosen while it is offered, else the first offered. */
export function preselectedShippingMethod(methods: ShippingMethodOption[], chosen: string | null): string | null {
  if (chosen !== null && methods.some((method) => shippingMethodKey(method) === chosen)) return chosen;
  return methods[0] ? shippingMethodKey(methods[0]) : null;
}
