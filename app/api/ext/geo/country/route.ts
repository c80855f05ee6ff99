/** GET /api/ext/geo/country: `{ country_code }` from the CDN header, empty when unknown. */
import { apiRoute, geoCountry } from '@/lib/http';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request) => ({ result: { country_code: geoCountry(request) } }));
