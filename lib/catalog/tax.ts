/**
 * Tax rules (spec §5): which rate applies to a product, and how a price splits into net, tax and
 * gross. Tax applies only to products with a tax class above 0; a rule must list the product's tax
 * class and, with user-group tax active, the customer group; a rate matches the country and the
 * region, or has region id 0 or no region name. Rates are percentages.
 */
import { NO_TAX_CLASS_ID, PERCENT, TAX_DEFAULT_COUNTRY } from '@/lib/config/catalog';
import type { TaxRule } from './types';

export interface TaxLocation {
  /** The store's default country; the tax function alone defaults to PL (spec §5). */
  country?: string;
  region?: string;
  /** Set only when user-group tax is active: rules must then list this customer group. */
  customerGroupId?: number | null;
}

/** The rate as a fraction (0.19), or 0 when no rule or rate applies. */
export function findTaxRate(taxClassId: number | undefined, rules: readonly TaxRule[], location: TaxLocation = {}): number {
  if (taxClassId === undefined || taxClassId <= NO_TAX_CLASS_ID) return 0;
  const country = location.country ?? TAX_DEFAULT_COUNTRY;
  const groupId = location.customerGroupId;
  const rule = rules.find(
    (r) =>
      r.product_tax_class_ids.includes(taxClassId) &&
      (groupId === undefined || groupId === null || r.customer_tax_class_ids.includes(groupId)),
  );
  const rate = rule?.rates.find(
    (r) =>
      r.tax_country_id === country &&
      (r.region_name === location.region || r.tax_region_id === 0 || !r.region_name),
  );
  return rate ? rate.rate / PERCENT : 0;
}

export interface SplitPrice {
  /** Net amount. */
  price: number;
  tax: number;
  /** Gross amount: always price + tax. */
  incl: number;
}

/** Splits an amount given net or gross into net, tax and gross at a fractional rate. */
export function splitPrice(amount: number, rate: number, includesTax: boolean): SplitPrice {
  const price = includesTax ? amount / (1 + rate) : amount;
  const tax = price * rate;
  return { price, tax, incl: price + tax };
}
