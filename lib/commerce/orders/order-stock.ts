/**
 * The order's stock refusal (spec 01 §4, §8): an order whose lines the stock cannot serve answers
 * the spec's fixed stock text, the one the client's queue cancels on, with each short line and what
 * is left of it, so the checkout can offer the fix. It is a conflict with the stock (409), never a
 * server error: the shopper asked for more than there is, and sending the same order again cannot
 * succeed, so no queue may take it for a failure worth retrying.
 */
import { ORDER_STOCK_ERROR } from '@/lib/config/commerce';
import { ApiError } from '@/lib/http/api-error';
import type { StockInfo } from '../stock/stock-info';

/** A line the stock cannot serve: the units ordered of the sku and the units left (0 when none). */
export interface ShortLine {
  sku: string;
  qty: number;
  available: number;
}

export const ORDER_STOCK_STATUS = 409;

export class OrderStockError extends ApiError {
  constructor(readonly lines: ShortLine[]) {
    super(ORDER_STOCK_STATUS, 'internalError', {}, ORDER_STOCK_ERROR);
  }
}

/** Units that can be taken now; unmanaged stock and backorders serve any quantity (null). */
function servable(stock: StockInfo): number | null {
  if (!stock.manage_stock || stock.backorders > 0) return null;
  return stock.is_in_stock ? Math.max(stock.qty, 0) : 0;
}

/**
 * The ordered skus (units of a sku summed over its lines) that exceed their stock. A sku without a
 * stock figure is not counted (the spec's "volatile" stock), a sku in `missing` (not sold any more)
 * has nothing left.
 */
export function shortLines(ordered: ReadonlyArray<{ sku: string; qty: number }>, stock: readonly StockInfo[], missing: readonly string[] = []): ShortLine[] {
  const wanted = new Map<string, number>();
  for (const line of ordered) wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + line.qty);
  const bySku = new Map(stock.map((info) => [info.sku, info]));
  return [...wanted].flatMap(([sku, qty]) => {
    if (missing.includes(sku)) return [{ sku, qty, available: 0 }];
    const info = bySku.get(sku);
    const available = info ? servable(info) : null;
    return available !== null && available < qty ? [{ sku, qty, available }] : [];
  });
}
