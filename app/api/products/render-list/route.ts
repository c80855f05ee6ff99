/**
 * GET /api/products/render-list?skus=a,b&currencyCode=EUR: current prices for the caller's
 * group, read from the user token (a `userGroupId` parameter is not trusted).
 */
import { findCustomer } from '@/lib/commerce/auth';
import { renderList } from '@/lib/commerce/catalog';
import { apiRoute, parseInput, readQuery } from '@/lib/http';
import { renderListQuerySchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const { skus } = parseInput(renderListQuerySchema, readQuery(request));
  const customer = await findCustomer(request, context);
  return { result: await renderList(context.store, skus, customer, context.now) };
});
