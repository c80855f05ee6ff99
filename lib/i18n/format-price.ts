/**
 * Formats money and dates from a store's i18n config (sign, separators, fraction digits, price
 * format), so every page, e-mail and label shows prices the same way: `19,90 €`, `€ 19,90`, `€19.90`.
 */
import type { Store } from '@/lib/config/stores';

export type StoreI18n = Store['i18n'];

/** Spec §9: without an i18n config prices show 2 decimals. */
const FALLBACK_FRACTION_DIGITS = 2;

function groupDigits(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** The amount alone, with the store's decimal and group separators: `1.299,00`. */
export function formatAmount(value: number, i18n?: Pick<StoreI18n, 'currencyDecimal' | 'currencyGroup' | 'fractionDigits'>): string {
  const digits = i18n?.fractionDigits ?? FALLBACK_FRACTION_DIGITS;
  const fixed = Math.abs(value).toFixed(digits);
  const [integer, fraction] = fixed.split('.');
  const grouped = groupDigits(integer, i18n?.currencyGroup ?? ',');
  const amount = fraction === undefined ? grouped : `${grouped}${i18n?.currencyDecimal ?? '.'}${fraction}`;
  const negative = value < 0 && Number(fixed) !== 0;
  return negative ? `-${amount}` : amount;
}

/** The space a price format puts between amount and sign: no-break, so "€" never wraps onto a line of its own. */
export const PRICE_SPACE = '\u00a0';

/**
 * A price in the store's format, e.g. `19,90 €` (de-DE), `€ 19,90` (de-AT, nl-NL), `€19.90` (en-US),
 * its space a no-break one (as `Intl.NumberFormat` writes it) wherever the price stands in a text.
 */
export function formatPrice(value: number, i18n: StoreI18n): string {
  const amount = formatAmount(value, i18n);
  const negative = amount.startsWith('-');
  const formatted = i18n.priceFormat
    .replace(/ /g, PRICE_SPACE)
    .replace('{sign}', i18n.currencySign)
    .replace('{amount}', negative ? amount.slice(1) : amount);
  return negative ? `-${formatted}` : formatted;
}

/** A date in the store's date format (`DD.MM.YYYY`, `MM/DD/YYYY`, …), read in UTC. */
/** A calendar day `YYYY-MM-DD` (a subscription's dates, a delivery estimate) in the store's date format. */
export function formatDay(day: string, i18n: Pick<StoreI18n, 'dateFormat'>): string {
  return formatDate(new Date(`${day}T00:00:00.000Z`), i18n);
}

export function formatDate(date: Date, i18n: Pick<StoreI18n, 'dateFormat'>): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return i18n.dateFormat
    .replace('YYYY', String(date.getUTCFullYear()))
    .replace('MM', pad(date.getUTCMonth() + 1))
    .replace('DD', pad(date.getUTCDate()));
}
