/**
 * GET /api/products/render-list?skus=a,b&currencyCode=EUR: current prices for the caller's
 * group, read from the user token (a `userGroupId` parameter is not trusted).
 */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { parseInput, readQuery } from '@/lib/commerce/http/parse-input';
import { findCustomer } from '@/lib/commerce/auth/current-customer';
import { renderList } from '@/lib/commerce/catalog/render-list';
import { renderListQuerySchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const { skus } = parseInput(renderListQuerySchema, readQuery(request));
  const customer = await findCustomer(request, context);
  return { result: await renderList(context.store, skus, customer, context.now) };
});
