/**
 * Shipping and payment methods as the checkout offers them (spec 01 §1, §3): the server's lists
 * read loosely, cash on delivery never for a virtual cart, and the method picked first.
 */
import { z } from 'zod';
import { CASH_ON_DELIVERY } from '@/lib/config/commerce';

export const shippingMethodAnswerSchema = z.array(
  z.looseObject({
    carrier_code: z.string(),
    method_code: z.string(),
    carrier_title: z.string().optional(),
    method_title: z.string().optional(),
    price_incl_tax: z.number().optional(),
    available: z.boolean().optional(),
  }),
);
export type ShippingMethodOption = z.infer<typeof shippingMethodAnswerSchema>[number];

export const paymentMethodAnswerSchema = z.array(
  z.looseObject({
    code: z.string(),
    title: z.string().optional(),
    cost: z.number().optional(),
    cost_incl_tax: z.number().optional(),
    default: z.boolean().optional(),
    offline: z.boolean().optional(),
    is_server_method: z.boolean().optional(),
  }),
);
export type PaymentMethodOption = z.infer<typeof paymentMethodAnswerSchema>[number];

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
