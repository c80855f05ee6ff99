/**
 * PLUS withdrawal on every Db adapter (issue 17; spec 02 §6 "14-day withdrawal", §9): cancelling the
 * paid membership order, or only its membership line, within 14 days of the order ends the PLUS it
 * started (is_plus_member 0, plus_ending_date cleared, the year's unused 5 % codes void); later the
 * year runs on; cancelling another order holding the product (never paid) or refunding an older
 * membership order leaves the running membership alone; a membership started before 0019 (no order
 * recorded) ends by its paid order's cancellation.
 */
import { dbAdaptersUnderTest, type OpenedDb } from './adapters';
import { givenOrderWithLines, givenUser } from './fixtures';
import { ISSUED_CODE_KINDS, PLUS } from '@/lib/config/loyalty';
import { findUserById, updateUser } from '@/lib/commerce/users/user-repository';
import { findOrderById, listOrderLines } from '@/lib/commerce/orders/order-repository';
import { cancelOrderItems } from '@/lib/commerce/orders/cancel-items';
import { cancelOrder } from '@/lib/commerce/orders/order-lifecycle';
import { moveOrderByPayment } from '@/lib/commerce/payments/apply-payment-event';
import { issuedCoupon, listIssuedCodes } from '@/lib/commerce/loyalty/issued-codes';
import type { Db, OrderRow, UserRow } from '@/lib/db';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const DAY = 86_400_000;
const later = (days: number) => new Date(NOW.getTime() + days * DAY);
const userOf = async (db: Db, id: string) => (await findUserById(db, id)) as UserRow;

/** An order of the membership product and, with `withCoffee`, a bag of coffee, placed at `createdAt`. */
async function membershipOrder(db: Db, user: UserRow, createdAt: Date, withCoffee = true, status = 'pending_payment'): Promise<OrderRow> {
  const lines = withCoffee ? [{ sku: PLUS.sku, cents: 1990 }, { sku: 'COFFEE', cents: 1000 }] : [{ sku: PLUS.sku, cents: 1990 }];
  return (await givenOrderWithLines(db, user, { lines, status, createdAt })).order;
}

/** The membership order paid at `paidAt`: PLUS starts. */
async function paidMembership(db: Db, user: UserRow, orderedAt: Date, paidAt = orderedAt, withCoffee = true): Promise<OrderRow> {
  const order = await membershipOrder(db, user, orderedAt, withCoffee);
  await db.transaction().execute((trx) => moveOrderByPayment(trx, order, 'succeeded', paidAt));
  return (await findOrderById(db, order.id)) as OrderRow;
}

const usableCodes = async (db: Db, user: UserRow, at: Date) =>
  (await listIssuedCodes(db, user.id, ISSUED_CODE_KINDS.plus)).filter((row) => issuedCoupon(row, user.id, at) !== null).length;

