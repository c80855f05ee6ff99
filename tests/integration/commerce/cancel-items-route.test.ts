/**
 * POST /api/admin/orders/{orderId}/cancel-items (issue 17): operators only (the payments admin
 * token), the body checked by the contract schema (400 naming the field, nothing written), and a
 * member's order placed through the real order route losing the cancelled goods' beans from pending
 * as order_refund_from_pending, its stock back. SQLite always; PostgreSQL with TEST_DATABASE_URL.
 */
import { call, useOperatorToken, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { signedInCustomer } from './customer-accounts';
import { orderPayload } from './order-payloads';
import * as order from '@/app/api/order/route';
import * as cancelWhole from '@/app/api/order/cancel/route';
import * as orderData from '@/app/api/order/data/route';
import { orderViewSchema } from '@/lib/contract/order-view';
import * as subscribe from '@/app/api/loyalty/subscribe/route';
import * as points from '@/app/api/loyalty/points/route';
import * as transactions from '@/app/api/loyalty/transactions/route';
import * as cancelItems from '@/app/api/admin/orders/[orderId]/cancel-items/route';
import { cancelItemsAnswerSchema } from '@/lib/contract/admin-orders';
import { loyaltyTransactionListSchema, userPointsSchema } from '@/lib/contract/loyalty';

const { db } = useTempDatabase();
useTestCatalog();

const TOKEN = 'operator-secret-for-cancel-items-0123456789';
const AUTH = { authorization: `Bearer ${TOKEN}` };
useOperatorToken(TOKEN);
beforeEach(async () => {
  await (await db()).updateTable('stock').set({ qty: 5 }).where('sku', '=', 'LAST-FIVE').execute();
});

async function memberOrder() {
  const customer = await signedInCustomer();
  await call(subscribe.PUT, '/api/loyalty/subscribe', { method: 'PUT', token: customer.token, body: { accept_terms: true, accept_data_protection: true } });
  const placed = await call(order.POST, '/api/order', {
    token: customer.token,
    headers: { 'idempotency-key': `cancel-items-${customer.email}` },
    body: orderPayload([{ sku: 'COFFEE-250', qty: 3 }, { sku: 'LAST-FIVE', qty: 1 }]),
  });
  expect(placed.status).toBe(200);
  return { customer, orderId: (placed.body.result as { id: string }).id };
}

const cancel = (orderId: string, body: unknown, headers: Record<string, string> = AUTH) =>
  call(cancelItems.POST, `/api/admin/orders/${orderId}/cancel-items`, { method: 'POST', headers, body, params: { orderId } });

async function stockOf(sku: string) {
  return (await (await db()).selectFrom('stock').select('qty').where('sku', '=', sku).executeTakeFirstOrThrow()).qty;
}

describe('the admin partial cancellation route', () => {
  it('refuses callers without the operator token and changes nothing', async () => {
    const { orderId } = await memberOrder();
    for (const headers of [{}, { authorization: 'Bearer wrong' }] as Record<string, string>[]) {
      expect((await cancel(orderId, { items: [{ sku: 'COFFEE-250', qty: 1 }] }, headers)).status).toBe(401);
    }
    expect((await (await db()).selectFrom('order_lines').select('qty_canceled').where('order_id', '=', orderId).execute()).map((l) => l.qty_canceled)).toEqual([0, 0]);
  });

  it.each([
    [{}, 'items'],
    [{ items: [] }, 'items'],
    [{ items: [{ sku: 'COFFEE-250', qty: 0 }] }, 'items[0]'],
    [{ items: [{ sku: 'COFFEE-250', qty: 1.5 }] }, 'items[0]'],
    [{ items: [{ sku: 'NOT-ORDERED', qty: 1 }] }, 'items[0].sku'],
    [{ items: [{ sku: 'LAST-FIVE', qty: 1 }, { sku: 'COFFEE-250', qty: 4 }] }, 'items[1].qty'],
  ])('answers 400 naming the field for %j and writes nothing', async (body, field) => {
    const { customer, orderId } = await memberOrder();
    const before = await stockOf('LAST-FIVE');
    const answer = await cancel(orderId, body);
    expect(answer.status).toBe(400);
    expect(String(answer.body.result)).toContain(`'${field}`);
    expect(await stockOf('LAST-FIVE')).toBe(before);
    const history = loyaltyTransactionListSchema.parse((await call(transactions.GET, '/api/loyalty/transactions', { token: customer.token })).body.result);
    expect(history.map((t) => t.bonus_source)).toEqual(['order_created', 'customer_subscribed']);
  });

  it('takes the cancelled coffee’s beans from pending as order_refund_from_pending and puts its stock back', async () => {
    const { customer, orderId } = await memberOrder();
    // 3 × 10 € coffee at 3 beans per euro and 12 € of other goods at 1: 102 pending.
    expect(userPointsSchema.parse((await call(points.GET, '/api/loyalty/points', { token: customer.token })).body.result)).toMatchObject({ pending_points: 102 });
    const before = await stockOf('LAST-FIVE');
    const answer = await cancel(orderId, { items: [{ sku: 'COFFEE-250', qty: 1 }, { sku: 'LAST-FIVE', qty: 1 }] });
    expect(answer.status).toBe(200);
    expect(cancelItemsAnswerSchema.parse(answer.body.result)).toMatchObject({ orderStatus: 'pending', beans: { type: 'order_refund_from_pending', amount: 42 } });
    expect(await stockOf('LAST-FIVE')).toBe(before + 1);
    expect(userPointsSchema.parse((await call(points.GET, '/api/loyalty/points', { token: customer.token })).body.result)).toMatchObject({ active_points: 100, pending_points: 60 });
    const history = loyaltyTransactionListSchema.parse((await call(transactions.GET, '/api/loyalty/transactions', { token: customer.token })).body.result);
    expect(history[0]).toMatchObject({ bonus_source: 'order_refund_from_pending', bonus_amount: -42, order_id: orderId });
  });

  it('shows the customer per line what was ordered and cancelled, and the beans taken back, in the order data', async () => {
    const { customer, orderId } = await memberOrder();
    expect((await cancel(orderId, { items: [{ sku: 'COFFEE-250', qty: 2 }] })).status).toBe(200);
    const view = orderViewSchema.parse((await call(orderData.GET, '/api/order/data', { token: customer.token, query: { id: orderId } })).body.result);
    expect(view.items.map((line) => [line.sku, line.qty_ordered, line.qty_canceled])).toEqual([['COFFEE-250', 3, 2], ['LAST-FIVE', 1, 0]]);
    expect(view.beans).toMatchObject({ earned: 102, taken_back: 60, standing: 42, adjustments: [{ type: 'order_refund_from_pending', amount: -60 }] });
  });

  it('gives back what a partial cancellation left when the customer then cancels the whole order, once', async () => {
    const { customer, orderId } = await memberOrder();
    const before = await stockOf('LAST-FIVE');
    expect((await cancel(orderId, { items: [{ sku: 'LAST-FIVE', qty: 1 }] })).status).toBe(200);
    expect((await call(cancelWhole.POST, '/api/order/cancel', { token: customer.token, body: { id: orderId } })).status).toBe(200);
    // One unit ordered, one cancelled by the operator: the whole cancellation gives none back again.
    expect(await stockOf('LAST-FIVE')).toBe(before + 1);
    expect(userPointsSchema.parse((await call(points.GET, '/api/loyalty/points', { token: customer.token })).body.result)).toMatchObject({ active_points: 100, pending_points: 0 });
    const history = loyaltyTransactionListSchema.parse((await call(transactions.GET, '/api/loyalty/transactions', { token: customer.token })).body.result);
    expect(history.filter((t) => t.order_id === orderId && t.bonus_amount < 0).map((t) => t.bonus_amount).reduce((a, b) => a + b, 0)).toBe(-102);
  });
});
