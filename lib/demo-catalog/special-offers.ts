/**
 * Special prices of the demo catalogue and the listing categories they and fresh products join:
 * an active special price (window open since before the reference date, open-ended, so it is
 * current whenever the shop runs) puts a product in Sale; a recently updated one in New arrivals.
 * Some special prices lie in an expired window, which the price rules must ignore.
 */
import { DEMO_CATEGORY_IDS } from './category-definitions';
import type { SpecialPriceDraft } from './product-draft';
import type { SeededRandom } from './seeded-random';
import { shelfPrice } from './shelf-prices';
import { daysFromReference, type ShopActivity } from './shop-activity';

const ACTIVE_SPECIAL_SHARE = 0.08;
const EXPIRED_SPECIAL_SHARE = 0.02;
const SPECIAL_DISCOUNT = 0.8;
const NEW_ARRIVAL_DAYS = 60;

export function activeSpecialPrice(gross: number): SpecialPriceDraft {
  return { gross: shelfPrice(gross * SPECIAL_DISCOUNT), from: daysFromReference(-30), to: null };
}

export function expiredSpecialPrice(gross: number): SpecialPriceDraft {
  return { gross: shelfPrice(gross * SPECIAL_DISCOUNT), from: daysFromReference(-400), to: daysFromReference(-300) };
}

export function drawSpecialPrice(random: SeededRandom, gross: number): SpecialPriceDraft | null {
  const roll = random.next();
  if (roll < ACTIVE_SPECIAL_SHARE) return activeSpecialPrice(gross);
  if (roll < ACTIVE_SPECIAL_SHARE + EXPIRED_SPECIAL_SHARE) return expiredSpecialPrice(gross);
  return null;
}

/** Active windows are open-ended, so a special price with an end date is an expired one. */
export function isCurrentSpecial(special: SpecialPriceDraft | null): special is SpecialPriceDraft {
  return special !== null && special.to === null;
}

/** Sale for a current special price, New arrivals for a recent update, plus any extra categories. */
export function activityCategories(activity: ShopActivity, special: SpecialPriceDraft | null, extra: readonly number[]): number[] {
  return [
    ...extra,
    ...(isCurrentSpecial(special) ? [DEMO_CATEGORY_IDS.sale] : []),
    ...(activity.updatedDaysAgo <= NEW_ARRIVAL_DAYS ? [DEMO_CATEGORY_IDS.newArrivals] : []),
  ];
}
