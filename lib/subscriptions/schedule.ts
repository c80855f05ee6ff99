/**
 * A subscription's calendar (spec 02 §3, §9): dates are calendar days `YYYY-MM-DD` (UTC), the
 * interval is one of the spec's day counts, and the schedule is the next order date plus whole
 * intervals. Pure: every function takes today's date from its caller.
 */
import { SUBSCRIPTION_INTERVAL_DAYS, type SubscriptionIntervalDays } from '@/lib/config/subscriptions';

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDate = string;

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
}

/** The same day `months` months later; a day the month lacks becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [year, month, day] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return calendarDateOf(target);
}

/** The next date of the schedule after `date`. */
export function addInterval(date: CalendarDate, interval: ScheduleInterval): CalendarDate {
  return interval.interval_months ? addMonths(date, interval.interval_months) : addDays(date, interval.interval_days);
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
