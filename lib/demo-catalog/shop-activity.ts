/**
 * Drawn facts of a product's life in the shop: when it was created and last updated (counted back
 * from the fixed reference date, never the clock), its stock, reviews and popularity.
 */
import {
  BACKORDERS,
  DEMO_REFERENCE_DATE,
  DEMO_UPDATED_AT_SPREAD_DAYS,
} from '@/lib/config/demo-catalog';
import type { StockDraft } from './product-draft';
import type { SeededRandom } from './seeded-random';

const DAY_MS = 86_400_000;
const REFERENCE_MS = Date.parse(DEMO_REFERENCE_DATE);
/** Share of drawn products that are sold out. */
const SOLD_OUT_SHARE = 0.06;
const MAX_DRAWN_QTY = 400;
const MAX_REVIEWS = 250;
const MAX_POPULARITY = 10_000;

/** Magento's date format: `2025-01-31 13:45:00`, in UTC. */
export function magentoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** A date this many days from the reference date (negative: before it). */
export function daysFromReference(days: number): string {
  return magentoDate(REFERENCE_MS + days * DAY_MS);
}

export interface ShopActivity {
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly updatedDaysAgo: number;
  readonly stock: StockDraft;
  readonly attributes: { yotpo_rating: number; yotpo_review_count: number; popularity: number };
}

/** Stock of a product: a share sold out, the rest with a drawn quantity. */
export function drawStock(random: SeededRandom): StockDraft {
  return { qty: random.chance(SOLD_OUT_SHARE) ? 0 : random.int(1, MAX_DRAWN_QTY), backorders: BACKORDERS.none };
}

export function drawShopActivity(random: SeededRandom): ShopActivity {
  const updatedDaysAgo = random.int(0, DEMO_UPDATED_AT_SPREAD_DAYS);
  const updatedMs = REFERENCE_MS - updatedDaysAgo * DAY_MS - random.int(0, DAY_MS / 1000 - 1) * 1000;
  const createdMs = updatedMs - random.int(0, 365) * DAY_MS;
  const stock = drawStock(random);
  const reviews = random.int(0, MAX_REVIEWS);
  return {
    createdAt: magentoDate(createdMs),
    updatedAt: magentoDate(updatedMs),
    updatedDaysAgo,
    stock,
    attributes: {
      yotpo_rating: reviews === 0 ? 0 : random.int(25, 50) / 10,
      yotpo_review_count: reviews,
      popularity: random.int(0, MAX_POPULARITY),
    },
  };
}

/** Fixed activity for the special cases, which must not depend on the seed. */
export function settledActivity(updatedDaysAgo: number, qty: number, backorders: number = BACKORDERS.none): ShopActivity {
  return {
    createdAt: daysFromReference(-updatedDaysAgo - 365),
    updatedAt: daysFromReference(-updatedDaysAgo),
    updatedDaysAgo,
    stock: { qty, backorders },
    attributes: { yotpo_rating: 4.5, yotpo_review_count: 12, popularity: 5000 },
  };
}

