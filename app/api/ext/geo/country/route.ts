/** GET /api/ext/geo/country: `{ country_code }` from the CDN header, empty when unknown. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { geoCountry } from '@/lib/commerce/geo-country';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request) => ({ result: { country_code: geoCountry(request) } }));
