/**
 * The visitor's country from the CDN's country header (spec 02 §7 "GET /api/ext/geo/country"):
 * the header is configurable (`GEO_COUNTRY_HEADER`); none, or no valid code, reads as empty.
 */
import { environment, type EnvironmentSource } from '@/lib/config/environment';

const COUNTRY_CODE = /^[A-Z]{2}$/;

export function geoCountry(request: Request, source?: EnvironmentSource): string {
  const header = environment(source).GEO_COUNTRY_HEADER;
  const value = request.headers.get(header)?.trim().toUpperCase() ?? '';
  return COUNTRY_CODE.test(value) ? value : '';
}
