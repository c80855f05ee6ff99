/**
 * The order-again list `/customer/reorder` (spec 02 §3, issue 18): every product of the customer's
 * past orders once, newest order first, paged; each names the order it can be re-added from.
 */
import { REORDER_PAGE_SIZE } from '@/lib/config/service';
import type { OrderAgainList } from '@/lib/contract/service';
import type { Db, UserRow } from '@/lib/db/schema';

export async function orderAgainList(db: Db, user: UserRow, page: number, pageSize = REORDER_PAGE_SIZE): Promise<OrderAgainList> {
  const rows = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.sku', 'order_lines.name', 'orders.id as order_id', 'orders.created_at'])
    .where('orders.user_id', '=', user.id)
    .orderBy('orders.created_at', 'desc')
    .execute();
  const seen = new Map<string, OrderAgainList['items'][number]>();
  for (const row of rows) {
    if (!seen.has(row.sku)) seen.set(row.sku, { sku: row.sku, name: row.name, order_id: row.order_id, last_ordered_at: row.created_at });
  }
  const all = [...seen.values()];
  return { items: all.slice((page - 1) * pageSize, page * pageSize), count: all.length, currentPage: page, pageSize };
}
