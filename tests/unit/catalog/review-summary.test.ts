/**
 * The one rule for review figures (issue 36): stars counted 5 to 1, the average to one decimal,
 * half up (3 reviews of 4, 4 and 5 stars are 4.3, of 4, 5 and 5 are 4.7).
 */
import { countStars, reviewSummary } from '@/lib/catalog/review-summary';

const averageOf = (ratings: number[]) => reviewSummary(countStars(ratings)).average;

describe('reviewSummary', () => {
  it('counts each star and the reviews, and has no average without reviews', () => {
    expect(reviewSummary(countStars([5, 4, 4, 1]))).toEqual({
      count: 4,
      average: 3.5,
      stars: [
        { stars: 5, count: 1 },
        { stars: 4, count: 2 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 1 },
      ],
    });
    expect(reviewSummary(new Map())).toMatchObject({ count: 0, average: 0 });
  });

  it.each([
    [[4, 5], 4.5],
    [[4, 4, 5], 4.3],
    [[4, 5, 5], 4.7],
    [[4, 4, 4, 5], 4.3],
    [[4, 4, 4, 5, 5, 5, 5, 4], 4.5],
    [[5, 4, 4, 4, 4, 4, 4, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5], 4.2],
    [[3, 4, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5], 4.2],
  ])('averages %j to %p', (...[ratings, average]: [number[], number]) => {
    expect(averageOf(ratings)).toBe(average);
  });
});
