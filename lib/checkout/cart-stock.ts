/**
 * Live stock of the cart's lines (spec 01 §7 "Stock list"): skus asked in batches of 15, the
 * answer used only on code 200, and each line's state: in stock, only n left, out of stock, or
 * unknown when the server has no figure (the "volatile" case).
 */
import { z } from 'zod';
import type { Task, TaskResult } from '@/lib/api';
import { STOCK_LIST_MAX_SKUS } from '@/lib/config/commerce';

export const stockInfoSchema = z.looseObject({
  sku: z.string(),
  qty: z.number(),
  is_in_stock: z.boolean(),
  manage_stock: z.boolean().optional(),
  backorders: z.number().optional(),
});
export type StockInfo = z.infer<typeof stockInfoSchema>;

export type LineStock = { state: 'in_stock' } | { state: 'limited'; available: number } | { state: 'out_of_stock' } | { state: 'unknown' };

export function stockBatches(skus: readonly string[]): string[][] {
  const unique = [...new Set(skus)];
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += STOCK_LIST_MAX_SKUS) batches.push(unique.slice(i, i + STOCK_LIST_MAX_SKUS));
  return batches;
}

export function stockListTask(skus: readonly string[]): Task {
  return { path: '/api/stock/list', method: 'GET', query: { skus: skus.join(',') }, silent: true };
}

/** A non-200 answer or an unreadable one counts as no stock figures (spec 01 §7). */
export function readStockAnswer(answer: TaskResult): StockInfo[] {
  if (answer.code !== 200) return [];
  const list = z.array(z.unknown()).safeParse(answer.result);
  if (!list.success) return [];
  return list.data.flatMap((entry) => {
    const info = stockInfoSchema.safeParse(entry);
    return info.success ? [info.data] : [];
  });
}

/** A line's stock for its quantity: fewer pieces than wanted shows how many are left. */
export function lineStock(info: StockInfo | undefined, wantedQty: number): LineStock {
  if (info === undefined) return { state: 'unknown' };
  if (info.manage_stock === false) return { state: 'in_stock' };
  if (!info.is_in_stock || info.qty <= 0) return (info.backorders ?? 0) > 0 ? { state: 'in_stock' } : { state: 'out_of_stock' };
  return info.qty < wantedQty ? { state: 'limited', available: info.qty } : { state: 'in_stock' };
}

/** A cart line the stock cannot serve as it stands, with the fix to offer (set to `available`, or remove). */
export interface UnservableLine<Item extends { sku: string; qty: number }> {
  item: Item;
  /** Units left to set the line to; 0 when none are (then only removing helps). */
  available: number;
}

/**
 * The lines checkout cannot place (issue 35): more units than the stock holds, or none left. Lines
 * whose stock is unknown (not answered yet, or volatile) are not held back: the server decides.
 */
export function unservableLines<Item extends { sku: string; qty: number }>(items: readonly Item[], stock: ReadonlyMap<string, StockInfo>): UnservableLine<Item>[] {
  return items.flatMap((item) => {
    const state = lineStock(stock.get(item.sku), item.qty);
    if (state.state === 'limited') return [{ item, available: state.available }];
    return state.state === 'out_of_stock' ? [{ item, available: 0 }] : [];
  });
}
