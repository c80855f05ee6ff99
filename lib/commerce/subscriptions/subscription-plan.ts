/**
 * What a subscribed cart or order line asks for (spec 01 §3 "Cart item" subscription options; 02
 * §5, §6, §9): the interval comes from the product's own billing-period choices, never from the
 * client's word, and must be one of the spec's intervals; the term is unlimited unless the line
 * names one (`end_type` with `subscription_end_date` or `subscription_end_cycle`) that fits.
 */
import { isSubscriptionOffered } from '@/lib/catalog';
import type { ProductOption } from '@/lib/catalog/types';
import { BILLING_PERIOD_OPTION_TITLE, SUBSCRIPTION_TERMS, type SubscriptionTerm } from '@/lib/config/subscriptions';
import type { Locale } from '@/lib/config/stores';
import { addInterval, checkTerm, parseIntervalCode, type CalendarDate } from '@/lib/subscriptions';
import type { CatalogProduct } from '../catalog/product-lookup';
import type { SubscriptionPlanView } from '@/lib/contract/subscription-plan';
import type { UserRow } from '@/lib/db/schema';
import { subscriptionError } from './subscription-errors';

export interface SubscriptionPlan {
  interval_days: number;
  /** A month interval (12 = yearly), or null for a day interval. */
  interval_months?: number | null;
  term: SubscriptionTerm;
  end_date: CalendarDate | null;
  deliveries: number | null;
}

export interface SubscribableLine {
  is_subscription?: boolean;
  product_option?: ProductOption;
}

/** A line is a subscription when it says so or carries a billing period. */
export function wantsSubscription(line: SubscribableLine): boolean {
  return line.is_subscription === true || line.product_option?.extension_attributes.billing_period !== undefined;
}

/** The product's billing-period choice the line names: `28` (days) or `3m` (months, `12m` yearly). */
function intervalOf(line: SubscribableLine, found: CatalogProduct): { interval_days: number; interval_months: number | null } | null {
  const chosen = Number(line.product_option?.extension_attributes.billing_period?.option_value);
  const periods = found.product.custom_options?.find((option) => option.title === BILLING_PERIOD_OPTION_TITLE);
  return parseIntervalCode(periods?.values?.find((value) => value.option_type_id === chosen)?.title);
}

function termOf(line: SubscribableLine): { term: SubscriptionTerm; end_date?: string | null; deliveries?: number | null } | null {
  const options = line.product_option?.extension_attributes ?? {};
  const term = options.end_type ?? 'unlimited';
  if (!(SUBSCRIPTION_TERMS as readonly unknown[]).includes(term)) return null;
  const end = options.subscription_end_date;
  const cycles = options.subscription_end_cycle;
  return {
    term: term as SubscriptionTerm,
    end_date: typeof end === 'string' ? end : null,
    deliveries: cycles === undefined || cycles === null ? null : Number(cycles),
  };
}

/**
 * The interval and term a subscribed line names, as its cart line shows them (no checks of the
 * shopper or the dates: the order checks them); null for a one-off line or an interval the product
 * does not offer.
 */
export function linePlanOf(line: SubscribableLine, found: CatalogProduct | undefined): SubscriptionPlanView | null {
  if (!found || !wantsSubscription(line)) return null;
  const interval = intervalOf(line, found);
  const asked = termOf(line);
  if (!interval || !asked) return null;
  return { ...interval, term: asked.term, end_date: asked.end_date ?? null, deliveries: asked.deliveries ?? null };
}

/**
 * The plan of a subscribed line, or the refusal: a guest cannot subscribe (spec 02 §6), the
 * product must offer subscriptions, the interval must be one of the spec's. The order that starts
 * the subscription is its first delivery.
 */
export function subscriptionPlanOf(line: SubscribableLine, found: CatalogProduct, customer: UserRow | null, locale: Locale, today: CalendarDate): SubscriptionPlan {
  if (!customer) throw subscriptionError(locale, 'loginRequired');
  if (!isSubscriptionOffered(found.product)) throw subscriptionError(locale, 'notOffered');
  const interval = intervalOf(line, found);
  if (interval === null) throw subscriptionError(locale, 'intervalInvalid');
  const asked = termOf(line);
  if (!asked) throw subscriptionError(locale, 'incorrectInput');
  const schedule = { ...interval, start_date: today };
  const term = checkTerm(asked, addInterval(today, schedule), schedule, 1);
  if (!term.ok) throw subscriptionError(locale, term.refusal);
  return { ...interval, term: asked.term, end_date: term.end_date, deliveries: term.deliveries };
}
