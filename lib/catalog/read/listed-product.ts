/** A product as lists and pages show it, priced on the server (apart from `offerOf`, which the browser runs too). */
import { applyPrices, type PricingContext } from '@/lib/catalog/pricing';
import type { Product } from '@/lib/catalog/types';
import { configureProduct, type VariantSelection } from '@/lib/catalog/variants';

/**
 * A listed product priced for the store; a configurable shows its cheapest available child, or
 * the child a selection chooses (a search for `tasse rot`: the cheapest red cup), falling back to
 * the cheapest when the selection matches no child that can be sold.
 */
export function listedProduct(product: Product, pricing: PricingContext, selection: VariantSelection | null = null): Product {
  const priced = applyPrices(product, pricing);
  if (selection) {
    const chosen = configureProduct(priced, selection);
    if (chosen.kind === 'configured') return chosen.product;
  }
  return configureProduct(priced).product;
}
