/**
 * Tier prices (spec §3: qty, value) and group prices: the lowest tier a quantity reaches for the
 * customer's group. For bundles a tier value is a percent off the original price, rounded up to
 * cents (spec §5).
 */
import { ALL_CUSTOMER_GROUPS_ID, PERCENT } from '@/lib/config/catalog';
import { ceilPrice } from './rounding';
import type { TierPrice } from './types';

function appliesToGroup(tier: TierPrice, groupId: number): boolean {
  const tierGroup = tier.customer_group_id;
  return tierGroup === undefined || tierGroup === ALL_CUSTOMER_GROUPS_ID || tierGroup === groupId;
}

/** The tier that applies to `qty` items for the group with the lowest value, or null. */
export function findTierPrice(tiers: readonly TierPrice[] | undefined, qty: number, groupId: number): TierPrice | null {
  const reached = (tiers ?? []).filter((t) => t.qty <= qty && appliesToGroup(t, groupId));
  return reached.reduce<TierPrice | null>((best, t) => (best === null || t.value < best.value ? t : best), null);
}

/** A bundle's tier price: `percentOff` off the original, rounded up to cents. */
export function bundleTierPrice(originalPrice: number, percentOff: number): number {
  return ceilPrice(originalPrice * (1 - percentOff / PERCENT));
}
