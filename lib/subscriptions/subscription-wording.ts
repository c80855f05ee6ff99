/**
 * A subscription's interval and term in words ("alle 4 Wochen", "elke 4 weken", "6 Lieferungen"),
 * the one wording every place uses: the product page's choice, the cart lines, the checkout, the
 * confirmation, the account's subscription pages and the mails. Pure: the caller hands in its
 * translator of the `subscriptions` messages (client hook or the mail's catalogue) and its date
 * formatter, so the same words come out on the server and in the browser.
 */
import { DAYS_PER_WEEK, MONTHS_PER_YEAR } from '@/lib/config/subscriptions';
import type { SubscriptionPlanView } from '@/lib/contract/subscription-plan';
import type { ScheduleInterval } from './schedule';

/** Translates a key of the `subscriptions` messages. */
export type SubscriptionTranslator = (key: string, values?: Record<string, string | number>) => string;
/** Formats a calendar day `YYYY-MM-DD` the store's way. */
export type DayFormatter = (day: string) => string;

/** Every N weeks, months or years (spec 02 §3). */
export function intervalWording({ interval_days, interval_months }: ScheduleInterval, t: SubscriptionTranslator): string {
  if (!interval_months) return t('interval', { weeks: interval_days / DAYS_PER_WEEK });
  return interval_months % MONTHS_PER_YEAR === 0 ? t('intervalYears', { years: interval_months / MONTHS_PER_YEAR }) : t('intervalMonths', { months: interval_months });
}

type Term = Pick<SubscriptionPlanView, 'term' | 'end_date' | 'deliveries'>;

/** The term as the subscription's own page says it, under its label ("Endet nach 6 Lieferungen"). */
export function termWording({ term, end_date, deliveries }: Term, t: SubscriptionTranslator, day: DayFormatter): string {
  if (term === 'end_date' && end_date) return t('term.end_date', { date: day(end_date) });
  if (term === 'deliveries' && deliveries !== null) return t('term.deliveries', { count: deliveries });
  return t('term.unlimited');
}

/** The note on a subscribed line: "Abo: alle 4 Wochen, 6 Lieferungen" (or "…, unbefristet", "…, bis 01.03.2027"). */
export function subscriptionLineWording(plan: SubscriptionPlanView, t: SubscriptionTranslator, day: DayFormatter): string {
  const { term, end_date, deliveries } = plan;
  const termWords =
    term === 'end_date' && end_date ? t('lineTerm.end_date', { date: day(end_date) }) : term === 'deliveries' && deliveries !== null ? t('lineTerm.deliveries', { count: deliveries }) : t('lineTerm.unlimited');
  return t('line', { interval: intervalWording(plan, t), term: termWords });
}
