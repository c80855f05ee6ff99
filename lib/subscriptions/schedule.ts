/**
 * A subscription's calendar (spec 02 §3, §9): dates are calendar days `YYYY-MM-DD` (UTC), the
 * interval is one of the spec's day counts, and the schedule is the next order date plus whole
 * intervals. Pure: every function takes today's date from its caller.
 */
import {
  MONTH_INTERVAL_SUFFIX,
  NOMINAL_DAYS_PER_MONTH,
  SUBSCRIPTION_INTERVAL_DAYS,
  SUBSCRIPTION_INTERVAL_MONTHS,
  type SubscriptionIntervalDays,
} from '@/lib/config/subscriptions';

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDate = string;

/** A billing period a product offers: its option value and the interval it stands for. */
export interface BillingPeriod {
  value: string;
  interval: { interval_days: number; interval_months?: number | null };
}

const MS_PER_DAY = 86_400_000;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function midnight(date: CalendarDate): number {
  return Date.parse(`${date}T00:00:00.000Z`);
}

/** True for a real day in `YYYY-MM-DD` form (no 2026-02-30). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string' || !CALENDAR_DATE.test(value)) return false;
  const at = midnight(value);
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === value;
}

export function calendarDateOf(at: Date): CalendarDate {
  return at.toISOString().slice(0, 10);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return calendarDateOf(new Date(midnight(date) + days * MS_PER_DAY));
}

export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((midnight(to) - midnight(from)) / MS_PER_DAY);
}

export function isSubscriptionInterval(days: unknown): days is SubscriptionIntervalDays {
  return (SUBSCRIPTION_INTERVAL_DAYS as readonly unknown[]).includes(days);
}

/** The first date of the schedule that lies after today, keeping the schedule's rhythm. */
export function rollForward(next: CalendarDate, intervalDays: number, today: CalendarDate): CalendarDate {
  const behind = daysBetween(next, today);
  if (behind < 0) return next;
  return addDays(next, (Math.floor(behind / intervalDays) + 1) * intervalDays);
}

/** Spec 02 §5 "end date must fit the chosen date and frequency": a delivery day of the schedule, not before the next one. */
export function fitsSchedule(endDate: CalendarDate, next: CalendarDate, intervalDays: number): boolean {
  const span = daysBetween(next, endDate);
  return span >= 0 && span % intervalDays === 0;
}

/**
 * A subscription's rhythm: every `interval_days` days, or every `interval_months` calendar months
 * when set (12 = yearly; spec 02 §3 "every N weeks/months/years").
 */
export interface ScheduleInterval {
  interval_days: number;
  interval_months?: number | null;
  /**
   * The subscription's first day: a month interval keeps its day of the month (31 Jan → 28 Feb →
   * 31 Mar → 30 Apr) as long as the schedule is on it; a date the customer moved elsewhere keeps
   * its own day.
   */
  start_date?: CalendarDate | null;
}

/** The same day `months` months later; a day the month lacks becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [year, month, day] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return calendarDateOf(target);
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day of the month a month interval keeps: the start's, while `date` is that day (or the month's last day short of it). */
export function anchorDay(date: CalendarDate, start: CalendarDate | null | undefined): number {
  const [year, month, day] = date.split('-').map(Number);
  const startDay = start ? Number(start.slice(8, 10)) : day;
  return Math.min(startDay, lastDayOfMonth(year, month)) === day ? Math.max(startDay, day) : day;
}

/** `months` calendar months after `date`, on `day` of that month or its last day when shorter. */
function monthsLaterOn(date: CalendarDate, months: number, day: number): CalendarDate {
  const [year, month] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  target.setUTCDate(Math.min(day, lastDayOfMonth(target.getUTCFullYear(), target.getUTCMonth() + 1)));
  return calendarDateOf(target);
}

/** The next date of the schedule after `date`. */
export function addInterval(date: CalendarDate, interval: ScheduleInterval): CalendarDate {
  if (!interval.interval_months) return addDays(date, interval.interval_days);
  return monthsLaterOn(date, interval.interval_months, anchorDay(date, interval.start_date));
}

/** `rollForward` for any interval: the first schedule date after today. */
export function rollForwardBy(next: CalendarDate, interval: ScheduleInterval, today: CalendarDate): CalendarDate {
  if (!interval.interval_months) return rollForward(next, interval.interval_days, today);
  let date = next;
  while (daysBetween(today, date) <= 0) date = addInterval(date, interval);
  return date;
}

/** `fitsSchedule` for any interval: the end date is one of the schedule's dates from `next` on. */
export function fitsScheduleBy(endDate: CalendarDate, next: CalendarDate, interval: ScheduleInterval): boolean {
  if (!interval.interval_months) return fitsSchedule(endDate, next, interval.interval_days);
  let date = next;
  while (daysBetween(date, endDate) > 0) date = addInterval(date, interval);
  return date === endDate;
}

/** True for one of the spec's intervals: a day interval of SUBSCRIPTION_INTERVAL_DAYS, or a month interval of SUBSCRIPTION_INTERVAL_MONTHS. */
export function isScheduleInterval(interval: ScheduleInterval): boolean {
  if (interval.interval_months === null || interval.interval_months === undefined) return isSubscriptionInterval(interval.interval_days);
  return (SUBSCRIPTION_INTERVAL_MONTHS as readonly unknown[]).includes(interval.interval_months);
}

/** The interval as one word: `28` (days) or `3m` (months; `12m` is yearly). */
export function intervalCode(interval: ScheduleInterval): string {
  return interval.interval_months ? `${interval.interval_months}${MONTH_INTERVAL_SUFFIX}` : String(interval.interval_days);
}

/** The interval a word names, or null when it is none of the spec's: `28` → 28 days, `3m` → 3 months. */
export function parseIntervalCode(code: unknown): { interval_days: number; interval_months: number | null } | null {
  if (typeof code !== 'string' && typeof code !== 'number') return null;
  const text = String(code).trim();
  const months = text.endsWith(MONTH_INTERVAL_SUFFIX) ? Number(text.slice(0, -MONTH_INTERVAL_SUFFIX.length)) : null;
  const interval = months === null ? { interval_days: Number(text), interval_months: null } : { interval_days: months * NOMINAL_DAYS_PER_MONTH, interval_months: months };
  return text !== '' && isScheduleInterval(interval) ? interval : null;
}

/** The `count`-th date of the schedule after `date` (0 = the date itself). */
export function addIntervals(date: CalendarDate, interval: ScheduleInterval, count: number): CalendarDate {
  if (interval.interval_months) return monthsLaterOn(date, interval.interval_months * count, anchorDay(date, interval.start_date));
  return addDays(date, interval.interval_days * count);
}
