/** GET /api/stock/list?skus=a,b: stock infos of up to 15 skus; unknown skus are left out. */
import { apiRoute, parseInput, readQuery, readStock } from '@/lib/commerce';
import { stockListQuerySchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, { db, store, now }) => {
  const { skus } = parseInput(stockListQuerySchema, readQuery(request));
  return { result: await readStock(db, store, skus, now) };
});
