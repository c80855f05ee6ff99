/**
 * A customer's subscriptions (spec 02 §3, §4): started by the order that contains them (one per
 * subscribed line, in the order's transaction), read and changed only by their owner. Another
 * customer's subscription answers 404; a refused action answers 400 and changes nothing.
 */
import type { Insertable } from 'kysely';
import type { Locale } from '@/lib/config/stores';
import { addInterval, calendarDateOf, transition, type SubscriptionCommand } from '@/lib/subscriptions';
import type { Db, SubscriptionsTable, UserRow } from '@/lib/db/schema';
import type { SubscriptionView } from '@/lib/contract/subscription';
import { subscriptionError } from './subscription-errors';
import type { SubscriptionPlan } from './subscription-plan';
import { findSubscriptionOfUser, listSubscriptionsOfUser, updateSubscription } from './subscription-repository';
import { subscriptionState, subscriptionView } from './subscription-view';

export interface SubscribingOrder {
  id: string;
  increment_id: string;
  user_id: string;
  store_code: string;
  currency: string;
  /** JSON: the order's shipping and billing addresses. */
  addresses: string;
  created_at: string;
}

export interface SubscribedLine {
  /** The line's position in the order, from 1. */
  position: number;
  sku: string;
  name: string;
  qty: number;
  price_incl_tax_cents: number;
  plan: SubscriptionPlan;
}

/** The rows an order starts: active from the order's day, next order one interval later. */
export function subscriptionRows(order: SubscribingOrder, lines: SubscribedLine[]): Insertable<SubscriptionsTable>[] {
  const start = calendarDateOf(new Date(order.created_at));
  return lines.map((line) => ({
    id: `${order.increment_id}-${line.position}`,
    user_id: order.user_id,
    order_id: order.id,
    store_code: order.store_code,
    status: 'active',
    sku: line.sku,
    name: line.name,
    qty: line.qty,
    price_incl_tax_cents: line.price_incl_tax_cents,
    currency: order.currency,
    interval_days: line.plan.interval_days,
    interval_months: line.plan.interval_months ?? null,
    start_date: start,
    next_order_date: addInterval(start, { ...line.plan, start_date: start }),
    term: line.plan.term,
    end_date: line.plan.end_date,
    deliveries: line.plan.deliveries,
    deliveries_made: 1,
    addresses: order.addresses,
    created_at: order.created_at,
    updated_at: order.created_at,
  }));
}

export async function listSubscriptions(db: Db, user: UserRow, now: Date): Promise<SubscriptionView[]> {
  const today = calendarDateOf(now);
  return (await listSubscriptionsOfUser(db, user.id)).map((row) => subscriptionView(row, today));
}

export async function readSubscription(db: Db, user: UserRow, id: string, locale: Locale, now: Date): Promise<SubscriptionView> {
  const row = await findSubscriptionOfUser(db, user.id, id);
  if (!row) throw subscriptionError(locale, 'notFound');
  return subscriptionView(row, calendarDateOf(now));
}

/** Applies the action if the state machine allows it; the answer is the subscription as it now is. */
export async function changeSubscription(db: Db, user: UserRow, id: string, command: SubscriptionCommand, locale: Locale, now: Date): Promise<SubscriptionView> {
  const row = await findSubscriptionOfUser(db, user.id, id);
  if (!row) throw subscriptionError(locale, 'notFound');
  const today = calendarDateOf(now);
  // Spec 02 §8: the form was filled from a copy the server has changed since (a follow-up order, another tab).
  if (command.action === 'edit' && command.edit.version !== undefined && command.edit.version !== row.updated_at) throw subscriptionError(locale, 'outdated');
  const outcome = transition(subscriptionState(row), command, today);
  if (!outcome.ok) throw subscriptionError(locale, outcome.refusal);
  const updated_at = now.toISOString();
  const next = outcome.state;
  const changes = {
    status: next.status,
    qty: next.qty,
    interval_days: next.interval_days,
    interval_months: next.interval_months ?? null,
    start_date: next.start_date,
    next_order_date: next.next_order_date,
    term: next.term,
    end_date: next.end_date,
    deliveries: next.deliveries,
    deliveries_made: next.deliveries_made,
    updated_at: updated_at === row.updated_at ? new Date(now.getTime() + 1).toISOString() : updated_at,
  };
  // Another change of the same subscription won the race: the customer sees the state it left.
  if (!(await updateSubscription(db, row, changes))) throw subscriptionError(locale, 'notAllowed');
  return subscriptionView({ ...row, ...changes }, today);
}
