/** GET /api/stock/check?sku=: the sku's stock info (spec 01 §3 "Stock info"). */
import { readStock } from '@/lib/commerce/stock';
import { ApiError, apiRoute, parseInput, readQuery } from '@/lib/http';
import { stockCheckQuerySchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, { db, store, now }) => {
  const { sku } = parseInput(stockCheckQuerySchema, readQuery(request));
  const [stock] = await readStock(db, store, [sku], now);
  if (!stock) throw new ApiError(404, 'productNotFound');
  return { result: stock };
});
