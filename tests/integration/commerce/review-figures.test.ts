/**
 * One set of review figures (issue 36): a product's tile, its page (and so its AggregateRating)
 * and its catalogue document show the same count and average, also for a product with only a few
 * reviews, where rounding the drawn average and averaging the drawn stars used to part (a tile's
 * 4.3 beside a page's 4.5); and an approved written review moves tile and page alike. SQLite
 * always; PostgreSQL with TEST_DATABASE_URL.
 */
import { useTempDatabase } from './harness';
import { readProductReviews, reviewFigures } from '@/lib/commerce/reviews';
import { tileView } from '@/lib/catalog/tile-view';
import type { Product } from '@/lib/catalog/types';
import { getStore } from '@/lib/config/stores';
import { REVIEW_STATUS } from '@/lib/config/commerce';
import { dumpOf } from '../../unit/demo-catalog/generated-catalog';

const { db } = useTempDatabase();
const store = getStore('de_de');
const FEW = 9;
const few = (dumpOf(store.catalogIndex).products as Product[]).filter((p) => (p.yotpo_review_count ?? 0) > 0 && (p.yotpo_review_count ?? 0) <= FEW);

async function tileAndPage(product: Product) {
  const figures = (await reviewFigures(await db(), store, [product])).get(product.id)!;
  const tile = tileView(product, { href: '/p/x', image: null, position: 0, reviews: figures }).rating;
  const { summary } = await readProductReviews(await db(), store, product, 1);
  return { tile, page: { value: summary.average, count: summary.count } };
}

describe('review figures of a product with few reviews', () => {
  it('are the same on its tile, its page and its catalogue document', async () => {
    expect(few.length).toBeGreaterThan(0);
    for (const product of few) {
      const { tile, page } = await tileAndPage(product);
      expect({ sku: product.sku, tile }).toEqual({ sku: product.sku, tile: page });
      expect({ sku: product.sku, document: { value: product.yotpo_rating, count: product.yotpo_review_count } }).toEqual({ sku: product.sku, document: page });
    }
  });

  it('move together when a written review is approved', async () => {
    const product = few[0];
    await (await db())
      .insertInto('reviews')
      .values({
        id: 'figures-approved',
        store_code: store.code,
        user_id: null,
        product_id: product.id,
        nickname: 'Anna',
        title: 'Gut',
        detail: 'Schmeckt.',
        rating: 1,
        status: REVIEW_STATUS.approved,
        created_at: new Date().toISOString(),
      })
      .execute();
    const { tile, page } = await tileAndPage(product);
    expect(page.count).toBe((product.yotpo_review_count ?? 0) + 1);
    expect(tile).toEqual(page);
  });
});
