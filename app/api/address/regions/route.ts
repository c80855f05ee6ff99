/** GET /api/address/regions?country=DE: the country's regions for the address forms. */
import { regionsOf } from '@/lib/commerce/address';
import { apiRoute, parseInput, readQuery } from '@/lib/http';
import { regionsQuerySchema } from '@/lib/contract/address';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request) => {
  const { country } = parseInput(regionsQuerySchema, readQuery(request));
  return { result: regionsOf(country) };
});
