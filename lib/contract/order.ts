/**
 * The order the client places (spec 01 §7 "Place order"): lines identified by sku, quantity and
 * options (prices are recomputed on the server), addresses validated field by field (spec 02 §5),
 * and the chosen methods. Shared with the client.
 */
import { z } from 'zod';
import { productOptionSchema } from '@/lib/catalog/types';
import { IDEMPOTENCY_KEY_MAX_LENGTH, ORDER_MAX_LINES } from '@/lib/config/commerce';
import { addressSchema } from './address';

export const orderLineInputSchema = z.looseObject({
  sku: z.string().trim().min(1).max(64),
  qty: z.number().int().positive(),
  product_option: productOptionSchema.optional(),
  is_subscription: z.boolean().optional(),
});

export const orderPayloadInputSchema = z.looseObject({
  cart_id: z.string().min(1).max(128).optional(),
  products: z.array(orderLineInputSchema).min(1).max(ORDER_MAX_LINES),
  addressInformation: z.looseObject({
    shippingAddress: addressSchema,
    billingAddress: addressSchema,
    shipping_method_code: z.string().min(1).max(64),
    shipping_carrier_code: z.string().min(1).max(64),
    payment_method_code: z.string().min(1).max(64),
    payment_method_additional: z.record(z.string(), z.unknown()).optional(),
  }),
  /** The age check's confirmed date of birth, for age-restricted products (spec 02 §4; issue 18). */
  age_verification: z.object({ birth_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).optional(),
});
export type OrderPayloadInput = z.infer<typeof orderPayloadInputSchema>;
/** The order as the checkout builds it and the queue keeps it (spec 01 §3 "Order (local queue entry)"). */
export type OrderPayload = OrderPayloadInput;

export const idempotencyKeySchema = z.string().trim().min(1).max(IDEMPOTENCY_KEY_MAX_LENGTH);
export const orderIdInputSchema = z.object({ id: z.string().min(1).max(64) });
export const orderDataQuerySchema = z.object({ id: z.string().min(1).max(64).optional() });
export const reorderItemInputSchema = z.object({ id: z.string().min(1).max(64), sku: z.string().trim().min(1).max(64) });

/** The stock refusal's `meta` (409 with the spec's stock text): each short sku, the units ordered and those left. */
export const orderStockRefusalSchema = z.object({
  lines: z.array(z.object({ sku: z.string(), qty: z.number(), available: z.number() })),
});
export type OrderStockRefusal = z.infer<typeof orderStockRefusalSchema>;
