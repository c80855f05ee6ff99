/**
 * The orders aggregate: an order, its lines and the Idempotency-Key it was placed with.
 * `insertOrder` writes all of them; callers run it inside a transaction so an order is stored
 * whole or not at all.
 */
import { PostgresAdapter, type Insertable } from 'kysely';
import type {
  DbExecutor,
  OrderIdempotencyKeysTable,
  OrderLineRow,
  OrderLinesTable,
  OrderRow,
  OrdersTable,
} from '@/lib/db/schema';

export interface NewOrder {
  order: Insertable<OrdersTable>;
  lines: Insertable<OrderLinesTable>[];
  idempotency: Insertable<OrderIdempotencyKeysTable>;
}

/**
 * Writes the order, its key and its lines; a second order with the same key fails on the key's
 * unique index and writes nothing. On PostgreSQL one statement (the order and the key as
 * data-modifying CTEs; foreign keys are checked at the statement's end), saving two round trips
 * per order (ADR 0038); SQLite, in process, runs the three inserts.
 */
export async function insertOrder(db: DbExecutor, { order, lines, idempotency }: NewOrder): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const withOrder = db.with('new_order', (q) => q.insertInto('orders').values(order)).with('new_key', (q) => q.insertInto('order_idempotency_keys').values(idempotency));
    if (lines.length > 0) await withOrder.insertInto('order_lines').values(lines).execute();
    else await withOrder.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
    return;
  }
  await db.insertInto('orders').values(order).execute();
  await db.insertInto('order_idempotency_keys').values(idempotency).execute();
  if (lines.length > 0) await db.insertInto('order_lines').values(lines).execute();
}

export function findIdempotencyKey(db: DbExecutor, key: string) {
  return db.selectFrom('order_idempotency_keys').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

/** Forgets keys older than the retention window; the orders stay. */
export async function purgeIdempotencyKeysBefore(db: DbExecutor, before: string): Promise<number> {
  const result = await db.deleteFrom('order_idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function findOrderById(db: DbExecutor, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An order only when it belongs to the user: another customer's order reads as absent. */
export function findOrderOfUser(db: DbExecutor, userId: string, id: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function listOrderLines(db: DbExecutor, orderIds: string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('order_lines').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
}

/** One page of the user's orders, newest first. */
export function listOrdersOfUser(db: DbExecutor, userId: string, pageSize: number, page: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset(pageSize * (page - 1))
    .execute();
}

export async function countOrdersOfUser(db: DbExecutor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('orders'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.orders);
}

/** Whether any order was ever placed with the e-mail address (also by a deleted account or a guest). */
export async function hasOrdersFromEmail(db: DbExecutor, email: string): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('email', '=', email.toLowerCase()).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Moves an order from one status to another; false when it was no longer in `from`. */
/**
 * Moves an unpaid order to another payment method (and the status that method starts in), only if
 * it still stands as read: same status, same method. Answers whether it was written.
 */
export async function switchOrderPaymentMethod(db: DbExecutor, order: Pick<OrderRow, 'id' | 'status' | 'payment_method'>, method: string, status: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ payment_method: method, status, updated_at: at })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .where('payment_method', '=', order.payment_method)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function transitionOrderStatus(
  db: DbExecutor,
  id: string,
  from: readonly string[],
  to: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: to, updated_at: at })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
