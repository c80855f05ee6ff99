/**
 * Demo prices: the generator draws a German gross shelf price; each store gets that price scaled
 * by its country's factor and rounded to a shelf ending (…,99), stored net of the country's tax
 * rate as Magento does (spec 01 §5: source prices exclude tax), so shoppers see round gross prices.
 */
import { COUNTRY_PRICE_FACTORS, TAX_CLASSES, TAX_RATES } from '@/lib/config/demo-catalog';

/** Net prices keep Magento's four decimals, so adding tax gives back the shelf price exactly. */
const NET_DECIMALS = 10_000;

function roundTo(value: number, factor: number): number {
  return Math.round(value * factor) / factor;
}

export function roundCents(value: number): number {
  return roundTo(value, 100);
}

/** A shelf price ending in ,99 (cheap goods in ,x9): 12.37 → 11.99, 4.12 → 4.09. */
export function shelfPrice(gross: number): number {
  if (gross <= 0) return 0;
  if (gross < 10) return Math.max(0.49, roundCents(roundTo(gross, 10) - 0.01));
  return roundCents(Math.round(gross) - 0.01);
}

export interface CountryPricing {
  /** The gross shelf price in this country for a German gross price. */
  gross(germanGross: number): number;
  /** What the document stores: the country's gross price net of the tax class's rate. */
  net(germanGross: number, taxClassId: number): number;
}

export function countryPricing(country: string): CountryPricing {
  const factor = COUNTRY_PRICE_FACTORS[country] ?? 1;
  const rates = TAX_RATES[country];
  const gross = (germanGross: number): number => (factor === 1 ? germanGross : shelfPrice(germanGross * factor));
  const rateOf = (taxClassId: number): number =>
    taxClassId === TAX_CLASSES.standard ? rates.standard : taxClassId === TAX_CLASSES.reduced ? rates.reduced : 0;
  return {
    gross,
    net: (germanGross, taxClassId) => roundTo(gross(germanGross) / (1 + rateOf(taxClassId) / 100), NET_DECIMALS),
  };
}
