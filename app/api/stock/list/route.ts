/** GET /api/stock/list?skus=a,b: stock infos of up to 15 skus; unknown skus are left out. */
import { readStock } from '@/lib/commerce/stock';
import { apiRoute, parseInput, readQuery } from '@/lib/http';
import { stockListQuerySchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, { db, store, now }) => {
  const { skus } = parseInput(stockListQuerySchema, readQuery(request));
  return { result: await readStock(db, store, skus, now) };
});
