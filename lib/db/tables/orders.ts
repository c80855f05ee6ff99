/** Carts, orders and their lines, the Idempotency-Keys that make an order placed once, stock. Column conventions: `../schema.ts`. */
import type { Generated } from 'kysely';

export interface CartsTable {
  id: string;
  /** The cart token the client holds (`cartId`); random, unguessable. */
  token: string;
  user_id: string | null;
  store_code: string;
  coupon_code: string | null;
  shipping_country: string;
  /** The gift card or voucher applied to the cart (issue 17). */
  gift_card_code: Generated<string | null>;
  shipping_method: string | null;
  payment_method: string | null;
  /** JSON: the last `addressInformation` set on the cart. */
  address_information: string | null;
  status: string;
  created_at: string;
  updated_at: string;
}
export interface CartLinesTable {
  id: string;
  cart_id: string;
  sku: string;
  parent_sku: string | null;
  qty: number;
  product_type: string | null;
  /** JSON: `product_option` with extension attributes. */
  product_option: string | null;
  /** Identity of the chosen options, for item matching. */
  checksum: string;
  is_subscription: number;
  is_free_product: number;
  /** The line's place in the cart, in the order lines were added. */
  position: Generated<number>;
  created_at: string;
}
export interface OrdersTable {
  id: string;
  increment_id: string;
  user_id: string | null;
  store_code: string;
  email: string;
  status: string;
  payment_method: string;
  shipping_method: string;
  /** JSON: billing and shipping addresses. */
  addresses: string;
  /** JSON: the server-computed totals. */
  totals: string;
  grand_total_cents: number;
  currency: string;
  created_at: string;
  updated_at: string;
}
export interface OrderLinesTable {
  id: string;
  order_id: string;
  sku: string;
  name: string;
  qty: number;
  price_incl_tax_cents: number;
  row_total_incl_tax_cents: number;
  /** 19 % is 1900. */
  tax_rate_basis_points: number;
  product_option: string | null;
  /** Quantity an operator cancelled since (partial cancellation). */
  qty_canceled: Generated<number>;
  /** Beans the line earned when the order was placed (its share of the order's earning). */
  beans: Generated<number>;
  /** A subscribed line's interval and term (JSON `SubscriptionPlanView`); null for a one-off line. */
  subscription: Generated<string | null>;
}
export interface OrderIdempotencyKeysTable {
  idempotency_key: string;
  order_id: string;
  /** Hash of the order payload, so the same key with another payload is told apart. */
  payload_hash: string;
  created_at: string;
}
export interface StockTable {
  sku: string;
  product_id: number;
  qty: number;
  manage_stock: number;
  /** 0 = no backorders; above 0 = the quantity may go below zero. */
  backorders: number;
  is_in_stock: number;
  updated_at: string;
}
