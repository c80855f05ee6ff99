/**
 * The review figures of listed products, for their tiles: the reviews domain sums them up by the
 * rule the product page uses (approved written reviews with the catalogue's), so a tile never
 * shows another count or average than its page. The tiles are drawn by components, which do not
 * reach the domain themselves; this is the catalogue pages' read of it.
 */
import type { Store } from '@/lib/config/stores';
import { tileReviewFigures } from '@/lib/commerce/reviews';
import type { Product } from '@/lib/catalog/types';

export async function listedReviewFigures(store: Store, products: readonly Product[]): Promise<Map<number, { count: number; average: number }>> {
  return tileReviewFigures(store, products);
}
