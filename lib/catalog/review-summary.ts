/**
 * A product's review figures, one rule wherever they appear: the tile, the product page, its
 * AggregateRating and the catalogue document all take the count and average from here, so no
 * screen rounds differently from another (a product with 2 reviews of 4 and 5 stars is 4.5
 * everywhere, never 4.3 on a tile and 4.5 on its page).
 */
import type { ReviewStars } from '@/lib/contract/review';

export interface ReviewSummary {
  count: number;
  /** The mean of the stars, to one decimal (half up); 0 without reviews. */
  average: number;
  /** How many reviews gave each star, 5 down to 1. */
  stars: ReviewStars[];
}

const STARS = [5, 4, 3, 2, 1] as const;

/** The summary of reviews counted per star (`stars → how many`); stars outside 1–5 are not counted. */
export function reviewSummary(countsPerStar: ReadonlyMap<number, number>): ReviewSummary {
  const stars: ReviewStars[] = STARS.map((star) => ({ stars: star, count: countsPerStar.get(star) ?? 0 }));
  const count = stars.reduce((sum, s) => sum + s.count, 0);
  const total = stars.reduce((sum, s) => sum + s.stars * s.count, 0);
  return { count, average: count === 0 ? 0 : Math.round((total / count) * 10) / 10, stars };
}

/** Per-star counts of single ratings, added to `into` (a star table to merge several sources in). */
export function countStars(ratings: Iterable<number>, into: Map<number, number> = new Map()): Map<number, number> {
  for (const rating of ratings) into.set(rating, (into.get(rating) ?? 0) + 1);
  return into;
}
