/**
 * Partial cancellations on every Db adapter (issue 17, order_refund_from_pending): cancelling part
 * of an order within the 28 days takes the cancelled goods' share from the pending beans, later as
 * order_refund; successive cancellations never take a bean twice and cancelling the rest cancels
 * the order with exactly its earning taken back; bad lines or quantities write nothing; two
 * cancellations racing on one line cancel it once.
 */
import { randomUUID } from 'node:crypto';
import { dbAdaptersUnderTest, type OpenedDb } from './adapters';
import { givenOrderWithLines, givenUser } from './fixtures';
import { PENDING_DAYS, STARTING_CREDIT_BEANS, TRANSACTION_TYPES } from '@/lib/config/loyalty';
import { findUserById } from '@/lib/commerce/users/user-repository';
import { earnOrderBeans, joinClub, takeBackOrderBeans, userPoints } from '@/lib/commerce/loyalty';
import { listEntries } from '@/lib/commerce/loyalty/ledger-repository';
import { cancelOrderItems } from '@/lib/commerce/orders/cancel-items';
import { orderData } from '@/lib/commerce/orders/order-lifecycle';
import { orderViewSchema } from '@/lib/contract/order-view';
import { findOrderById, listOrderLines } from '@/lib/commerce/orders/order-repository';
import { ApiError } from '@/lib/http/api-error';
import type { Db, UserRow } from '@/lib/db';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const DAY = 86_400_000;
const later = (days: number) => new Date(NOW.getTime() + days * DAY);

async function member(db: Db): Promise<UserRow> {
  const id = await givenUser(db);
  return (await joinClub(db, (await findUserById(db, id)) as UserRow, NOW)).user;
}

/** An order of 2 × 10 € coffee (60 beans) and 1 × 9.99 € mug (9 beans) whose beans are earned as place-order earns them. */
async function orderWithBeans(db: Db, user: UserRow, status = 'processing'): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { order, lines } = await givenOrderWithLines(trx, user, {
      status,
      createdAt: NOW,
      lines: [
        { sku: 'COFFEE', name: 'Coffee', qty: 2, cents: 1000, taxBasisPoints: 700 },
        { sku: 'MUG', name: 'Mug', cents: 999 },
      ],
    });
    await earnOrderBeans(trx, user, order.id, [
      { line_id: lines[0].id, sku: 'COFFEE', value_cents: 2000, attribute_set_id: 9 },
      { line_id: lines[1].id, sku: 'MUG', value_cents: 999, attribute_set_id: null },
    ], NOW);
    return order.id;
  });
}

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof ApiError ? [error.code, error.messageKey, error.params.field ?? null] : error));

