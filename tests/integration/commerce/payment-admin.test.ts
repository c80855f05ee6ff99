/**
 * Refunds and voids through the admin route (issue 15 §7): only with the operator token from
 * PAYMENTS_ADMIN_TOKEN, through the provider port (the embedded test gateway) and the order
 * payment state machine; every refusal changes nothing. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { call, useOperatorToken, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { orderPayload } from './order-payloads';
import * as order from '@/app/api/order/route';
import * as start from '@/app/api/payments/start/route';
import * as card from '@/app/api/payments/test/card/route';
import * as webhook from '@/app/api/payments/[provider]/webhook/route';
import * as admin from '@/app/api/admin/payments/[orderId]/[action]/route';
import { sweepUnpaidOrders, testWebhook } from '@/lib/commerce/payments';

const { db } = useTempDatabase();
useTestCatalog();

const TOKEN = 'operator-secret-for-tests-0123456789';
useOperatorToken(TOKEN);
beforeEach(async () => {
  await (await db()).updateTable('stock').set({ qty: 5 }).where('sku', '=', 'LAST-FIVE').execute();
});

async function placeAndStart(): Promise<{ id: string; reference: string }> {
  const key = randomUUID();
  const body = orderPayload([{ sku: 'LAST-FIVE', qty: 2 }]);
  body.addressInformation.payment_method_code = 'card';
  const id = ((await call(order.POST, '/api/order', { body, headers: { 'idempotency-key': key } })).body.result as { id: string }).id;
  const reference = ((await call(start.POST, '/api/payments/start', { body: { orderKey: key } })).body.result as { session: { reference: string } }).session.reference;
  return { id, reference };
}

async function paid(): Promise<{ id: string; reference: string }> {
  const placed = await placeAndStart();
  const answer = await call(card.POST, '/api/payments/test/card', { body: { reference: placed.reference, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } } });
  expect(answer.body.result).toEqual({ status: 'succeeded' });
  return placed;
}

function act(orderId: string, action: string, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) {
  return call(admin.POST, `/api/admin/payments/${orderId}/${action}`, { method: 'POST', headers, params: { orderId, action } });
}

async function state(id: string) {
  const d = await db();
  const [o, p, s] = await Promise.all([
    d.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow(),
    d.selectFrom('payments').select('status').where('order_id', '=', id).executeTakeFirst(),
    d.selectFrom('stock').select('qty').where('sku', '=', 'LAST-FIVE').executeTakeFirstOrThrow(),
  ]);
  return { order: o.status, payment: p?.status ?? null, stock: s.qty };
}

describe('the admin refund and void route', () => {
  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { authorization: 'Bearer not-the-token' }],
    ['the token without Bearer', { authorization: TOKEN }],
    ['a customer-style empty bearer', { authorization: 'Bearer ' }],
  ])('refuses %s with 401 and changes nothing', async (_case, headers) => {
    const placed = await paid();
    const before = await state(placed.id);
    const answer = await act(placed.id, 'refund', headers as Record<string, string>);
    expect(answer.status).toBe(401);
    expect(await state(placed.id)).toEqual(before);
  });

  it('refuses everyone while PAYMENTS_ADMIN_TOKEN is unset', async () => {
    const placed = await paid();
    delete process.env.PAYMENTS_ADMIN_TOKEN;
    try {
      expect((await act(placed.id, 'refund', { authorization: 'Bearer ' })).status).toBe(401);
      expect((await act(placed.id, 'refund', { authorization: 'Bearer undefined' })).status).toBe(401);
    } finally {
      process.env.PAYMENTS_ADMIN_TOKEN = TOKEN;
    }
    expect((await state(placed.id)).order).toBe('processing');
  });

  it('refunds a paid order in full: closed, payment refunded, stock untouched; a repeat answers the same refund, another is 409', async () => {
    const placed = await paid();
    expect(await state(placed.id)).toEqual({ order: 'processing', payment: 'succeeded', stock: 3 });
    const answer = await act(placed.id, 'refund');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({ orderStatus: 'closed', paymentStatus: 'refunded', amount: expect.any(Number), refunded: expect.any(Number), refundable: 0 });
    expect(await state(placed.id)).toEqual({ order: 'closed', payment: 'refunded', stock: 3 });
    // The repeat is a replay of the full refund (ADR 0018): the same answer, nothing refunded again.
    expect(await act(placed.id, 'refund')).toEqual(answer);
    expect((await act(placed.id, 'refund', { authorization: `Bearer ${TOKEN}`, 'idempotency-key': 'another' })).status).toBe(409);
    // The provider's own webhook about the refund afterwards changes nothing more.
    const event = testWebhook(placed.reference, 'refunded', new Date());
    expect((await call(webhook.POST, '/api/payments/test/webhook', { rawBody: event.body, headers: Object.fromEntries(event.headers), params: { provider: 'test' } })).status).toBe(200);
    expect(await state(placed.id)).toEqual({ order: 'closed', payment: 'refunded', stock: 3 });
  });

  it('voids an open authorisation: order canceled, stock back; a paid order cannot be voided', async () => {
    const open = await placeAndStart();
    expect(await state(open.id)).toEqual({ order: 'pending_payment', payment: 'created', stock: 3 });
    const answer = await act(open.id, 'void');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ orderStatus: 'canceled', paymentStatus: 'canceled' });
    expect(await state(open.id)).toEqual({ order: 'canceled', payment: 'canceled', stock: 5 });
    expect((await act(open.id, 'void')).status).toBe(409);

    const settled = await paid();
    const voided = await act(settled.id, 'void');
    expect(voided.status).toBe(409);
    expect(await state(settled.id)).toEqual({ order: 'processing', payment: 'succeeded', stock: 3 });
  });

  it('refunds money that arrived after the sweep cancelled the order (payment_review)', async () => {
    const placed = await placeAndStart();
    await sweepUnpaidOrders(await db(), new Date(Date.now() + 24 * 3_600_000));
    expect((await state(placed.id)).order).toBe('canceled');
    const late = testWebhook(placed.reference, 'succeeded', new Date());
    await call(webhook.POST, '/api/payments/test/webhook', { rawBody: late.body, headers: Object.fromEntries(late.headers), params: { provider: 'test' } });
    expect(await state(placed.id)).toMatchObject({ order: 'payment_review', payment: 'succeeded' });
    expect((await act(placed.id, 'refund')).status).toBe(200);
    expect(await state(placed.id)).toMatchObject({ order: 'closed', payment: 'refunded' });
  });

  it('answers 404 for an unknown order, 400 for an unknown action and 409 for an order never paid online', async () => {
    expect((await act(randomUUID(), 'refund')).status).toBe(404);
    const bad = await act(randomUUID(), 'capture');
    expect(bad.status).toBe(400);
    const body = orderPayload([{ sku: 'LAST-FIVE', qty: 1 }]);
    body.addressInformation.payment_method_code = 'cashondelivery';
    const cod = ((await call(order.POST, '/api/order', { body, headers: { 'idempotency-key': randomUUID() } })).body.result as { id: string }).id;
    expect((await act(cod, 'refund')).status).toBe(409);
    expect((await act(cod, 'void')).status).toBe(409);
  });
});
