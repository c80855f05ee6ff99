/**
 * The age check of age-restricted products (spec 02 §4 "Age verification", §5): a date of birth
 * in the store's format (DD/MM/YYYY; TT.MM.JJJJ in German, i.e. with dots), 18 or older on the
 * day. Pure: the product page's dialog and the server's order check share it.
 */
import { MINIMUM_AGE } from '@/lib/config/age-check';

/** The four outcomes of spec 02 §5, as message keys under `service.age`. */
export type AgeCheckProblem = 'incomplete' | 'invalid' | 'future' | 'tooYoung';
export type AgeCheck = { ok: true; birthDate: string } | { ok: false; problem: AgeCheckProblem };

/** German stores write the date with dots; the others with slashes. */
export function birthDateSeparator(locale: string): '.' | '/' {
  return locale.startsWith('de') ? '.' : '/';
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of a calendar date in UTC. */
export function isoDate(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Whole years between the birth date and `today` (both `YYYY-MM-DD`). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Whether an ISO birth date makes the person old enough today. */
export function isOldEnough(birthDate: string, now: Date, minimumAge = MINIMUM_AGE): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(birthDate) && birthDate <= isoDate(now) && ageOn(birthDate, isoDate(now)) >= minimumAge;
}

/** Checks a date of birth as typed; the separator of the store's format (either is accepted). */
export function checkBirthDate(input: string, now: Date, minimumAge = MINIMUM_AGE): AgeCheck {
  const text = input.trim();
  const parts = text.split(/[./]/).map((part) => part.trim());
  if (parts.length !== 3 || parts.some((part) => part === '') || parts[2].length < 4) return { ok: false, problem: 'incomplete' };
  if (!/^\d{1,2}[./]\d{1,2}[./]\d{4}$/.test(text.replace(/\s/g, ''))) return { ok: false, problem: 'invalid' };
  const [day, month, year] = parts.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return { ok: false, problem: 'invalid' };
  const birthDate = isoDate(date);
  if (birthDate > isoDate(now)) return { ok: false, problem: 'future' };
  if (ageOn(birthDate, isoDate(now)) < minimumAge) return { ok: false, problem: 'tooYoung' };
  return { ok: true, birthDate };
}
