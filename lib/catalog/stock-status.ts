/** Stock status (spec §4): 'ok' when in stock, else 'out_of_stock'; also the key of its text in catalog.json. */
import { STOCK_STATUS } from '@/lib/config/catalog';
import type { ProductStock } from './types';

export type StockStatus = (typeof STOCK_STATUS)[keyof typeof STOCK_STATUS];

export function stockStatus(stock: Pick<ProductStock, 'is_in_stock'> | undefined): StockStatus {
  return stock?.is_in_stock ? STOCK_STATUS.inStock : STOCK_STATUS.outOfStock;
}
