/**
 * The derived price object a price box, cart line and tracking event show (spec §3): uvp,
 * final_price, total, tax, discount, discount_percent, original_price, net_price, discounted.
 * Reads a product priced by `applyPrices`; all amounts gross except `net_price`, rounded to cents;
 * the discount percent is floored (spec §5).
 */
import { PERCENT } from '@/lib/config/catalog';
import { roundPrice } from './rounding';
import type { ConfigurableChild } from './types';

/** Keeps an exact percent such as 20 from flooring to 19 through binary noise (19.999999…). */
const FLOOR_TOLERANCE = 1e-9;

export interface PriceSummary {
  /** The recommended retail price (UVP): the product's msrp when set, else its original price. */
  uvp: number;
  /** Gross price of one item. */
  final_price: number;
  /** Gross price of `qty` items. */
  total: number;
  /** Tax of `qty` items. */
  tax: number;
  /** Gross saving per item against the original price. */
  discount: number;
  discount_percent: number;
  original_price: number;
  /** Net price of one item. */
  net_price: number;
  discounted: boolean;
}

export function priceSummary(product: ConfigurableChild, qty = 1): PriceSummary {
  const finalPrice = product.price_incl_tax ?? 0;
  const originalPrice = product.original_price_incl_tax ?? finalPrice;
  const msrp = product.msrp && product.msrp > 0 ? product.msrp : null;
  const discount = roundPrice(Math.max(0, originalPrice - finalPrice));
  return {
    uvp: roundPrice(msrp ?? originalPrice),
    final_price: roundPrice(finalPrice),
    total: roundPrice(finalPrice * qty),
    tax: roundPrice((product.price_tax ?? 0) * qty),
    discount,
    discount_percent: originalPrice > 0 ? Math.floor((discount / roundPrice(originalPrice)) * PERCENT + FLOOR_TOLERANCE) : 0,
    original_price: roundPrice(originalPrice),
    net_price: roundPrice(product.price ?? 0),
    discounted: discount > 0,
  };
}
