/**
 * An order as `/api/order/data` and the order history answer it (spec 02 §3 "Orders history",
 * §7 getOrdersHistory): lines, totals, addresses, and one page of the history. The server builds
 * it (`lib/commerce/orders/order-view.ts`) typed by this schema; the account screens read it with
 * it. Unknown fields are kept. Each line carries its cancelled quantity; the order details carry
 * the beans the order earned and what cancellations took back.
 */
import { z } from 'zod';
import { cartTotalsSchema, shippingAddressSchema } from './cart-answers';
import { subscriptionPlanSchema } from './subscription-plan';

export const orderLineSchema = z.looseObject({
  sku: z.string(),
  name: z.string(),
  qty_ordered: z.number(),
  /** How much of the line was cancelled since (partial cancellation, migration 0017); 0 or absent when none. */
  qty_canceled: z.number().int().min(0).optional(),
  price_incl_tax: z.number(),
  row_total_incl_tax: z.number(),
  tax_percent: z.number().optional(),
  product_option: z.unknown().optional(),
  /** A subscribed line's interval and term (the first order and every follow-up); null or absent for a one-off line. */
  subscription: subscriptionPlanSchema.nullish(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The Coffee Club beans an order stands for (order details only): earned, each take-back, what is left. */
export const orderBeansSchema = z.object({
  earned: z.number().int(),
  taken_back: z.number().int().min(0),
  standing: z.number().int(),
  adjustments: z.array(z.object({ type: z.string(), amount: z.number().int(), created_at: z.string() })),
});
export type OrderBeans = z.infer<typeof orderBeansSchema>;

export const orderViewSchema = z.looseObject({
  id: z.string().min(1),
  increment_id: z.string(),
  status: z.string(),
  created_at: z.string(),
  store_code: z.string().optional(),
  customer_email: z.string().optional(),
  payment_method: z.string(),
  shipping_method: z.string(),
  grand_total: z.number(),
  order_currency_code: z.string(),
  addresses: z.looseObject({ shipping: shippingAddressSchema.optional(), billing: shippingAddressSchema.optional() }).nullish(),
  totals: cartTotalsSchema.nullish(),
  items: z.array(orderLineSchema),
  /** The placement's answer only: the days the order is expected, `YYYY-MM-DD` (issue 35); null when it ships nothing. */
  delivery_estimate: z.object({ from: z.string(), to: z.string() }).nullish(),
  /** Order details of a member's order that earned beans; null or absent otherwise (and in the history list). */
  beans: orderBeansSchema.nullish(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const ordersHistoryPageSchema = z.object({
  items: z.array(orderViewSchema),
  total_count: z.number().int().min(0),
  page_size: z.number().int().positive(),
  current_page: z.number().int().positive(),
});
export type OrdersHistoryPage = z.infer<typeof ordersHistoryPageSchema>;
