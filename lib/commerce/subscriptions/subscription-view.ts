/** A subscription as the account screens read it: the stored row, its money in units and what may be done now. */
import { SUBSCRIPTION_BEANS_PER_EURO, type SubscriptionStatus, type SubscriptionTerm } from '@/lib/config/subscriptions';
import { allowedActions, isOutdated, type CalendarDate, type SubscriptionState } from '@/lib/subscriptions';
import type { SubscriptionRow } from '@/lib/db/schema';
import { fromCents } from '../money';
import type { SubscriptionView } from '@/lib/contract/subscription';

export function subscriptionState(row: SubscriptionRow): SubscriptionState {
  return {
    status: row.status as SubscriptionStatus,
    interval_days: row.interval_days,
    interval_months: row.interval_months,
    qty: row.qty,
    start_date: row.start_date,
    next_order_date: row.next_order_date,
    term: row.term as SubscriptionTerm,
    end_date: row.end_date,
    deliveries: row.deliveries,
    deliveries_made: row.deliveries_made,
  };
}

export function subscriptionView(row: SubscriptionRow, today: CalendarDate): SubscriptionView {
  const state = subscriptionState(row);
  const rowTotalCents = row.price_incl_tax_cents * row.qty;
  return {
    id: row.id,
    ...state,
    sku: row.sku,
    name: row.name,
    price_incl_tax: fromCents(row.price_incl_tax_cents),
    row_total_incl_tax: fromCents(rowTotalCents),
    currency: row.currency,
    // Spec 02 §9: beans per whole euro of coffee.
    beans_per_delivery: Math.floor(fromCents(rowTotalCents)) * SUBSCRIPTION_BEANS_PER_EURO,
    order_id: row.order_id,
    addresses: JSON.parse(row.addresses),
    actions: [...allowedActions(state.status)],
    outdated: isOutdated(state, today),
    version: row.updated_at,
  };
}
