/**
 * The order the client places (spec 01 §7 Place order) and keeps in its queue (spec 01 §3 "Order
 * (local queue entry)"). The server recomputes prices and totals, so lines carry what identifies
 * them: sku, quantity and options.
 */
import { z } from 'zod';
import { cartItemSchema } from '@/lib/catalog/types';
import { shippingAddressSchema } from './cart';

export const orderAddressInformationSchema = z.looseObject({
  shippingAddress: shippingAddressSchema,
  billingAddress: shippingAddressSchema,
  shipping_method_code: z.string().min(1),
  shipping_carrier_code: z.string().min(1),
  payment_method_code: z.string().min(1),
  payment_method_additional: z.record(z.string(), z.unknown()).optional(),
});

export const orderPayloadSchema = z.looseObject({
  cart_id: z.string().min(1),
  user_id: z.union([z.string(), z.number()]).nullish(),
  products: z.array(cartItemSchema).min(1),
  addressInformation: orderAddressInformationSchema,
});
export type OrderPayload = z.infer<typeof orderPayloadSchema>;
