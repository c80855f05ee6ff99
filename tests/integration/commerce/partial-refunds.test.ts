/**
 * Partial refunds through the admin route (ADR 0018), on the embedded test gateway: amounts in
 * cents or as decimal strings, validated against what is left (400 naming `amount`, nothing
 * written), several refunds adding up, the order `closed` only when all of it went back, a replay
 * by Idempotency-Key refunding once, and a member's beans taken back when the order closes.
 * SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { call, useOperatorToken, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { orderPayload } from './order-payloads';
import { signedInCustomer } from './customer-accounts';
import * as order from '@/app/api/order/route';
import * as start from '@/app/api/payments/start/route';
import * as card from '@/app/api/payments/test/card/route';
import * as admin from '@/app/api/admin/payments/[orderId]/[action]/route';
import * as subscribe from '@/app/api/loyalty/subscribe/route';
import { testGateway } from '@/lib/commerce/payments/test-gateway';

const { db } = useTempDatabase();
useTestCatalog();

const TOKEN = 'operator-secret-for-partial-refunds-0123';
useOperatorToken(TOKEN);
afterEach(() => jest.restoreAllMocks());

async function paidOrder(token?: string): Promise<{ id: string; grandTotalCents: number }> {
  const key = randomUUID();
  const body = orderPayload([{ sku: 'COFFEE-250', qty: 2 }]);
  body.addressInformation.payment_method_code = 'card';
  const placed = await call(order.POST, '/api/order', { body, token, headers: { 'idempotency-key': key } });
  const id = (placed.body.result as { id: string }).id;
  const reference = ((await call(start.POST, '/api/payments/start', { body: { orderKey: key } })).body.result as { session: { reference: string } }).session.reference;
  const paid = await call(card.POST, '/api/payments/test/card', { body: { reference, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } } });
  expect(paid.body.result).toEqual({ status: 'succeeded' });
  const row = await (await db()).selectFrom('orders').select('grand_total_cents').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, grandTotalCents: row.grand_total_cents };
}

function refund(orderId: string, body: unknown, key?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` };
  if (key !== undefined) headers['idempotency-key'] = key;
  return call(admin.POST, `/api/admin/payments/${orderId}/refund`, { method: 'POST', headers, body, params: { orderId, action: 'refund' } });
}

async function ledger(orderId: string) {
  const d = await db();
  const [o, p, refunds] = await Promise.all([
    d.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow(),
    d.selectFrom('payments').select('status').where('order_id', '=', orderId).executeTakeFirstOrThrow(),
    d.selectFrom('payment_refunds').select(['amount_cents', 'status', 'idempotency_key']).where('order_id', '=', orderId).orderBy('created_at').orderBy('amount_cents').execute(),
  ]);
  return { order: o.status, payment: p.status, refunds: refunds.map((r) => [r.idempotency_key, r.amount_cents, r.status]) };
}

describe('partial refunds', () => {
  it('adds several partial refunds up (cents and decimal strings) and closes the order only when all went back', async () => {
    const spy = jest.spyOn(testGateway, 'refund');
    const { id, grandTotalCents } = await paidOrder();
    expect(grandTotalCents).toBeGreaterThan(1000);

    const first = await refund(id, { amount: 500 }, 'op-1');
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual({ orderStatus: 'processing', paymentStatus: 'succeeded', amount: 5, refunded: 5, refundable: (grandTotalCents - 500) / 100 });

    const second = await refund(id, { amount: '2.5' }, 'op-2');
    expect(second.body.result).toMatchObject({ orderStatus: 'processing', amount: 2.5, refunded: 7.5 });
    expect(await ledger(id)).toEqual({ order: 'processing', payment: 'succeeded', refunds: [['op-1', 500, 'succeeded'], ['op-2', 250, 'succeeded']] });

    const rest = ((grandTotalCents - 750) / 100).toFixed(2);
    const last = await refund(id, { amount: rest }, 'op-3');
    expect(last.body.result).toEqual({ orderStatus: 'closed', paymentStatus: 'refunded', amount: Number(rest), refunded: grandTotalCents / 100, refundable: 0 });
    expect(spy.mock.calls.map((c) => [c[1], c[2].idempotencyKey])).toEqual([
      [500, `${id}:op-1`],
      [250, `${id}:op-2`],
      [grandTotalCents - 750, `${id}:op-3`],
    ]);
    // Nothing is left: another refund is refused and the provider is not asked.
    expect((await refund(id, { amount: 1 }, 'op-4')).status).toBe(409);
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['zero', { amount: 0 }],
    ['a negative amount', { amount: -100 }],
    ['cents with a fraction', { amount: 12.5 }],
    ['three decimals', { amount: '1.005' }],
    ['words', { amount: 'ten' }],
    ['a negative decimal', { amount: '-1.00' }],
    ['more than was captured', { amount: 99_999_999 }],
  ])('refuses %s with 400 naming amount and writes nothing', async (_case, body) => {
    const spy = jest.spyOn(testGateway, 'refund');
    const { id } = await paidOrder();
    const before = await ledger(id);
    const answer = await refund(id, body, `bad-${randomUUID()}`);
    expect(answer.status).toBe(400);
    expect(String(answer.body.result)).toContain('amount');
    expect(await ledger(id)).toEqual(before);
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses more than is left after an earlier partial refund, naming amount', async () => {
    const { id, grandTotalCents } = await paidOrder();
    await refund(id, { amount: 300 }, 'a');
    const over = await refund(id, { amount: grandTotalCents - 299 }, 'b');
    expect(over.status).toBe(400);
    expect(String(over.body.result)).toContain('amount');
    expect((await ledger(id)).refunds).toEqual([['a', 300, 'succeeded']]);
    expect((await refund(id, { amount: grandTotalCents - 300 }, 'b')).body.result).toMatchObject({ orderStatus: 'closed' });
  });

  it('refunds once for a replayed Idempotency-Key, answering the first refund; the key with another amount is 409', async () => {
    const spy = jest.spyOn(testGateway, 'refund');
    const { id } = await paidOrder();
    const first = await refund(id, { amount: 400 }, 'replayed');
    const again = await refund(id, { amount: 400 }, 'replayed');
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(first.body.result);
    expect(spy).toHaveBeenCalledTimes(1);
    expect((await refund(id, { amount: 401 }, 'replayed')).status).toBe(409);
    expect((await ledger(id)).refunds).toEqual([['replayed', 400, 'succeeded']]);
  });

  it('refunds once when the same request races itself', async () => {
    const spy = jest.spyOn(testGateway, 'refund');
    const { id } = await paidOrder();
    const answers = await Promise.all([refund(id, { amount: 300 }, 'race'), refund(id, { amount: 300 }, 'race'), refund(id, { amount: 300 }, 'race')]);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(spy).toHaveBeenCalledTimes(1);
    expect((await ledger(id)).refunds).toEqual([['race', 300, 'succeeded']]);
  });

  it('needs an Idempotency-Key with an amount; without an amount refunds what is left', async () => {
    const { id, grandTotalCents } = await paidOrder();
    const keyless = await refund(id, { amount: 100 });
    expect(keyless.status).toBe(400);
    expect((await ledger(id)).refunds).toEqual([]);
    await refund(id, { amount: 100 }, 'k1');
    const rest = await refund(id, {});
    expect(rest.body.result).toMatchObject({ orderStatus: 'closed', amount: (grandTotalCents - 100) / 100, refundable: 0 });
  });

  it('leaves nothing behind when the provider refuses the refund', async () => {
    jest.spyOn(testGateway, 'refund').mockResolvedValueOnce({ reference: 'x', kind: 'declined' });
    const { id } = await paidOrder();
    const refused = await refund(id, { amount: 200 }, 'refused');
    expect(refused.status).toBe(502);
    expect(await ledger(id)).toEqual({ order: 'processing', payment: 'succeeded', refunds: [] });
    // The same key may be tried again once the provider takes it.
    expect((await refund(id, { amount: 200 }, 'refused')).status).toBe(200);
  });

  it("takes a member's beans back when the refunds close the order, not on a partial refund", async () => {
    const customer = await signedInCustomer();
    await call(subscribe.PUT, '/api/loyalty/subscribe', { method: 'PUT', token: customer.token, body: { accept_terms: true, accept_data_protection: true } });
    const { id, grandTotalCents } = await paidOrder(customer.token);
    const beans = async () =>
      (await (await db()).selectFrom('loyalty_transactions').select(['type', 'amount']).where('order_id', '=', id).orderBy('created_at').execute()).map((t) => [t.type, t.amount]);
    expect(await beans()).toEqual([['order_created', 60]]);
    await refund(id, { amount: 500 }, 'p1');
    expect(await beans()).toEqual([['order_created', 60]]);
    await refund(id, { amount: grandTotalCents - 500 }, 'p2');
    expect(await beans()).toEqual([
      ['order_created', 60],
      ['order_cancelled', -60],
    ]);
  });
});
