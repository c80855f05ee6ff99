/**
 * Public holidays no parcel moves on: the fixed-date ones and those that move with Easter, per
 * country, and on top those of the region (a German Land) when one is given. Easter Sunday is
 * computed (the anonymous Gregorian algorithm of Meeus, Jones and Butcher), so the calendar needs
 * no yearly upkeep.
 */
import { EASTER_HOLIDAYS, FIXED_HOLIDAYS, REGIONAL_HOLIDAYS, type EasterHoliday, type MovableHoliday } from '@/lib/config/delivery';
import { addDays, daysBetween, type CalendarDate } from '@/lib/subscriptions/schedule';

/** Days after Easter Sunday (the church calendar's, the same everywhere). */
export const EASTER_OFFSETS: Readonly<Record<EasterHoliday, number>> = {
  goodFriday: -2,
  easterMonday: 1,
  ascension: 39,
  whitMonday: 50,
  corpusChristi: 60,
};

/** Easter Sunday of a Gregorian `year`. */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Repentance Day (Buß- und Bettag): the last Wednesday before 23 November. */
export function repentanceDay(year: number): CalendarDate {
  const november22 = `${year}-11-22`;
  const weekday = new Date(`${november22}T00:00:00.000Z`).getUTCDay();
  return addDays(november22, -((weekday - 3 + 7) % 7));
}

/** Whether `day` is this movable holiday; `afterEaster` is its distance from that year's Easter Sunday, computed once per day asked. */
function isMovableHoliday(holiday: MovableHoliday, day: CalendarDate, afterEaster: number): boolean {
  return holiday === 'repentanceDay' ? repentanceDay(Number(day.slice(0, 4))) === day : EASTER_OFFSETS[holiday] === afterEaster;
}

/** `region`: the subdivision (`BY`) whose holidays count too; without one, the country's only. */
export function isPublicHoliday(day: CalendarDate, country: string, region?: string): boolean {
  const regional = region ? REGIONAL_HOLIDAYS[country]?.[region] : undefined;
  const fixed = [...(FIXED_HOLIDAYS[country] ?? []), ...(regional?.fixed ?? [])];
  const movable: readonly MovableHoliday[] = [...(EASTER_HOLIDAYS[country] ?? []), ...(regional?.movable ?? [])];
  if (fixed.includes(day.slice(5))) return true;
  const afterEaster = daysBetween(easterSunday(Number(day.slice(0, 4))), day);
  return movable.some((holiday) => isMovableHoliday(holiday, day, afterEaster));
}

