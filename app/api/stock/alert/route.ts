/** POST /api/stock/alert { email, sku } (issue 18): notify me when the product is back in stock. */
import { requestStockAlert } from '@/lib/commerce/service';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { stockAlertSchema } from '@/lib/contract/service';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, store, now }) => {
  await requestStockAlert(db, store, parseInput(stockAlertSchema, await readJsonBody(request)), now);
  return { result: 'ok' };
});
