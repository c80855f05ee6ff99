/**
 * Reading a product's reviews (issue 36): only approved reviews of this store and product, newest
 * first, a page at a time, merged with the reviews the catalogue counts, and a summary that agrees
 * with the list; the list route answers a page by sku and refuses bad input without a 500.
 */
import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import * as list from '@/app/api/review/list/route';
import { readProductReviews } from '@/lib/commerce/reviews';
import { REVIEW_PAGE_SIZE } from '@/lib/config/commerce';
import { getStores } from '@/lib/config/stores';
import type { ProductReviews } from '@/lib/contract/review';
import { resetEnvironmentForTests } from '@/lib/config/environment';

const { db } = useTempDatabase();
useTestCatalog();

const store = getStores().find((s) => s.code === 'default')!;
const other = getStores().find((s) => s.code === 'de_de')!;
const COFFEE = { id: 1, sku: 'COFFEE-250' };

function row(id: string, day: number, rating: number, extra: Partial<{ status: string; store_code: string; product_id: number }> = {}) {
  return {
    id,
    store_code: store.code,
    user_id: null,
    product_id: COFFEE.id,
    nickname: `Reader ${id}`,
    title: `Title ${id}`,
    detail: `Text ${id}`,
    rating,
    status: 'approved',
    created_at: new Date(Date.UTC(2026, 0, day, 12)).toISOString(),
    ...extra,
  };
}

beforeAll(async () => {
  const rows = [
    ...Array.from({ length: 7 }, (_, i) => row(`a${i + 1}`, i + 1, (i % 5) + 1)),
    row('pending', 20, 1, { status: 'pending' }),
    row('elsewhere', 21, 1, { store_code: other.code }),
    row('another-product', 22, 1, { product_id: 2 }),
  ];
  await (await db()).insertInto('reviews').values(rows).execute();
});

describe('reading the reviews of a product', () => {
  it('lists only the approved reviews of this store and product, newest first, a page at a time', async () => {
    const first = await readProductReviews(await db(), store, COFFEE, 1);
    expect(first.reviews.map((r) => r.id)).toEqual(['a7', 'a6', 'a5', 'a4', 'a3'].slice(0, REVIEW_PAGE_SIZE));
    const second = await readProductReviews(await db(), store, COFFEE, 2);
    expect(second.reviews.map((r) => r.id)).toEqual(['a2', 'a1']);
    expect(first.pages).toBe(2);
    expect((await readProductReviews(await db(), store, COFFEE, 3)).reviews).toEqual([]);
  });

  it('sums up the same reviews it lists: count, average and how many gave each star', async () => {
    const { summary } = await readProductReviews(await db(), store, COFFEE, 1);
    // Ratings 1, 2, 3, 4, 5, 1, 2.
    expect(summary).toEqual({
      count: 7,
      average: 2.6,
      stars: [
        { stars: 5, count: 1 },
        { stars: 4, count: 1 },
        { stars: 3, count: 1 },
        { stars: 2, count: 2 },
        { stars: 1, count: 2 },
      ],
    });
  });

  it('adds the reviews the catalogue counts for the product, in the store language, in date order with the written ones', async () => {
    const counted = { ...COFFEE, yotpo_review_count: 12, yotpo_rating: 4.2 };
    const all: string[] = [];
    let page: ProductReviews;
    let n = 1;
    do {
      page = await readProductReviews(await db(), store, counted, n++);
      all.push(...page.reviews.map((r) => r.created_at));
    } while (page.page < page.pages);
    expect(page.summary.count).toBe(19);
    expect(all).toHaveLength(19);
    expect([...all].sort().reverse()).toEqual(all);
  });

  it('invents nothing in a real shop (DEMO_REVIEWS=false): only the reviews shoppers wrote, however many the catalogue counts', async () => {
    process.env.DEMO_REVIEWS = 'false';
    resetEnvironmentForTests();
    try {
      const counted = { ...COFFEE, yotpo_review_count: 12, yotpo_rating: 4.2 };
      const first = await readProductReviews(await db(), store, counted, 1);
      expect(first.summary.count).toBe(7);
      expect(first.reviews.map((r) => r.id)).toEqual(['a7', 'a6', 'a5', 'a4', 'a3']);
    } finally {
      delete process.env.DEMO_REVIEWS;
      resetEnvironmentForTests();
    }
  });
});

describe('GET /api/review/list', () => {
  it('answers a page of the product by its sku', async () => {
    const { status, body } = await call(list.GET, '/api/review/list', { host: 'localhost', query: { sku: 'COFFEE-250', page: '2' } });
    expect(status).toBe(200);
    expect((body.result as ProductReviews).reviews.map((r) => r.id)).toEqual(['a2', 'a1']);
  });

  it.each([
    [{ sku: 'COFFEE-250', page: '0' }, 400],
    [{ sku: 'COFFEE-250', page: 'two' }, 400],
    [{ page: '1' }, 400],
    [{ sku: 'NOPE', page: '1' }, 404],
  ])('refuses %p with %p', async (...[query, code]: [Record<string, string>, number]) => {
    const { status } = await call(list.GET, '/api/review/list', { host: 'localhost', query });
    expect(status).toBe(code);
  });
});
