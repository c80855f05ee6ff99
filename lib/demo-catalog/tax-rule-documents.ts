/**
 * The tax rules of every catalogue index: a standard rule (machines, accessories) and a reduced
 * rule (coffee, tea), each with a rate for every country the shop sells to (spec 01 §3 "Tax rule";
 * DE 19/7 %, AT 20/10 %, NL 21/9 %, IT 22/10 %), so a cart shipped abroad finds its country's rate.
 */
import type { TaxRule } from '@/lib/catalog/types';
import { TAX_CLASSES, TAX_RATES } from '@/lib/config/demo-catalog';

const KINDS = [
  { id: 1, kind: 'standard', taxClassId: TAX_CLASSES.standard },
  { id: 2, kind: 'reduced', taxClassId: TAX_CLASSES.reduced },
] as const;

export function buildTaxRuleDocuments(): TaxRule[] {
  const countries = Object.keys(TAX_RATES);
  return KINDS.map(({ id, kind, taxClassId }, k) => {
    const rates = countries.map((country, c) => ({
      id: k * countries.length + c + 1,
      code: `${country}-${kind}`,
      rate: TAX_RATES[country][kind],
      tax_country_id: country,
      tax_region_id: 0,
      region_name: null,
      tax_postcode: '*',
      titles: [],
    }));
    return {
      id,
      code: `${kind} rate`,
      priority: 0,
      position: 0,
      calculate_subtotal: false,
      customer_tax_class_ids: [TAX_CLASSES.retailCustomer],
      product_tax_class_ids: [taxClassId],
      tax_rate_ids: rates.map((r) => r.id),
      rates,
    };
  });
}
