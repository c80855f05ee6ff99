/** The pages' reads of reviews, on the process's database (pages get no handle of their own). */
import type { Store } from '@/lib/config/stores';
import { getDb } from '@/lib/db';
import type { ProductReviews } from '@/lib/contract/review';
import { readProductReviews, reviewFigures, type ReviewedProduct } from './read-reviews';

export async function productReviews(store: Store, product: ReviewedProduct, page = 1): Promise<ProductReviews> {
  return readProductReviews(await getDb(), store, product, page);
}

/** The count and average each tile shows, the same as its product page's. */
export async function tileReviewFigures(store: Store, products: readonly ReviewedProduct[]): Promise<Map<number, { count: number; average: number }>> {
  return reviewFigures(await getDb(), store, products);
}
