/**
 * Free-shipping progress (spec 02 §9: "per-country threshold from remote config, rounded"): how
 * much goods value is still missing for the shipping country's threshold, and how far along the
 * cart is, measured on the goods value after discounts as the server's totals count it.
 */
export type FreeShippingThresholds = Readonly<Record<string, number>>;

export type FreeShippingProgress = { state: 'none' } | { state: 'reached'; threshold: number } | { state: 'missing'; threshold: number; missing: number; share: number };

export function freeShippingProgress(goodsValue: number, thresholds: FreeShippingThresholds, country: string): FreeShippingProgress {
  const configured = thresholds[country];
  if (configured === undefined || configured <= 0) return { state: 'none' };
  const threshold = Math.round(configured);
  if (goodsValue >= threshold) return { state: 'reached', threshold };
  const missing = Math.round((threshold - goodsValue) * 100) / 100;
  return { state: 'missing', threshold, missing, share: Math.max(0, goodsValue) / threshold };
}

/**
 * A code whose discount takes the goods value below the free-shipping threshold it reached before
 * (issue 35: COFFEE10 raised the total as shipping came back): the threshold, for the cart to say
 * why; null when the code changed nothing about shipping.
 */
export function freeShippingLostToCoupon(subtotal: number, discount: number, couponCode: string | null | undefined, thresholds: FreeShippingThresholds, country: string): number | null {
  if (!couponCode || discount >= 0) return null;
  const before = freeShippingProgress(subtotal, thresholds, country);
  const after = freeShippingProgress(subtotal + discount, thresholds, country);
  return before.state === 'reached' && after.state === 'missing' ? after.threshold : null;
}
