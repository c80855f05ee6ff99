/**
 * The refunds table (migration 0015, ADR 0018) on each engine: one refund per order and
 * Idempotency-Key (a replay racing the first call is refused by the database, not by luck), several
 * keys per order adding up, and a pending refund the provider refused dropped without a trace.
 */
import { randomUUID } from 'node:crypto';
import { dbAdaptersUnderTest, type OpenedDb } from './adapters';
import { givenOrder, givenUser } from './fixtures';
import { dropPendingRefund, insertPendingRefund, listRefundsOfOrder, markRefundSucceeded } from '@/lib/commerce/payments/refund-repository';
import { refundableCents } from '@/lib/commerce/payments/refund-rules';

const AT = '2026-11-24T12:00:00.000Z';

describe.each(dbAdaptersUnderTest())('payment refunds on $name', ({ open }) => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  async function paidOrder() {
    const order = await givenOrder(opened.db, await givenUser(opened.db));
    const paymentId = randomUUID();
    await opened.db
      .insertInto('payments')
      .values({ id: paymentId, order_id: order.id, provider: 'test', method: 'card', status: 'succeeded', amount_cents: 2000, currency: 'EUR', reference: `ref-${paymentId}`, decline_reason: null, created_at: AT, updated_at: AT })
      .execute();
    return { orderId: order.id, paymentId };
  }

  const row = (orderId: string, paymentId: string, key: string, cents: number) => ({
    id: randomUUID(),
    order_id: orderId,
    payment_id: paymentId,
    idempotency_key: key,
    amount_cents: cents,
    goods_share_cents: cents,
    currency: 'EUR',
    status: 'pending',
    created_at: AT,
    updated_at: AT,
  });

  it('keeps one refund per order and key; other keys add up', async () => {
    const { orderId, paymentId } = await paidOrder();
    const first = row(orderId, paymentId, 'k1', 500);
    expect(await insertPendingRefund(opened.db, first)).toBe(true);
    expect(await insertPendingRefund(opened.db, row(orderId, paymentId, 'k1', 500))).toBe(false);
    expect(await insertPendingRefund(opened.db, row(orderId, paymentId, 'k2', 700))).toBe(true);
    await markRefundSucceeded(opened.db, first.id, AT);
    const refunds = await listRefundsOfOrder(opened.db, orderId);
    expect(refunds.map((r) => [r.idempotency_key, r.amount_cents, r.status]).sort()).toEqual([
      ['k1', 500, 'succeeded'],
      ['k2', 700, 'pending'],
    ]);
    expect(refundableCents(2000, refunds.map((r) => r.amount_cents))).toBe(800);
  });

  it('the same key on another order is another refund', async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    expect(await insertPendingRefund(opened.db, row(a.orderId, a.paymentId, 'same', 100))).toBe(true);
    expect(await insertPendingRefund(opened.db, row(b.orderId, b.paymentId, 'same', 100))).toBe(true);
  });

  it('drops a pending refund, never a succeeded one', async () => {
    const { orderId, paymentId } = await paidOrder();
    const pending = row(orderId, paymentId, 'p', 100);
    const done = row(orderId, paymentId, 'd', 200);
    await insertPendingRefund(opened.db, pending);
    await insertPendingRefund(opened.db, done);
    await markRefundSucceeded(opened.db, done.id, AT);
    await dropPendingRefund(opened.db, pending.id);
    await dropPendingRefund(opened.db, done.id);
    expect((await listRefundsOfOrder(opened.db, orderId)).map((r) => r.idempotency_key)).toEqual(['d']);
  });
});
