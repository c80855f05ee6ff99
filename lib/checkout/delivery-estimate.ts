/**
 * When an order arrives (issue 35 "delivery estimate"): an order placed on a working day before
 * the order-by hour, in the store's time zone, is dispatched that day; later, or on a weekend or
 * holiday, on the next working day. It arrives the lead time's minimum to maximum working days
 * after dispatch. Pure: the caller passes the order's time and the store's rule.
 */
import { WORKING_WEEKDAYS } from '@/lib/config/delivery';
import { formatDay, type StoreI18n } from '@/lib/i18n/format-price';
import { addDays, type CalendarDate } from '@/lib/subscriptions/schedule';
import { isPublicHoliday } from './public-holidays';

export interface DeliveryRule {
  /** Orders placed before this hour (0–23, local time) are dispatched the same working day. */
  orderByHour: number;
  /** Working days from dispatch to delivery. */
  lead: { min: number; max: number };
  /** IANA time zone the order-by hour counts in, e.g. `Europe/Berlin`. */
  timeZone: string;
  /** Two-letter country whose public holidays (fixed and Easter-bound) are no working days. */
  country: string;
  /** The shipping address's region (a German Land, `deliveryRegion`), whose own holidays are no working days either. */
  region?: string;
}

export interface DeliveryEstimate {
  from: CalendarDate;
  to: CalendarDate;
}

/** The local calendar day and hour of `at` in `timeZone`. */
function localDayAndHour(at: Date, timeZone: string): { day: CalendarDate; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

export function isWorkingDay(day: CalendarDate, country: string, region?: string): boolean {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return WORKING_WEEKDAYS.includes(weekday) && !isPublicHoliday(day, country, region);
}

type Calendar = Pick<DeliveryRule, 'country' | 'region'>;

/** The first working day from `day` on (`day` itself when it is one). */
function workingDayFrom(day: CalendarDate, { country, region }: Calendar): CalendarDate {
  let date = day;
  while (!isWorkingDay(date, country, region)) date = addDays(date, 1);
  return date;
}

/** `count` working days after `day`. */
function addWorkingDays(day: CalendarDate, count: number, calendar: Calendar): CalendarDate {
  let date = day;
  for (let left = count; left > 0; left -= 1) date = workingDayFrom(addDays(date, 1), calendar);
  return date;
}

export function deliveryEstimate(orderedAt: Date, rule: DeliveryRule): DeliveryEstimate {
  const { day, hour } = localDayAndHour(orderedAt, rule.timeZone);
  const dispatch = workingDayFrom(hour < rule.orderByHour ? day : addDays(day, 1), rule);
  return { from: addWorkingDays(dispatch, rule.lead.min, rule), to: addWorkingDays(dispatch, rule.lead.max, rule) };
}

/** "02.12.2026 – 03.12.2026", or the one day when both ends are the same, in the store's date format. */
export function formatDeliveryEstimate(estimate: DeliveryEstimate, i18n: Pick<StoreI18n, 'dateFormat'>): string {
  const from = formatDay(estimate.from, i18n);
  return estimate.from === estimate.to ? from : `${from} – ${formatDay(estimate.to, i18n)}`;
}
