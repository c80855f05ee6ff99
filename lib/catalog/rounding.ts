/** Rounding of money to the store's cents (spec §9: 2 fraction digits). */
import { CENTS_PER_UNIT } from '@/lib/config/catalog';

/**
 * Cents are counted on the value scaled by 100 after a tiny nudge, so binary noise such as
 * 1.005 → 1.00499999 does not flip the rounding direction.
 */
const EPSILON_CENTS = 1e-7;

export function roundPrice(value: number): number {
  return Math.round(value * CENTS_PER_UNIT + Math.sign(value) * EPSILON_CENTS) / CENTS_PER_UNIT;
}

/** Rounds up to the next cent (spec §5: bundle tier prices). */
export function ceilPrice(value: number): number {
  return Math.ceil(value * CENTS_PER_UNIT - EPSILON_CENTS) / CENTS_PER_UNIT;
}
