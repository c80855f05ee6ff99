/**
 * The demo catalogue's reviews: the catalogue states how many reviews a product has and their
 * average (`yotpo_review_count`, `yotpo_rating`, as a review service would), and this writes those
 * reviews, in the store's language, drawn from the product's sku alone — the same reviews on every
 * run, exactly as many as the catalogue counts, their stars adding up to its average (to the
 * nearest whole star over all of them), newest first, dated back from the demo's reference date.
 */
import { DEMO_REFERENCE_DATE } from '@/lib/config/demo-catalog';
import { countStars, reviewSummary } from '@/lib/catalog/review-summary';
import { createSeededRandom, type SeededRandom } from './seeded-random';
import type { Language } from './languages';
import { REVIEW_NICKNAMES, REVIEW_TEXTS, type ReviewMood } from './review-texts';

export interface DemoReview {
  readonly id: string;
  readonly nickname: string;
  readonly title: string;
  readonly detail: string;
  readonly rating: number;
  /** ISO date-time. */
  readonly created_at: string;
}

export interface ReviewFigures {
  readonly sku: string;
  readonly yotpo_review_count?: number | null;
  readonly yotpo_rating?: number | null;
}

const DAY_MS = 86_400_000;
const REFERENCE_MS = Date.parse(DEMO_REFERENCE_DATE);
const MAX_DAYS_BETWEEN = 9;

/** FNV-1a: a sku's own seed, so a product's reviews do not depend on the catalogue's other products. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const clampStars = (stars: number) => Math.min(5, Math.max(1, stars));

/** `count` star ratings spread around the average whose sum is the average times the count, rounded. */
function drawRatings(random: SeededRandom, count: number, average: number): number[] {
  const ratings = Array.from({ length: count }, () => clampStars(Math.round(average + (random.next() - 0.5) * 2.5)));
  const target = Math.round(clampStars(average) * count);
  let sum = ratings.reduce((a, b) => a + b, 0);
  while (sum !== target) {
    const step = sum < target ? 1 : -1;
    const i = random.int(0, count - 1);
    if (ratings[i] + step < 1 || ratings[i] + step > 5) continue;
    ratings[i] += step;
    sum += step;
  }
  return ratings;
}

const moodOf = (rating: number): ReviewMood => (rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'poor');

/** The product's random source, already past its ratings, and those ratings (none when the catalogue counts none). */
function drawnRatings(product: ReviewFigures): { random: SeededRandom; ratings: number[] } {
  const count = Math.max(0, Math.trunc(product.yotpo_review_count ?? 0));
  const random = createSeededRandom(seedOf(product.sku));
  return { random, ratings: count === 0 ? [] : drawRatings(random, count, product.yotpo_rating ?? 5) };
}

/** The stars of the product's reviews (what a tile sums up without writing their texts). */
export function demoRatings(product: ReviewFigures): number[] {
  return drawnRatings(product).ratings;
}

/**
 * A draft's attributes with the review figures its catalogue document states: the drawn count
 * and the average of the reviews drawn for it, by the shop's one rule (`reviewSummary`), so a tile
 * (from the document) and the product page (from the reviews) agree. Reviews drawn again from that
 * average have the same average: their star sum is the average times the count, rounded, which
 * the summary rounds back to it.
 */
export function withReviewFigures<Attributes extends Readonly<Record<string, unknown>>>(sku: string, attributes: Attributes): Attributes {
  const { yotpo_review_count: count, yotpo_rating: rating } = attributes;
  if (typeof count !== 'number' || typeof rating !== 'number') return attributes;
  const summary = reviewSummary(countStars(demoRatings({ sku, yotpo_review_count: count, yotpo_rating: rating })));
  return { ...attributes, yotpo_review_count: summary.count, yotpo_rating: summary.average };
}

/** The product's reviews, newest first; none when the catalogue counts none. */
export function demoReviews(product: ReviewFigures, language: Language): DemoReview[] {
  const { random, ratings } = drawnRatings(product);
  let ms = REFERENCE_MS;
  return ratings.map((rating, index) => {
    ms -= random.int(1, MAX_DAYS_BETWEEN) * DAY_MS + random.int(0, 86_399) * 1000;
    const text = random.pick(REVIEW_TEXTS[language][moodOf(rating)]);
    return {
      id: `catalogue-${product.sku}-${index + 1}`,
      nickname: random.pick(REVIEW_NICKNAMES),
      title: text.title,
      detail: text.detail,
      rating,
      created_at: new Date(ms).toISOString(),
    };
  });
}
