/**
 * The visitor's country from the CDN's country header (spec 02 §7 "GET /api/ext/geo/country"):
 * the header is configurable (`GEO_COUNTRY_HEADER`); none, or no valid code, reads as empty.
 */
import { DEFAULT_GEO_COUNTRY_HEADER, GEO_COUNTRY_HEADER_ENV } from '@/lib/config/commerce';

const COUNTRY_CODE = /^[A-Z]{2}$/;

export function geoCountry(request: Request, env: Record<string, string | undefined> = process.env): string {
  const header = env[GEO_COUNTRY_HEADER_ENV] || DEFAULT_GEO_COUNTRY_HEADER;
  const value = request.headers.get(header)?.trim().toUpperCase() ?? '';
  return COUNTRY_CODE.test(value) ? value : '';
}
