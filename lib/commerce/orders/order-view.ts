/** An order as the account pages read it (order history, order data), in the contract's shape: lines (ordered and cancelled), totals, addresses, beans. */
import type { OrderBeans, OrderView } from '@/lib/contract/order-view';
import type { SubscriptionPlanView } from '@/lib/contract/subscription-plan';
import type { OrderLineRow, OrderRow } from '@/lib/db/schema';
import { fromCents } from '../money';

export type { OrderView };

/** `beans`: what the order earned and what was taken back (order details only; the history list leaves it out). */
export function orderView(order: OrderRow, lines: OrderLineRow[], beans?: OrderBeans | null): OrderView {
  return {
    id: order.id,
    increment_id: order.increment_id,
    status: order.status,
    created_at: order.created_at,
    store_code: order.store_code,
    customer_email: order.email,
    payment_method: order.payment_method,
    shipping_method: order.shipping_method,
    grand_total: fromCents(order.grand_total_cents),
    order_currency_code: order.currency,
    addresses: JSON.parse(order.addresses),
    totals: JSON.parse(order.totals),
    items: lines
      .filter((line) => line.order_id === order.id)
      .map((line) => ({
        sku: line.sku,
        name: line.name,
        qty_ordered: line.qty,
        qty_canceled: line.qty_canceled,
        price_incl_tax: fromCents(line.price_incl_tax_cents),
        row_total_incl_tax: fromCents(line.row_total_incl_tax_cents),
        tax_percent: line.tax_rate_basis_points / 100,
        product_option: line.product_option === null ? null : JSON.parse(line.product_option),
        subscription: line.subscription ? (JSON.parse(line.subscription) as SubscriptionPlanView) : null,
      })),
    ...(beans === undefined ? {} : { beans }),
  };
}
