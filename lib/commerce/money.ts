/**
 * Exact money (issue 14): amounts are integer cents from the moment a catalogue price enters the
 * totals until the order is stored; euros (numbers with 2 decimals) exist only at the API's edge,
 * so clients read the same shape as before. Products of cents and rates go through BigInt, so
 * rounding is exact at any size, not only below 2⁵³.
 */
import { CENTS_PER_UNIT } from '@/lib/config/catalog';
import { roundPrice } from '@/lib/catalog';

/** A rate as a fraction (0.19) in hundredths of a percent (1900): the unit rates are exact in. */
const BASIS_POINTS_PER_UNIT = 10_000;

export function toCents(amount: number): number {
  return Math.round(roundPrice(amount) * CENTS_PER_UNIT);
}

/** Whole cents to euros: the nearest double to the 2-decimal amount, which JSON writes exactly. */
export function fromCents(cents: number): number {
  return cents / CENTS_PER_UNIT;
}

export function toBasisPoints(rate: number): number {
  return Math.round(rate * BASIS_POINTS_PER_UNIT);
}

/** `a × b ÷ c` rounded half away from zero (commercial rounding), exact for any safe integers. */
export function mulDivRound(a: number, b: number, c: number): number {
  if (c === 0) throw new RangeError('mulDivRound: division by zero');
  const numerator = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  const negative = numerator < 0n !== divisor < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = divisor < 0n ? -divisor : divisor;
  const rounded = (2n * n + d) / (2n * d);
  // Past 2⁵³ a number would silently drop cents: refuse instead (the order caps keep far below).
  if (rounded > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('mulDivRound: result beyond exact integers');
  return Number(negative ? -rounded : rounded);
}

/** The net part of a gross amount at a rate in basis points: gross × 10000 ÷ (10000 + rate). */
export function netOfGrossCents(grossCents: number, rateBasisPoints: number): number {
  return mulDivRound(grossCents, BASIS_POINTS_PER_UNIT, BASIS_POINTS_PER_UNIT + rateBasisPoints);
}

/** A percentage (10, or 7.5) of an amount in cents. */
export function percentOfCents(cents: number, percent: number): number {
  return mulDivRound(cents, Math.round(percent * 100), BASIS_POINTS_PER_UNIT);
}
