/**
 * Cancelling part of an order (issue 17; spec 02 §3 order_refund_from_pending, §4): an operator
 * cancels some lines or some of a line's quantity before the order ships. In one transaction the
 * lines' cancelled quantities move by a conditional update (two cancellations racing cannot cancel
 * one unit twice), their stock goes back and the cancelled goods' share of the order's beans is
 * taken back; when nothing is left, the order is cancelled as a whole. Money is not moved here: a
 * refund is the payments admin's call. Cancelling the PLUS membership line within its 14-day
 * withdrawal ends the PLUS the order started.
 */
import { ITEMS_CANCELABLE_ORDER_STATUSES, ORDER_STATUS } from '@/lib/config/commerce';
import type { CancelItemsAnswer, CancelItemsInput } from '@/lib/contract/admin-orders';
import type { Db, OrderLineRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { takeBackCanceledItemsBeans } from '../loyalty/order-beans';
import { endPlusOfCanceledOrder } from '../loyalty/plus';
import { PLUS } from '@/lib/config/loyalty';
import { releaseStock } from '../stock/stock-repository';
import { cancelSubscriptionsOfOrder } from '../subscriptions/subscription-repository';
import { findOrderById, listOrderLines, transitionOrderStatus } from './order-repository';

/** The order lines the request names, as line ids; a 400 naming the item that names no line, or an ambiguous sku. */
function resolveLines(items: CancelItemsInput['items'], lines: readonly OrderLineRow[]): { line_id: string; qty: number }[] {
  return items.map((item, i) => {
    const matches = 'line_id' in item ? lines.filter((line) => line.id === item.line_id) : lines.filter((line) => line.sku === item.sku);
    const field = `items[${i}].${'line_id' in item ? 'line_id' : 'sku'}`;
    if (matches.length !== 1) throw new ApiError(400, 'cancelItemsUnknownLine', { field });
    return { line_id: matches[0].id, qty: item.qty };
  });
}

export async function cancelOrderItems(db: Db, orderId: string, input: CancelItemsInput, now: Date): Promise<CancelItemsAnswer> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const order = await findOrderById(trx, orderId);
    if (!order) throw new ApiError(404, 'orderNotFound');
    if (!ITEMS_CANCELABLE_ORDER_STATUSES.includes(order.status)) throw new ApiError(409, 'orderNotCancelable');
    const lines = await listOrderLines(trx, [order.id]);
    const cancel = resolveLines(input.items, lines);
    const beans = await takeBackCanceledItemsBeans(trx, order.id, lines, cancel, at);
    if (!beans.ok) {
      const index = Math.max(0, cancel.findIndex((item) => item.line_id === beans.line_id));
      throw new ApiError(400, beans.refusal === 'unknown_line' ? 'cancelItemsUnknownLine' : 'cancelItemsQtyAboveOpen', { field: `items[${index}].qty` });
    }
    for (const line of lines) {
      const canceled = beans.qty_canceled[line.id];
      if (canceled === line.qty_canceled) continue;
      const moved = await trx
        .updateTable('order_lines')
        .set({ qty_canceled: canceled })
        .where('id', '=', line.id)
        .where('qty_canceled', '=', line.qty_canceled)
        .executeTakeFirst();
      // Another cancellation of this line came first: roll everything back, the operator reads the order again.
      if (Number(moved.numUpdatedRows) !== 1) throw new ApiError(409, 'cancelItemsConflict');
      await releaseStock(trx, line.sku, canceled - line.qty_canceled, at);
    }
    const plusCanceled = lines.some((line) => line.sku === PLUS.sku && line.qty_canceled < line.qty && beans.qty_canceled[line.id] >= line.qty);
    if (plusCanceled) await endPlusOfCanceledOrder(trx, order, order.status, now);
    let status = order.status;
    if (beans.fully_canceled && (await transitionOrderStatus(trx, order.id, ITEMS_CANCELABLE_ORDER_STATUSES, ORDER_STATUS.canceled, at))) {
      await cancelSubscriptionsOfOrder(trx, order.id, at);
      status = ORDER_STATUS.canceled;
    }
    return {
      orderStatus: status,
      lines: lines.map((line) => ({ line_id: line.id, sku: line.sku, qty: line.qty, qty_canceled: beans.qty_canceled[line.id] })),
      beans: beans.amount > 0 ? { type: beans.type, amount: beans.amount } : null,
    };
  });
}
