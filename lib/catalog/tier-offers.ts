/**
 * The "quantity discount" table's rows (spec 01 §3 tier_prices, §5): the gross price per item at
 * each tier quantity above one, for a customer group. Pure, so the server prices it for guests
 * and the browser re-prices it for a logged-in customer's group.
 */
import { applyPrices, type PricingContext } from '@/lib/catalog/pricing';
import type { Product, TaxRule } from '@/lib/catalog/types';

export interface TierOffer {
  qty: number;
  /** Gross price per item from this quantity on. */
  amount: number;
}

export function tierOffers(product: Product, pricing: PricingContext): TierOffer[] {
  const quantities = [...new Set((product.tier_prices ?? []).map((tier) => tier.qty).filter((qty) => qty > 1))].sort((a, b) => a - b);
  return quantities.map((qty) => ({ qty, amount: applyPrices(product, { ...pricing, qty }).price_incl_tax ?? 0 }));
}

/** Only the tax rules that can price this product, so the browser gets no more than it needs. */
export function productTaxRules(product: Product, rules: readonly TaxRule[]): TaxRule[] {
  const classes = new Set([product.tax_class_id, ...(product.configurable_children ?? []).map((c) => c.tax_class_id)]);
  return rules.filter((rule) => rule.product_tax_class_ids.some((id) => classes.has(id)));
}
