/**
 * What a price box shows for a priced (and, for configurables, configured) product: the gross
 * price in the store's format, the original price and saving when discounted, the base price
 * (Grundpreis) and the cup price. Plain data, so tiles and the product page render it the same way.
 */
import type { StoreI18n } from '@/lib/i18n/format-price';
import { formatPrice } from '@/lib/i18n/format-price';
import { basePriceLabel } from '@/lib/catalog/unit-price';
import { cupPrice } from '@/lib/catalog/cup-price';
import { priceSummary } from '@/lib/catalog/price-summary';
import type { ConfigurableChild } from '@/lib/catalog/types';

export interface Offer {
  /** Gross price of one item. */
  amount: number;
  price: string;
  /** The regular price, struck through, when the current one is lower. */
  originalPrice: string | null;
  discountPercent: number;
  /** `39,96 € / 1 kg`, or '' for goods not sold by weight or volume. */
  basePrice: string;
  /** Formatted price of one cup, or null when it does not apply. */
  cupPrice: string | null;
}

export function offerOf(product: ConfigurableChild, i18n: StoreI18n, basePriceTemplate: string): Offer {
  const summary = priceSummary(product);
  const cup = cupPrice(product);
  return {
    amount: summary.final_price,
    price: formatPrice(summary.final_price, i18n),
    originalPrice: summary.discounted ? formatPrice(summary.original_price, i18n) : null,
    discountPercent: summary.discount_percent,
    basePrice: basePriceLabel(product, i18n, basePriceTemplate),
    cupPrice: cup === null ? null : formatPrice(cup, i18n),
  };
}
