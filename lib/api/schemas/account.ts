/**
 * The answers the account screens read (spec 02 §3 "Orders history", §7 getOrdersHistory): an
 * order as `/api/order/data` and the order history answer it (lines, totals, addresses), and one
 * page of the history. Unknown fields are kept; what the screens show is typed.
 */
import { z } from 'zod';
import { cartTotalsSchema, shippingAddressSchema } from './cart';

export const orderLineSchema = z.looseObject({
  sku: z.string(),
  name: z.string(),
  qty_ordered: z.number(),
  price_incl_tax: z.number(),
  row_total_incl_tax: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderViewSchema = z.looseObject({
  id: z.string().min(1),
  increment_id: z.string(),
  status: z.string(),
  created_at: z.string(),
  payment_method: z.string(),
  shipping_method: z.string(),
  grand_total: z.number(),
  order_currency_code: z.string(),
  addresses: z.looseObject({ shipping: shippingAddressSchema.optional(), billing: shippingAddressSchema.optional() }).nullish(),
  totals: cartTotalsSchema.nullish(),
  items: z.array(orderLineSchema),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const ordersHistoryPageSchema = z.object({
  items: z.array(orderViewSchema),
  total_count: z.number().int().min(0),
  page_size: z.number().int().positive(),
  current_page: z.number().int().positive(),
});
export type OrdersHistoryPage = z.infer<typeof ordersHistoryPageSchema>;
