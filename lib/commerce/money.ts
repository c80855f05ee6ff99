/** Money crosses the database boundary as integer cents, so sums never drift. */
import { CENTS_PER_UNIT } from '@/lib/config/catalog';
import { roundPrice } from '@/lib/catalog/rules';

export function toCents(amount: number): number {
  return Math.round(roundPrice(amount) * CENTS_PER_UNIT);
}

export function fromCents(cents: number): number {
  return cents / CENTS_PER_UNIT;
}
