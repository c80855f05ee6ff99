/** GET /api/stock/check?sku=: the sku's stock info (spec 01 §3 "Stock info"). */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { ApiError } from '@/lib/commerce/http/api-error';
import { parseInput, readQuery } from '@/lib/commerce/http/parse-input';
import { readStock } from '@/lib/commerce/stock/stock-info';
import { stockCheckQuerySchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, { db, store, now }) => {
  const { sku } = parseInput(stockCheckQuerySchema, readQuery(request));
  const [stock] = await readStock(db, store, [sku], now);
  if (!stock) throw new ApiError(404, 'productNotFound');
  return { result: stock };
});
