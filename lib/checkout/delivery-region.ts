/**
 * The region whose holidays a parcel's delivery counts (issue 35): the shipping address's, found
 * from its postcode. Only Germany has regional holidays that stop deliveries
 * (`REGIONAL_HOLIDAYS`), so only German postcodes map, through an approximate table of postcode
 * ranges (`lib/config/german-postcode-regions.ts`). No region, and so the national holidays only,
 * for another country, a postcode that is not five digits, or one in no range.
 */
import { GERMAN_POSTCODE_REGIONS } from '@/lib/config/german-postcode-regions';

const POSTCODE_REGIONS: Readonly<Record<string, typeof GERMAN_POSTCODE_REGIONS>> = { DE: GERMAN_POSTCODE_REGIONS };

export function deliveryRegion(country: string, postcode: string | undefined): string | undefined {
  const table = POSTCODE_REGIONS[country];
  const code = postcode?.trim();
  if (!table || !code || !/^\d{5}$/.test(code)) return undefined;
  return table.find(([from, to]) => from <= code && code <= to)?.[2];
}
