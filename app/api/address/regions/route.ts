/** GET /api/address/regions?country=DE: the country's regions for the address forms. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { parseInput, readQuery } from '@/lib/commerce/http/parse-input';
import { regionsOf } from '@/lib/commerce/address/regions';
import { regionsQuerySchema } from '@/lib/contract/address';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request) => {
  const { country } = parseInput(regionsQuerySchema, readQuery(request));
  return { result: regionsOf(country) };
});