describe.each(dbAdaptersUnderTest())('PLUS withdrawal on $name', ({ open }) => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  it('ends PLUS when the membership line is cancelled within 14 days, and voids the unused 5 % codes', async () => {
    const { db } = opened;
    const user = await userOf(db, await givenUser(db));
    const order = await paidMembership(db, user, NOW);
    expect(await userOf(db, user.id)).toMatchObject({ is_plus_member: 1, plus_order_id: order.id });
    expect(await usableCodes(db, user, later(1))).toBe(PLUS.discountCodesPerYear);

    const answer = await cancelOrderItems(db, order.id, { items: [{ sku: PLUS.sku, qty: 1 }] }, later(13));
    expect(answer.orderStatus).toBe('processing');
    expect(await userOf(db, user.id)).toMatchObject({ is_plus_member: 0, plus_ending_date: null, plus_order_id: null });
    expect(await usableCodes(db, user, later(13))).toBe(0);
    // The coffee of the same order stays ordered.
    expect((await listOrderLines(db, [order.id])).map((line) => [line.sku, line.qty_canceled])).toEqual([[PLUS.sku, 1], ['COFFEE', 0]]);
  });

  it('ends PLUS when the whole membership order is cancelled within 14 days', async () => {
    const { db } = opened;
    const user = await userOf(db, await givenUser(db));
    const order = await paidMembership(db, user, NOW);
    const answer = await cancelOrderItems(db, order.id, { items: [{ sku: PLUS.sku, qty: 1 }, { sku: 'COFFEE', qty: 1 }] }, later(2));
    expect(answer.orderStatus).toBe('canceled');
    expect(await userOf(db, user.id)).toMatchObject({ is_plus_member: 0, plus_ending_date: null });
  });

  it('counts the 14 days from the order, not from the payment', async () => {
    const { db } = opened;
    const user = await userOf(db, await givenUser(db));
    const order = await paidMembership(db, user, NOW, later(3));
    await cancelOrderItems(db, order.id, { items: [{ sku: PLUS.sku, qty: 1 }] }, new Date(later(PLUS.withdrawalDays).getTime() + 1));
    expect(await userOf(db, user.id)).toMatchObject({ is_plus_member: 1, plus_ending_date: '2027-03-04T10:00:00.000Z' });
  });

  it('lets the year run on when the membership line is cancelled after the withdrawal', async () => {
    const { db } = opened;
    const user = await userOf(db, await givenUser(db));
    const order = await paidMembership(db, user, NOW);
    await cancelOrderItems(db, order.id, { items: [{ sku: PLUS.sku, qty: 1 }] }, later(PLUS.withdrawalDays + 1));
    expect(await userOf(db, user.id)).toMatchObject({ is_plus_member: 1, plus_ending_date: '2027-03-01T10:00:00.000Z', plus_order_id: order.id });
    expect(await usableCodes(db, user, later(PLUS.withdrawalDays + 1))).toBe(PLUS.discountCodesPerYear);
  });

  it('leaves the running membership alone when another order holding the product is cancelled or an older one refunded', async () => {
    const { db } = opened;
    const user = await userOf(db, await givenUser(db));
    const older = await paidMembership(db, user, NOW, NOW, false);
    const running = await paidMembership(db, user, later(2), later(2), false);
    const unpaid = await membershipOrder(db, user, later(3));
    // The customer cancels the unpaid one (pending_payment): it started nothing.
    await cancelOrder(db, await userOf(db, user.id), unpaid.id, later(4));
    expect((await findOrderById(db, unpaid.id))?.status).toBe('canceled');
    expect(await userOf(db, user.id)).toMatchObject({ is_plus_member: 1, plus_order_id: running.id });
    // The older membership order's money goes back: the running year, started by another order, stays.
    await db.transaction().execute((trx) => moveOrderByPayment(trx, older, 'refunded', later(5)));
    expect(await userOf(db, user.id)).toMatchObject({ is_plus_member: 1, plus_order_id: running.id });
    // Cancelling the order that started it ends it.
    await cancelOrderItems(db, running.id, { items: [{ sku: PLUS.sku, qty: 1 }] }, later(6));
    expect(await userOf(db, user.id)).toMatchObject({ is_plus_member: 0, plus_ending_date: null });
  });

  it('ends a membership recorded before its order was (no plus_order_id) by its paid order, not by an unpaid one', async () => {
    const { db } = opened;
    const user = await userOf(db, await givenUser(db));
    const order = await paidMembership(db, user, NOW);
    await updateUser(db, user.id, { plus_order_id: null });
    const unpaid = await membershipOrder(db, user, later(1));
    await cancelOrder(db, await userOf(db, user.id), unpaid.id, later(1));
    expect(await userOf(db, user.id)).toMatchObject({ is_plus_member: 1 });
    await cancelOrderItems(db, order.id, { items: [{ sku: PLUS.sku, qty: 1 }] }, later(2));
    expect(await userOf(db, user.id)).toMatchObject({ is_plus_member: 0, plus_ending_date: null });
  });
});
