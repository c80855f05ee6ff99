/** GET /api/address/regions?country=DE: the country's regions for the address forms. */
import { apiRoute, parseInput, readQuery, regionsOf } from '@/lib/commerce';
import { regionsQuerySchema } from '@/lib/contract/address';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request) => {
  const { country } = parseInput(regionsQuerySchema, readQuery(request));
  return { result: regionsOf(country) };
});
