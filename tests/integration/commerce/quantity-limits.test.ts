/**
 * Issue 14, reproduction 3: an order line obeys the same quantity rule as the cart (minimum,
 * maximum per line and per order, increments, with or without backorders), and an implausible
 * grand total is refused; a refused order changes no stock and stores nothing.
 */
import { randomUUID } from 'node:crypto';
import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { orderPayload } from './order-payloads';
import * as create from '@/app/api/cart/create/route';
import * as pull from '@/app/api/cart/pull/route';
import * as update from '@/app/api/cart/update/route';
import * as order from '@/app/api/order/route';
import { findStocks } from '@/lib/commerce/stock/stock-repository';

const { db } = useTempDatabase();
useTestCatalog();

function post(products: { sku: string; qty: number }[]) {
  return call(order.POST, '/api/order', { host: 'localhost', body: orderPayload(products), headers: { 'idempotency-key': randomUUID() } });
}

async function orderCount(): Promise<number> {
  const row = await (await db()).selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function stockOf(sku: string): Promise<number | undefined> {
  return (await findStocks(await db(), [sku]))[0]?.qty;
}

async function cartUpdate(qty: number, cartId?: string) {
  const id = cartId ?? ((await call(create.POST, '/api/cart/create', { method: 'POST', host: 'localhost' })).body.result as string);
  return { cartId: id, ...(await call(update.POST, '/api/cart/update', { host: 'localhost', query: { cartId: id }, body: { cartItem: { sku: 'CAPSULE-PAIRS', qty } } })) };
}

describe('order quantities', () => {
  it('refuses a backorderable line of 1 000 000 000 units naming the field, with no stock change', async () => {
    expect((await post([{ sku: 'BACKORDER', qty: 1 }])).status).toBe(200);
    const stockBefore = await stockOf('BACKORDER');
    const ordersBefore = await orderCount();
    const { status, body } = await post([{ sku: 'BACKORDER', qty: 1_000_000_000 }]);
    expect(status).toBe(400);
    expect(body.result).toBe("Invalid value for field 'products[0].qty': The requested qty exceeds the maximum qty allowed in shopping cart");
    expect(await stockOf('BACKORDER')).toBe(stockBefore);
    expect(await orderCount()).toBe(ordersBefore);
  });

  it('refuses 10 001 units, as the cart does', async () => {
    const { status, body } = await post([{ sku: 'COFFEE-250', qty: 1 }, { sku: 'BACKORDER', qty: 10_001 }]);
    expect(status).toBe(400);
    expect(body.result).toContain("'products[1].qty'");
  });

  it('refuses lines that each fit but together exceed the order maximum, naming products', async () => {
    const { status, body } = await post([{ sku: 'BACKORDER', qty: 6_000 }, { sku: 'GIFT-CARD', qty: 4_001 }]);
    expect(status).toBe(400);
    expect(body.result).toContain("'products'");
  });

  it("refuses what the product's minimum and increments refuse, with the store's text", async () => {
    const below = await post([{ sku: 'CAPSULE-PAIRS', qty: 1 }]);
    expect(below.body.result).toBe("Invalid value for field 'products[0].qty': The minimum quantity is 2");
    const odd = await post([{ sku: 'CAPSULE-PAIRS', qty: 3 }]);
    expect(odd.body.result).toBe("Invalid value for field 'products[0].qty': You can buy this product only in quantities of 2 at a time.");
    const above = await post([{ sku: 'CAPSULE-PAIRS', qty: 14 }]);
    expect(above.status).toBe(400);
    expect((await post([{ sku: 'CAPSULE-PAIRS', qty: 12 }])).status).toBe(200);
  });

  it('refuses a grand total above the plausibility cap with a clear 400 and stores nothing', async () => {
    const ordersBefore = await orderCount();
    const stockBefore = await stockOf('BACKORDER');
    const { status, body } = await post([{ sku: 'BACKORDER', qty: 10_000 }]);
    expect(status).toBe(400);
    expect(body.result).toMatch(/^The order total exceeds €100,000\.00/);
    expect(await orderCount()).toBe(ordersBefore);
    expect(await stockOf('BACKORDER')).toBe(stockBefore);
  });
});

describe('cart quantities by the same rule', () => {
  it('refuses below the minimum, off the increments and above the maximum, and keeps a fitting quantity', async () => {
    expect((await cartUpdate(1)).body.result).toBe('The minimum quantity is 2');
    expect((await cartUpdate(3)).body.result).toBe('You can buy this product only in quantities of 2 at a time.');
    expect((await cartUpdate(14)).body.result).toBe('The requested qty exceeds the maximum qty allowed in shopping cart');
    const { cartId, status } = await cartUpdate(4);
    expect(status).toBe(200);
    const lines = (await call(pull.GET, '/api/cart/pull', { host: 'localhost', query: { cartId } })).body.result as { qty: number }[];
    expect(lines.map((line) => line.qty)).toEqual([4]);
  });

  it('counts the cart’s other lines toward the order maximum', async () => {
    const cartId = (await call(create.POST, '/api/cart/create', { method: 'POST', host: 'localhost' })).body.result as string;
    const first = await call(update.POST, '/api/cart/update', { host: 'localhost', query: { cartId }, body: { cartItem: { sku: 'BACKORDER', qty: 9_995 } } });
    expect(first.status).toBe(200);
    expect((await cartUpdate(6, cartId)).status).toBe(400);
    expect((await cartUpdate(4, cartId)).status).toBe(200);
  });
});
