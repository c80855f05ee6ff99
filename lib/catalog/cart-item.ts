/**
 * A cart line's shape (spec 01 §3 "Cart item") and the option shapes it carries, apart from the
 * product's: the client runtime parses cart lines on a new shopper's first add (issue 35), and
 * building the whole catalogue's schemas (products, categories, attributes, tax rules) when its chunk
 * is evaluated was a quarter of that evaluation's zod work, on the first tap's path (ADR 0072).
 * `types.ts` re-exports all of it: the names and shapes stay the catalogue's.
 */
import { z } from 'zod';
import { subscriptionPlanSchema } from '@/lib/contract/subscription-plan';

/** One selected option of a configured line: option id and chosen value. */
export const optionValueSchema = z.looseObject({
  option_id: z.union([z.number(), z.string()]),
  option_value: z.union([z.number(), z.string()]),
});
export type OptionValue = z.infer<typeof optionValueSchema>;

export const bundleOptionSelectionSchema = z.looseObject({
  option_id: z.number(),
  option_qty: z.number(),
  option_selections: z.array(z.number()),
});
export type BundleOptionSelection = z.infer<typeof bundleOptionSelectionSchema>;

export const productOptionSchema = z.looseObject({
  extension_attributes: z.looseObject({
    custom_options: z.array(optionValueSchema).optional(),
    configurable_item_options: z.array(optionValueSchema).optional(),
    bundle_options: z.array(bundleOptionSelectionSchema).optional(),
    billing_period: z.looseObject({ option_value: z.union([z.number(), z.string()]) }).optional(),
  }),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** A label/value pair shown for a configured product or cart line (the "options list"). */
export const productOptionLabelSchema = z.looseObject({
  label: z.string(),
  value: z.union([z.string(), z.number()]),
});
export type ProductOptionLabel = z.infer<typeof productOptionLabelSchema>;

export const cartItemSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).optional(),
  item_id: z.union([z.number(), z.string()]).optional(),
  sku: z.string(),
  parentSku: z.string().optional(),
  qty: z.number(),
  name: z.string().optional(),
  price: z.number().optional(),
  brand: z.string().nullable().optional(),
  is_subscription: z.boolean().optional(),
  is_free_product: z.boolean().optional(),
  quote_id: z.string().optional(),
  quoteId: z.string().optional(),
  child_id: z.union([z.number(), z.string()]).optional(),
  tax: z.number().optional(),
  tax_rate: z.number().optional(),
  product_type: z.string().optional(),
  type_id: z.string().optional(),
  checksum: z.string().optional(),
  product_option: productOptionSchema.optional(),
  options: z.array(productOptionLabelSchema).optional(),
  /** A subscribed line's interval and term, as the server read them from the product's choices. */
  subscription: subscriptionPlanSchema.optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;
