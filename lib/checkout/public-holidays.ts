/**
 * Public holidays no parcel moves on: the fixed-date ones and those that move with Easter, per
 * country. Easter Sunday is computed (the anonymous Gregorian algorithm of Meeus, Jones and
 * Butcher), so the calendar needs no yearly upkeep.
 */
import { EASTER_HOLIDAYS, FIXED_HOLIDAYS, type EasterHoliday } from '@/lib/config/delivery';
import { daysBetween, type CalendarDate } from '@/lib/subscriptions/schedule';

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

export function isPublicHoliday(day: CalendarDate, country: string): boolean {
  if ((FIXED_HOLIDAYS[country] ?? []).includes(day.slice(5))) return true;
  const afterEaster = daysBetween(easterSunday(Number(day.slice(0, 4))), day);
  return (EASTER_HOLIDAYS[country] ?? []).some((holiday) => EASTER_OFFSETS[holiday] === afterEaster);
}

