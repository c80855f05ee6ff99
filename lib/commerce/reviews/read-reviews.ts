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
import { demoRatings, demoReviews, languageOf, type ReviewFigures } from '@/lib/demo-catalog';
import { countStars, reviewSummary } from '@/lib/catalog/review-summary';
import type { ProductReviews, StoredReview } from '@/lib/contract/review';

/** The product as the catalogue lists it: its id (what reviews are written for) and review figures. */
export interface ReviewedProduct extends ReviewFigures {
  readonly id: number;
}

const newestFirst = (a: StoredReview, b: StoredReview) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id);

/** The approved reviews written in this store for each of the products, counted per star. */
async function approvedCounts(db: Db, store: Store, productIds: readonly number[]): Promise<Map<number, Map<number, number>>> {
  const counts = new Map<number, Map<number, number>>(productIds.map((id) => [id, new Map()]));
  if (productIds.length === 0) return counts;
  const rows = await db
    .selectFrom('reviews')
    .select(['product_id', 'rating', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('store_code', '=', store.code)
    .where('product_id', 'in', [...productIds])
    .where('status', '=', REVIEW_STATUS.approved)
    .groupBy(['product_id', 'rating'])
    .execute();
  for (const row of rows) counts.get(row.product_id)?.set(row.rating, Number(row.count));
  return counts;
}

/** The catalogue's reviews of the product (see the top of this file)… */
const catalogueReviews = (store: Store, product: ReviewedProduct) =>
  environment().DEMO_REVIEWS ? demoReviews(product, languageOf(store.i18n.defaultLocale)) : [];

/** …and only their stars, which is all a tile needs (no texts drawn). */
const catalogueRatings = (product: ReviewedProduct) => (environment().DEMO_REVIEWS ? demoRatings(product) : []);

/**
 * The count and average of each product's reviews, as its page sums them up (the same reviews,
 * the same rule): what the product tiles show.
 */
export async function reviewFigures(db: Db, store: Store, products: readonly ReviewedProduct[]): Promise<Map<number, { count: number; average: number }>> {
  const counts = await approvedCounts(db, store, products.map((product) => product.id));
  return new Map(
    products.map((product) => {
      const stars = countStars(catalogueRatings(product), new Map(counts.get(product.id)));
      const { count, average } = reviewSummary(stars);
      return [product.id, { count, average }];
    }),
  );
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
  const catalogue = catalogueReviews(store, product);
  const written = (await approvedCounts(db, store, [product.id])).get(product.id);
  const summary = reviewSummary(countStars(catalogue.map((review) => review.rating), written));
  const { count } = summary;
  // The first `end` of the merged list are among the first `end` of each list.
  const end = page * REVIEW_PAGE_SIZE;
  const newest = count > catalogue.length ? await newestApproved(db, store, product.id, end) : [];
  const reviews = [...newest, ...catalogue.slice(0, end)].sort(newestFirst).slice(end - REVIEW_PAGE_SIZE, end);
  return {
    summary,
    reviews: reviews.map(({ id, nickname, title, detail, rating, created_at }) => ({ id, nickname, title, detail, rating, created_at })),
    page,
    pages: Math.ceil(count / REVIEW_PAGE_SIZE),
  };
}
