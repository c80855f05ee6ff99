/**
 * Request and answer shapes of the cart calls (spec 01 §3 Cart, §7 call table). The cart line is
 * the catalogue's `CartItem`; answers are read loosely because the server adds fields over time.
 */
import { z } from 'zod';
import { cartItemSchema } from '@/lib/catalog/types';

export const cartItemRequestSchema = z.object({ cartItem: cartItemSchema });
export type CartItemRequest = z.infer<typeof cartItemRequestSchema>;

export const applyCouponRequestSchema = z.object({ coupon: z.string().trim().min(1) });
export type ApplyCouponRequest = z.infer<typeof applyCouponRequestSchema>;

export const giftCardCodeSchema = z.string().trim().min(1);

export const shippingAddressSchema = z.looseObject({
  countryId: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code'),
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  city: z.string().optional(),
  postcode: z.string().optional(),
  street: z.array(z.string()).optional(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const shippingInfoRequestSchema = z.object({
  addressInformation: z.object({
    shippingAddress: shippingAddressSchema,
    billingAddress: shippingAddressSchema.optional(),
    shipping_method_code: z.string().optional(),
    shipping_carrier_code: z.string().optional(),
  }),
});
export type ShippingInfoRequest = z.infer<typeof shippingInfoRequestSchema>;

/** The cart token the create call answers; numeric ids are read as text. */
export const cartTokenSchema = z.union([z.string().min(1), z.number().transform(String)]);

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
