/** Request payloads of the cart calls (spec 01 §7), shared by route handlers and the client. */
import { z } from 'zod';
import { productOptionSchema } from '@/lib/catalog/types';
import { countryCodeField } from './fields';
import { COUPON_CODE_MAX_LENGTH, RENDER_LIST_MAX_SKUS, STOCK_LIST_MAX_SKUS } from '@/lib/config/commerce';

const sku = z.string().trim().min(1).max(64);
const itemId = z.union([z.string().min(1).max(64), z.number().int().nonnegative()]).transform(String);

/** Spec 02 §5: a positive integer; the maximum is checked by the cart (its own message). */
export const cartItemInputSchema = z.object({
  sku,
  qty: z.number().int().positive(),
  item_id: itemId.optional(),
  parentSku: sku.optional(),
  product_type: z.string().max(32).optional(),
  product_option: productOptionSchema.optional(),
  is_subscription: z.boolean().optional(),
});
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

export const cartUpdateInputSchema = z.object({ cartItem: cartItemInputSchema });
/** The create call's payload is none (spec 01 §7), or the first line, so a first add is one request. */
export const cartCreateInputSchema = z.object({ cartItem: cartItemInputSchema.optional() });
export const cartDeleteInputSchema = z.object({
  cartItem: z.object({ sku, item_id: itemId.optional(), product_option: productOptionSchema.optional() }),
});
export type CartDeleteInput = z.infer<typeof cartDeleteInputSchema>['cartItem'];

export const cartQuerySchema = z.object({ cartId: z.string().min(1).max(128) });
export const stockCheckQuerySchema = z.object({ sku });
export const stockListQuerySchema = z.object({
  skus: z
    .string()
    .min(1)
    .transform((value) => [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))])
    .pipe(z.array(sku).min(1).max(STOCK_LIST_MAX_SKUS)),
});

export const applyCouponInputSchema = z.object({ coupon: z.string().trim().min(1).max(COUPON_CODE_MAX_LENGTH) });


/** The shipping estimate's address: the country decides tax, shipping and deliverability. */
export const shippingEstimateAddressSchema = z.looseObject({ countryId: countryCodeField });

export const setShippingInfoInputSchema = z.object({
  addressInformation: z.object({
    shippingAddress: shippingEstimateAddressSchema,
    billingAddress: shippingEstimateAddressSchema.optional(),
    shipping_method_code: z.string().max(64).optional(),
    shipping_carrier_code: z.string().max(64).optional(),
  }),
});
export type ShippingInfoRequest = z.input<typeof setShippingInfoInputSchema>;

export const shippingMethodsInputSchema = z.object({ address: shippingEstimateAddressSchema.optional() });

export const collectTotalsInputSchema = z.object({
  methods: z
    .object({
      paymentMethod: z.object({ method: z.string().min(1).max(64) }).optional(),
      shippingMethodCode: z.string().max(64).optional(),
      shippingCarrierCode: z.string().max(64).optional(),
    })
    .optional(),
});

export const giftCardCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(COUPON_CODE_MAX_LENGTH) });

export const renderListQuerySchema = z.object({
  skus: z
    .string()
    .min(1)
    .transform((value) => [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))])
    .pipe(z.array(sku).min(1).max(RENDER_LIST_MAX_SKUS)),
  currencyCode: z.literal('EUR').optional(),
});

export const quoteSyncInputSchema = z.object({ redirect: z.boolean().default(false) });
