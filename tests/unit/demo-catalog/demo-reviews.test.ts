/**
 * The demo catalogue's reviews: as many as the catalogue counts, averaging its rating, the same on
 * every run, in the store's language, newest first.
 */
import { demoReviews } from '@/lib/demo-catalog';
import { REVIEW_TEXTS } from '@/lib/demo-catalog/review-texts';
import { dumpOf } from './generated-catalog';

const average = (ratings: number[]) => ratings.reduce((a, b) => a + b, 0) / ratings.length;

describe('demo reviews', () => {
  it('writes as many reviews as the catalogue counts, their average rounding to its rating', () => {
    for (const product of dumpOf('catalog_nl_nl').products.slice(0, 80)) {
      const reviews = demoReviews(product, 'nl');
      expect(reviews).toHaveLength(product.yotpo_review_count ?? 0);
      if (reviews.length >= 5) expect(Math.abs(average(reviews.map((r) => r.rating)) - (product.yotpo_rating ?? 0))).toBeLessThanOrEqual(0.1);
    }
  });

  it('gives a product the same reviews on every run, dated newest first before the reference date', () => {
    const product = { sku: 'DEMO-1', yotpo_review_count: 30, yotpo_rating: 3.4 };
    const reviews = demoReviews(product, 'de');
    expect(demoReviews(product, 'de')).toEqual(reviews);
    const dates = reviews.map((r) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(reviews.map((r) => r.id)).size).toBe(30);
    expect(new Set(reviews.map((r) => r.rating)).size).toBeGreaterThan(2);
    expect(reviews.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
  });

  it('writes in the language asked, the words fitting the stars', () => {
    const product = { sku: 'DEMO-2', yotpo_review_count: 20, yotpo_rating: 3 };
    for (const language of ['de', 'en', 'nl', 'it'] as const) {
      for (const review of demoReviews(product, language)) {
        const mood = review.rating >= 4 ? 'good' : review.rating === 3 ? 'mixed' : 'poor';
        expect(REVIEW_TEXTS[language][mood].map((t) => t.title)).toContain(review.title);
      }
    }
  });

  it('writes none for a product without reviews', () => {
    expect(demoReviews({ sku: 'X', yotpo_review_count: 0, yotpo_rating: 0 }, 'it')).toEqual([]);
    expect(demoReviews({ sku: 'X' }, 'it')).toEqual([]);
  });
});
