/**
 * Custom options and subscriptions (spec §1, §3, §5): chosen custom options that the product does
 * not list are dropped unless the line is a subscription (its billing-period options are not on the
 * product); free products are never offered as a subscription.
 */
import type { OptionValue, Product } from './types';

export function keepKnownCustomOptions(chosen: readonly OptionValue[], product: Pick<Product, 'custom_options'>, isSubscription: boolean): OptionValue[] {
  if (isSubscription) return [...chosen];
  const known = new Set((product.custom_options ?? []).map((o) => String(o.option_id)));
  return chosen.filter((o) => known.has(String(o.option_id)));
}

/** A product is free when flagged so or when its price is 0. */
export function isFreeProduct(product: Pick<Product, 'price_incl_tax' | 'final_price' | 'price'> & { is_free_product?: unknown }): boolean {
  if (product.is_free_product === true) return true;
  return (product.price_incl_tax ?? product.final_price ?? product.price ?? 0) <= 0;
}

export function isSubscriptionOffered(product: Product): boolean {
  return product.is_subscription_product === true && !isFreeProduct(product);
}
