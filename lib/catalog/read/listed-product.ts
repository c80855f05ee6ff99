/** A product as lists and pages show it, priced on the server (apart from `offerOf`, which the browser runs too). */
import { applyPrices, type PricingContext } from '@/lib/catalog/pricing';
import type { Product } from '@/lib/catalog/types';
import { configureProduct } from '@/lib/catalog/variants';

/** A listed product priced for the store; a configurable shows its cheapest available child. */
export function listedProduct(product: Product, pricing: PricingContext): Product {
  return configureProduct(applyPrices(product, pricing)).product;
}
