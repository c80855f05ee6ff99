/**
 * The order's stock refusal as the client reads it (spec 01 §8): the spec's fixed stock text marks
 * it, whatever the status (the shop answers 409; the spec's queue knew it as a 500), and its `meta`
 * names the short lines. Sending such an order again cannot succeed: it is cancelled, never queued.
 */
import type { TaskResult } from '@/lib/api';
import { ORDER_STOCK_ERROR } from '@/lib/config/commerce';
import { orderStockRefusalSchema, type OrderStockRefusal } from '@/lib/contract/order';

export function isStockRefusal(answer: TaskResult): boolean {
  return answer.code !== 200 && answer.result === ORDER_STOCK_ERROR;
}

/** The short lines the refusal names; none when its `meta` is missing or unreadable. */
export function stockRefusalOf(answer: TaskResult): OrderStockRefusal {
  const meta = orderStockRefusalSchema.safeParse(answer.meta);
  return meta.success ? meta.data : { lines: [] };
}
