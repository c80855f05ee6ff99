/**
 * What a customer does with their own orders (spec 01 §7, 02 §4): read one, cancel one that has
 * not been processed (its stock goes back and the subscriptions it started end), and reorder all or one of its lines into the cart.
 * Another customer's order reads as absent (404).
 */
import { CANCELABLE_ORDER_STATUSES, ORDER_STATUS } from '@/lib/config/commerce';
import type { Store } from '@/lib/config/stores';
import type { Db, DbExecutor, OrderLineRow, OrderRow, UserRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { connectCart } from '../carts/cart-connection';
import { updateCartItem } from '../carts/cart-lines';
import { listCartLines } from '../carts/cart-repository';
import { releaseStock } from '../stock/stock-repository';
import { cancelSubscriptionsOfOrder } from '../subscriptions/subscription-repository';
import { takeBackOrderBeans } from '../loyalty/order-beans';
import { endPlusOfCanceledOrder } from '../loyalty/plus';
import { orderBeansSummary } from '@/lib/loyalty';
import { listOrderEntries } from '../loyalty/ledger-repository';
import { findOrderOfUser, listOrderLines, listOrdersOfUser, transitionOrderStatus } from './order-repository';
import { orderView, type OrderView } from './order-view';

async function ownOrder(db: Db, customer: UserRow, id: string): Promise<OrderRow> {
  const order = await findOrderOfUser(db, customer.id, id);
  if (!order) throw new ApiError(404, 'orderNotFound');
  return order;
}

/** The beans the customer's order earned and what cancellations or refunds took back of them; null when it earned none. */
async function beansOfOrder(db: DbExecutor, customer: UserRow, orderId: string) {
  return orderBeansSummary(await listOrderEntries(db, customer.id, orderId));
}

/** The order with that id, or without an id the customer's latest order, with its lines (ordered and cancelled) and beans. */
export async function orderData(db: Db, customer: UserRow, id: string | undefined): Promise<OrderView> {
  const order = id ? await ownOrder(db, customer, id) : (await listOrdersOfUser(db, customer.id, 1, 1))[0];
  if (!order) throw new ApiError(404, 'orderNotFound');
  return orderView(order, await listOrderLines(db, [order.id]), await beansOfOrder(db, customer, order.id));
}

/** What a cancelled order gives back, inside the caller's transaction: its stock, the subscriptions it started and the beans it earned. */
export async function releaseCanceledOrder(trx: DbExecutor, orderId: string, lines: OrderLineRow[], at: string): Promise<void> {
  // What a partial cancellation already gave back stays given back once.
  for (const line of lines) if (line.qty > line.qty_canceled) await releaseStock(trx, line.sku, line.qty - line.qty_canceled, at);
  await cancelSubscriptionsOfOrder(trx, orderId, at);
  await takeBackOrderBeans(trx, orderId, at);
}

export async function cancelOrder(db: Db, customer: UserRow, id: string, now: Date): Promise<OrderView> {
  const order = await ownOrder(db, customer, id);
  const lines = await listOrderLines(db, [order.id]);
  const at = now.toISOString();
  const canceled = await db.transaction().execute(async (trx) => {
    if (!(await transitionOrderStatus(trx, order.id, CANCELABLE_ORDER_STATUSES, ORDER_STATUS.canceled, at))) return false;
    await releaseCanceledOrder(trx, order.id, lines, at);
    // Within the 14-day withdrawal a cancelled membership order ends the PLUS it started (an unpaid one started none).
    await endPlusOfCanceledOrder(trx, order, order.status, now);
    return true;
  });
  if (!canceled) throw new ApiError(400, 'orderNotCancelable');
  return orderView({ ...order, status: ORDER_STATUS.canceled, updated_at: at }, lines, await beansOfOrder(db, customer, order.id));
}

/** Puts the order's lines (or the one with `sku`) into the customer's cart; answers the cart token. */
export async function reorder(db: Db, store: Store, customer: UserRow, id: string, sku: string | null, now: Date): Promise<string> {
  const order = await ownOrder(db, customer, id);
  const lines = (await listOrderLines(db, [order.id])).filter((line) => sku === null || line.sku === sku);
  if (lines.length === 0) throw new ApiError(404, 'orderNotFound');
  const { cart } = await connectCart(db, store, customer, null, now);
  for (const line of lines) {
    const productOption = line.product_option ? JSON.parse(line.product_option) : undefined;
    const existing = (await listCartLines(db, cart.id)).find((l) => l.sku === line.sku && l.product_option === line.product_option);
    const qty = line.qty + (existing?.qty ?? 0);
    await updateCartItem(db, store, cart, { sku: line.sku, qty, product_option: productOption }, now, customer);
  }
  return cart.token;
}
