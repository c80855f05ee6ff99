/**
 * The customer's account area (spec 02 §2 "Account", §3 order statuses): its screens relative to
 * the store view, and every order status the shop knows a label for (`locales/<locale>/account.json`
 * `orderStatus`). Plain values, safe in a client bundle.
 */
import { AUTH_ROUTES } from './auth';
import { SUBSCRIPTIONS_ROUTE } from './subscriptions';

/** The account menu, in this order: each entry's label is `account.json` `nav.<key>`. */
export const ACCOUNT_ROUTES = {
  dashboard: AUTH_ROUTES.dashboard,
  profile: '/customer/account/edit',
  coffeeCorner: '/customer/coffee-corner',
  orders: '/customer/orders',
  reorder: '/customer/reorder',
  subscriptions: SUBSCRIPTIONS_ROUTE,
  addresses: '/customer/address',
  shippingDetails: '/customer/shipping-details',
  newsletter: '/customer/newsletter',
  wishlist: '/customer/wishlist',
  recentlyViewed: '/my-account/recently-viewed',
  vouchers: '/customer/vouchers-and-discounts',
  coffeeclub: '/customer/coffeeclub',
  referral: '/customer/referral',
} as const;
export type AccountPage = keyof typeof ACCOUNT_ROUTES;

/** Where the newsletter's already-registered text sends the customer (spec 02 §8). */
export const CUSTOMER_SERVICE_ROUTE = '/customer-service';

/** The details page of one order: `/customer/orders/{orderId}`. */
export function orderDetailsRoute(orderId: string): string {
  return `${ACCOUNT_ROUTES.orders}/${encodeURIComponent(orderId)}`;
}

/** Spec 02 §3 "Order statuses (labels)"; `backorder` reads "order by service". */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'complete',
  'canceled',
  'new',
  'closed',
  'holded',
  'packing',
  'picking',
  'picking_mistake',
  'payment_check',
  'payment_review',
  'pending_payment',
  'pending_paypal',
  'paypal_reversed',
  'paypal_canceled_reversal',
  'fraud',
  'complete_fraud',
  'product_check',
  'service_check',
  'stock_check',
  'backorder',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isKnownOrderStatus(status: string): status is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}
