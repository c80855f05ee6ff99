/** A customer's orders history, one page at a time (spec 02 §3 "Orders history"). */
import type { Db } from '@/lib/db/schema';
import { countOrdersOfUser, listOrderLines, listOrdersOfUser } from './order-repository';
import { orderView, type OrderView } from './order-view';

export interface OrdersHistoryPage {
  items: OrderView[];
  total_count: number;
  page_size: number;
  current_page: number;
}

export async function ordersHistory(db: Db, userId: string, pageSize: number, currentPage: number): Promise<OrdersHistoryPage> {
  const orders = await listOrdersOfUser(db, userId, pageSize, currentPage);
  const lines = await listOrderLines(db, orders.map((o) => o.id));
  return {
    items: orders.map((order) => orderView(order, lines)),
    total_count: await countOrdersOfUser(db, userId),
    page_size: pageSize,
    current_page: currentPage,
  };
}
