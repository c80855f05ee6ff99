/**
 * What the cart calls answer (spec 01 §3 Cart, §5 totals, §7 call table): the cart token, the
 * totals with their segments, the server cart with its quote flags, and the display address the
 * cart, the checkout summary and the order view show. Answers are read loosely because the server
 * adds fields over time; what the screens show is typed.
 */
import { z } from 'zod';
import { cartItemSchema } from '@/lib/catalog/types';
import { countryCodeField } from './fields';

export const giftCardCodeSchema = z.string().trim().min(1);

/** An address as an answer shows it: only its country is sure. */
export const shippingAddressSchema = z.looseObject({
  countryId: countryCodeField,
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  city: z.string().optional(),
  postcode: z.string().optional(),
  street: z.array(z.string()).optional(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** The cart token the create call answers; numeric ids are read as text. */
export const cartTokenSchema = z.union([z.string().min(1), z.number().transform(String)]);

/** A create that carried the first line answers that line beside the token, as the update call would. */
export const cartCreatedMetaSchema = z.looseObject({ cartItem: cartItemSchema, warning: z.string().optional() });

export const totalSegmentSchema = z.looseObject({
  code: z.string(),
  title: z.string().nullish(),
  value: z.number().nullish(),
});
export type TotalSegment = z.infer<typeof totalSegmentSchema>;

export const cartTotalsSchema = z.looseObject({
  grand_total: z.number().optional(),
  base_grand_total: z.number().optional(),
  coupon_code: z.string().nullish(),
  discount_amount: z.number().optional(),
  total_segments: z.array(totalSegmentSchema).default([]),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

const quoteFlags = {
  forceRefresh: z.boolean().optional(),
  converted: z.boolean().optional(),
};

/**
 * The server cart: its lines, optionally its totals and the quote flags (spec 01 §3 "The server
 * cart result has a quote (forceRefresh, converted)"). A bare list of lines is read as the lines.
 */
export const serverCartSchema = z.union([
  z.array(cartItemSchema).transform((items) => ({ items, totals: undefined, quote: { forceRefresh: false, converted: false } })),
  z
    .looseObject({
      items: z.array(cartItemSchema).default([]),
      totals: cartTotalsSchema.optional(),
      quote: z.looseObject(quoteFlags).optional(),
      ...quoteFlags,
    })
    .transform(({ items, totals, quote, forceRefresh, converted }) => ({
      items,
      totals,
      quote: { forceRefresh: quote?.forceRefresh ?? forceRefresh, converted: quote?.converted ?? converted },
    })),
]);
export type ServerCart = z.infer<typeof serverCartSchema>;
