/** GET /api/review/list?sku=&page=: a page of a product's reviews, newest first, with their summary. */
import { findCatalogProducts } from '@/lib/commerce/catalog';
import { readProductReviews } from '@/lib/commerce/reviews';
import { ApiError, apiRoute, parseInput, readQuery } from '@/lib/http';
import { reviewListQuerySchema } from '@/lib/contract/review';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, { db, store }) => {
  const { sku, page } = parseInput(reviewListQuerySchema, readQuery(request));
  const found = (await findCatalogProducts(store, [sku])).get(sku);
  if (!found || found.child) throw new ApiError(404, 'productNotFound');
  return { result: await readProductReviews(db, store, found.product, page) };
});
