/**
 * The stock state a product page states (spec 01 §4; 02 §8): in stock, only {maxQuantity}
 * available, out of stock (with the date it is available again, when known) or no longer
 * available. The key names the message; values fill it.
 */
import { LOW_STOCK_THRESHOLD, RESTOCK_DATE_FIELD } from '@/lib/config/catalog-pages';
import { isEnabled, stockStatus, type ConfigurableChild } from '@/lib/catalog';

export type StockState =
  | { key: 'ok' }
  | { key: 'onlyLeft'; maxQuantity: number }
  | { key: 'outOfStock' }
  | { key: 'availableFrom'; date: Date }
  | { key: 'discontinued' };

function restockDate(stock: ConfigurableChild['stock'], now: Date): Date | null {
  const raw = stock?.[RESTOCK_DATE_FIELD];
  if (typeof raw !== 'string') return null;
  const date = new Date(raw.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) || date <= now ? null : date;
}

/** `sellable` is false when a configurable has no child left to sell. */
export function productStockState(product: ConfigurableChild, now: Date, sellable = true): StockState {
  if (!isEnabled(product) || !sellable) return { key: 'discontinued' };
  if (stockStatus(product.stock) === 'out_of_stock') {
    const date = restockDate(product.stock, now);
    return date ? { key: 'availableFrom', date } : { key: 'outOfStock' };
  }
  const qty = product.stock?.qty;
  const counted = product.stock?.manage_stock !== false && (product.stock?.backorders ?? 0) === 0;
  if (counted && typeof qty === 'number' && qty > 0 && qty <= LOW_STOCK_THRESHOLD) return { key: 'onlyLeft', maxQuantity: qty };
  return { key: 'ok' };
}

/**
 * The units the catalogue says can be delivered, when it counts them: a quantity above this is told
 * on the product page before the add (issue 35). Null when anything goes (unmanaged, backorders) or
 * when nothing is in stock (the out-of-stock state is shown already, and the spec lets such a
 * product into the cart).
 */
export function deliverableQty(stock: ConfigurableChild['stock']): number | null {
  if (!stock || stock.manage_stock === false || (stock.backorders ?? 0) > 0 || !stock.is_in_stock) return null;
  const qty = typeof stock.qty === 'number' ? Math.trunc(stock.qty) : 0;
  return qty > 0 ? qty : null;
}
