/**
 * The subscriptions an order starts (spec 01 §1, 02 §5, §6): every subscribed line needs a
 * logged-in customer, a subscribable product and one of the spec's intervals; the order is paid
 * by PayPal or credit card and its total is above 0. Checked before anything is written.
 */
import { SUBSCRIPTION_PAYMENT_METHODS } from '@/lib/config/subscriptions';
import type { Store } from '@/lib/config/stores';
import { calendarDateOf } from '@/lib/subscriptions';
import { findCatalogProducts } from '../catalog/product-lookup';
import type { UserRow } from '@/lib/db/schema';
import { toCents } from '../money';
import { subscriptionError } from './subscription-errors';
import { subscriptionPlanOf, wantsSubscription, type SubscribableLine } from './subscription-plan';
import type { SubscribedLine } from './subscriptions';

interface OrderedLine {
  sku: string;
  name: string;
  qty: number;
  price_incl_tax: number;
}

export interface SubscriptionCheckout {
  store: Store;
  customer: UserRow | null;
  now: Date;
  paymentMethod: string;
  grandTotal: number;
}

/** The order's subscribed lines with their plans; `ordered[i]` is the priced line of `requested[i]`. */
export async function orderSubscriptions(requested: readonly (SubscribableLine & { sku: string })[], ordered: readonly OrderedLine[], checkout: SubscriptionCheckout): Promise<SubscribedLine[]> {
  const positions = requested.flatMap((line, i) => (wantsSubscription(line) ? [i] : []));
  if (positions.length === 0) return [];
  const { store, customer, now } = checkout;
  const locale = store.i18n.defaultLocale;
  if (!customer) throw subscriptionError(locale, 'loginRequired');
  if (!SUBSCRIPTION_PAYMENT_METHODS.includes(checkout.paymentMethod)) throw subscriptionError(locale, 'paymentMethod');
  if (checkout.grandTotal <= 0) throw subscriptionError(locale, 'firstOrderTotal');
  const products = await findCatalogProducts(store, positions.map((i) => requested[i].sku));
  return positions.map((i) => {
    const line = ordered[i];
    const found = products.get(requested[i].sku);
    if (!line || !found) throw subscriptionError(locale, 'notOffered');
    return {
      position: i + 1,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      price_incl_tax_cents: toCents(line.price_incl_tax),
      plan: subscriptionPlanOf(requested[i], found, customer, locale, calendarDateOf(now)),
    };
  });
}
