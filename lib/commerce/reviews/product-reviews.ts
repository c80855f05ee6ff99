/** The product page's read of its first reviews, on the process's database (pages get no handle of their own). */
import type { Store } from '@/lib/config/stores';
import { getDb } from '@/lib/db';
import type { ProductReviews } from '@/lib/contract/review';
import { readProductReviews, type ReviewedProduct } from './read-reviews';

export async function productReviews(store: Store, product: ReviewedProduct, page = 1): Promise<ProductReviews> {
  return readProductReviews(await getDb(), store, product, page);
}
