/**
 * The reviews a product page shows: the approved reviews written in this store, with the reviews the
 * catalogue counts for the product (the demo catalogue writes those, unless DEMO_REVIEWS=false:
 * invented texts have no place in a real shop), newest first, a page at a
 * time, and their summary (count, average, how many of each star) over all of them, so the number
 * shown and the list always agree.
 */
import { REVIEW_PAGE_SIZE, REVIEW_STATUS } from '@/lib/config/commerce';
import { environment } from '@/lib/config/environment';
import type { Store } from '@/lib/config/stores';
import type { Db } from '@/lib/db/schema';
import { demoReviews, languageOf, type ReviewFigures } from '@/lib/demo-catalog';
import type { ProductReviews, ReviewStars, StoredReview } from '@/lib/contract/review';

/** The product as the catalogue lists it: its id (what reviews are written for) and review figures. */
export interface ReviewedProduct extends ReviewFigures {
  readonly id: number;
}

const STARS = [5, 4, 3, 2, 1] as const;

const newestFirst = (a: StoredReview, b: StoredReview) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id);

async function approvedCounts(db: Db, store: Store, productId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('reviews')
    .select(['rating', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('store_code', '=', store.code)
    .where('product_id', '=', productId)
    .where('status', '=', REVIEW_STATUS.approved)
    .groupBy('rating')
    .execute();
  return new Map(rows.map((row) => [row.rating, Number(row.count)]));
}

/** The newest `limit` approved reviews of the product in this store. */
async function newestApproved(db: Db, store: Store, productId: number, limit: number): Promise<StoredReview[]> {
  return db
    .selectFrom('reviews')
    .select(['id', 'nickname', 'title', 'detail', 'rating', 'created_at'])
    .where('store_code', '=', store.code)
    .where('product_id', '=', productId)
    .where('status', '=', REVIEW_STATUS.approved)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** Page `page` (1-based) of the product's reviews; a page past the last is empty, never an error. */
export async function readProductReviews(db: Db, store: Store, product: ReviewedProduct, page: number): Promise<ProductReviews> {
  const catalogue = environment().DEMO_REVIEWS ? demoReviews(product, languageOf(store.i18n.defaultLocale)) : [];
  const counts = await approvedCounts(db, store, product.id);
  for (const review of catalogue) counts.set(review.rating, (counts.get(review.rating) ?? 0) + 1);
  const stars: ReviewStars[] = STARS.map((star) => ({ stars: star, count: counts.get(star) ?? 0 }));
  const count = stars.reduce((sum, s) => sum + s.count, 0);
  const total = stars.reduce((sum, s) => sum + s.stars * s.count, 0);
  // The first `end` of the merged list are among the first `end` of each list.
  const end = page * REVIEW_PAGE_SIZE;
  const written = count > catalogue.length ? await newestApproved(db, store, product.id, end) : [];
  const reviews = [...written, ...catalogue.slice(0, end)].sort(newestFirst).slice(end - REVIEW_PAGE_SIZE, end);
  return {
    summary: { count, average: count === 0 ? 0 : Math.round((total / count) * 10) / 10, stars },
    reviews: reviews.map(({ id, nickname, title, detail, rating, created_at }) => ({ id, nickname, title, detail, rating, created_at })),
    page,
    pages: Math.ceil(count / REVIEW_PAGE_SIZE),
  };
}