describe.each(dbAdaptersUnderTest())('partial cancellation on $name', ({ open }) => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  it('records each line’s beans with the order', async () => {
    const { db } = opened;
    const user = await member(db);
    const id = await orderWithBeans(db, user);
    expect((await listOrderLines(db, [id])).map((line) => [line.sku, line.beans, line.qty_canceled])).toEqual([['COFFEE', 60, 0], ['MUG', 9, 0]]);
  });

  it('takes the cancelled goods’ share from the pending beans as order_refund_from_pending, then the rest cancels the order', async () => {
    const { db } = opened;
    const user = await member(db);
    const id = await orderWithBeans(db, user);
    expect(await userPoints(db, user, later(1))).toMatchObject({ active_points: STARTING_CREDIT_BEANS, pending_points: 69 });

    const first = await cancelOrderItems(db, id, { items: [{ sku: 'COFFEE', qty: 1 }] }, later(2));
    expect(first).toMatchObject({ orderStatus: 'processing', beans: { type: 'order_refund_from_pending', amount: 30 } });
    expect(await userPoints(db, user, later(2))).toMatchObject({ active_points: STARTING_CREDIT_BEANS, pending_points: 39 });

    const lines = await listOrderLines(db, [id]);
    const rest = await cancelOrderItems(db, id, { items: [{ line_id: lines[0].id, qty: 1 }, { line_id: lines[1].id, qty: 1 }] }, later(3));
    expect(rest).toMatchObject({ orderStatus: 'canceled', beans: { type: 'order_refund_from_pending', amount: 39 } });
    expect((await findOrderById(db, id))?.status).toBe('canceled');
    expect(await userPoints(db, user, later(PENDING_DAYS + 1))).toMatchObject({ active_points: STARTING_CREDIT_BEANS, pending_points: 0 });
    const refunds = (await listEntries(db, user.id)).filter((e) => e.order_id === id && e.amount < 0);
    expect(refunds.map((e) => e.amount).reduce((a, b) => a + b, 0)).toBe(-69);
    // A whole-order cancellation afterwards finds nothing left to take back.
    await takeBackOrderBeans(db, id, later(4).toISOString());
    expect((await listEntries(db, user.id)).filter((e) => e.order_id === id && e.amount < 0)).toHaveLength(2);
  });

  it('is order_refund after the 28 days, and a later whole cancellation takes back only what is left', async () => {
    const { db } = opened;
    const user = await member(db);
    const id = await orderWithBeans(db, user);
    const after = await cancelOrderItems(db, id, { items: [{ sku: 'MUG', qty: 1 }] }, later(PENDING_DAYS + 1));
    expect(after.beans).toEqual({ type: TRANSACTION_TYPES.orderRefund, amount: 9 });
    expect(await userPoints(db, user, later(PENDING_DAYS + 1))).toMatchObject({ active_points: STARTING_CREDIT_BEANS + 60, pending_points: 0 });
    await takeBackOrderBeans(db, id, later(PENDING_DAYS + 2).toISOString());
    const refunds = (await listEntries(db, user.id)).filter((e) => e.order_id === id && e.amount < 0).map((e) => [e.type, e.amount]);
    expect(refunds).toEqual([['order_refund', -9], ['order_refund', -60]]);
    expect((await userPoints(db, user, later(PENDING_DAYS + 2))).active_points).toBe(STARTING_CREDIT_BEANS);
  });

  it('refuses unknown lines and more than is open with a 400 naming the field, and writes nothing', async () => {
    const { db } = opened;
    const user = await member(db);
    const id = await orderWithBeans(db, user);
    expect(await refusal(cancelOrderItems(db, id, { items: [{ sku: 'TEA', qty: 1 }] }, later(1)))).toEqual([400, 'cancelItemsUnknownLine', 'items[0].sku']);
    expect(await refusal(cancelOrderItems(db, id, { items: [{ sku: 'MUG', qty: 1 }, { sku: 'COFFEE', qty: 3 }] }, later(1)))).toEqual([400, 'cancelItemsQtyAboveOpen', 'items[1].qty']);
    expect(await refusal(cancelOrderItems(db, randomUUID(), { items: [{ sku: 'MUG', qty: 1 }] }, later(1)))).toEqual([404, 'orderNotFound', null]);
    expect((await listOrderLines(db, [id])).map((line) => line.qty_canceled)).toEqual([0, 0]);
    expect((await listEntries(db, user.id)).filter((e) => e.order_id === id)).toHaveLength(1);
  });

  it('refuses an order past cancelling', async () => {
    const { db } = opened;
    const user = await member(db);
    const id = await orderWithBeans(db, user, 'complete');
    expect(await refusal(cancelOrderItems(db, id, { items: [{ sku: 'MUG', qty: 1 }] }, later(1)))).toEqual([409, 'orderNotCancelable', null]);
  });

  it('cancels a unit once when two cancellations race for it', async () => {
    const { db } = opened;
    const user = await member(db);
    const id = await orderWithBeans(db, user);
    const raced = await Promise.allSettled(Array.from({ length: 5 }, () => cancelOrderItems(db, id, { items: [{ sku: 'MUG', qty: 1 }] }, later(1))));
    expect(raced.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await listOrderLines(db, [id])).map((line) => line.qty_canceled)).toEqual([0, 1]);
    expect((await listEntries(db, user.id)).filter((e) => e.type === TRANSACTION_TYPES.orderRefundFromPending && e.order_id === id).map((e) => e.amount)).toEqual([-9]);
  });

  it('shows per line what was ordered and cancelled, and the beans the order earned and lost, in its order view', async () => {
    const { db } = opened;
    const user = await member(db);
    const id = await orderWithBeans(db, user);
    const before = orderViewSchema.parse(await orderData(db, user, id));
    expect(before.items.map((line) => [line.sku, line.qty_ordered, line.qty_canceled])).toEqual([['COFFEE', 2, 0], ['MUG', 1, 0]]);
    expect(before.beans).toEqual({ earned: 69, taken_back: 0, standing: 69, adjustments: [] });

    await cancelOrderItems(db, id, { items: [{ sku: 'COFFEE', qty: 1 }] }, later(2));
    await cancelOrderItems(db, id, { items: [{ sku: 'MUG', qty: 1 }] }, later(PENDING_DAYS + 1));
    const after = orderViewSchema.parse(await orderData(db, user, id));
    expect(after.items.map((line) => [line.sku, line.qty_ordered, line.qty_canceled])).toEqual([['COFFEE', 2, 1], ['MUG', 1, 1]]);
    expect(after.beans).toEqual({
      earned: 69,
      taken_back: 39,
      standing: 30,
      adjustments: [
        { type: TRANSACTION_TYPES.orderRefundFromPending, amount: -30, created_at: later(2).toISOString() },
        { type: TRANSACTION_TYPES.orderRefund, amount: -9, created_at: later(PENDING_DAYS + 1).toISOString() },
      ],
    });
    // Another customer reads the order as absent.
    const stranger = await member(db);
    await expect(orderData(db, stranger, id)).rejects.toMatchObject({ code: 404 });
  });
});
