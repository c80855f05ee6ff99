/** GET {loyalty base}/multiplier?product_id= (spec 02 §7): the product's beans per euro; unknown products 404 (the client then uses 1). */
import { productMultiplier } from '@/lib/commerce/loyalty';
import { ApiError, apiRoute, parseInput, readQuery } from '@/lib/http';
import { multiplierQuerySchema } from '@/lib/contract/loyalty';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const { product_id } = parseInput(multiplierQuerySchema, readQuery(request));
  const multiplier = await productMultiplier(context.store, product_id);
  if (multiplier === null) throw new ApiError(404, 'notFound');
  return { result: multiplier };
});
