import { randomUUID } from 'node:crypto';
import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { signedInCustomer } from './customer-accounts';
import * as create from '@/app/api/cart/create/route';
import * as update from '@/app/api/cart/update/route';
import * as pull from '@/app/api/cart/pull/route';
import * as order from '@/app/api/order/route';
import * as cancel from '@/app/api/order/cancel/route';
import * as data from '@/app/api/order/data/route';
import * as reorder from '@/app/api/order/reorder/route';
import * as reorderItem from '@/app/api/order/reorder-item/route';
import * as history from '@/app/api/user/order-history/route';
import * as stockCheck from '@/app/api/stock/check/route';
import { upsertStock } from '@/lib/commerce/stock/stock-repository';
import { orderPayload, TEST_ADDRESS } from './order-payloads';
import { metricsText, resetMetrics } from '@/lib/observability/metrics';
import { resetEnvironmentForTests } from '@/lib/config/environment';
import { TEST_CLOCK_COOKIE } from '@/lib/config/test-clock';

const { db } = useTempDatabase();
useTestCatalog();

const address = TEST_ADDRESS;
const payload = orderPayload;

interface OrderResult {
  id: string;
  status: string;
  grand_total: number;
  items: { sku: string; qty_ordered: number; price_incl_tax: number }[];
}

function post(body: unknown, options: { key?: string | null; token?: string; host?: string; headers?: Record<string, string> } = {}) {
  const key = options.key === undefined ? randomUUID() : options.key;
  const headers = { ...(key === null ? {} : { 'idempotency-key': key }), ...options.headers };
  return call(order.POST, '/api/order', { body, token: options.token, host: options.host, headers });
}

async function countOrders(): Promise<number> {
  const row = await (await db()).selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function stockOf(sku: string): Promise<number> {
  return ((await call(stockCheck.GET, '/api/stock/check', { query: { sku } })).body.result as { qty: number }).qty;
}

describe('placing an order', () => {
  it('stores the order with server prices, ignoring a client price', async () => {
    const { status, body } = await post(payload([{ sku: 'COFFEE-250', qty: 2, price: 0.01 } as never]));
    expect(status).toBe(200);
    const result = body.result as OrderResult;
    expect(result).toMatchObject({ status: 'pending', grand_total: 25 });
    expect(result.items).toEqual([expect.objectContaining({ sku: 'COFFEE-250', qty_ordered: 2, price_incl_tax: 10 })]);
  });

  it('leaves an online-paid order pending_payment', async () => {
    const body = payload([{ sku: 'COFFEE-250', qty: 1 }]);
    body.addressInformation.payment_method_code = 'paypal';
    expect(((await post(body)).body.result as OrderResult).status).toBe('pending_payment');
  });

  it('decrements stock', async () => {
    const before = await stockOf('MACHINE-BLACK');
    await post(payload([{ sku: 'MACHINE-BLACK', qty: 1 }]));
    expect(await stockOf('MACHINE-BLACK')).toBe(before - 1);
  });

  it('converts the ordered cart', async () => {
    const cartId = (await call(create.POST, '/api/cart/create', { method: 'POST' })).body.result as string;
    await call(update.POST, '/api/cart/update', { query: { cartId }, body: { cartItem: { sku: 'COFFEE-250', qty: 1 } } });
    await post(payload([{ sku: 'COFFEE-250', qty: 1 }], { cart_id: cartId }));
    expect((await call(pull.GET, '/api/cart/pull', { query: { cartId } })).status).toBe(401);
  });
});

describe('idempotency', () => {
  it('answers 400 without an Idempotency-Key and writes nothing', async () => {
    const before = await countOrders();
    const { status, body } = await post(payload([{ sku: 'COFFEE-250', qty: 1 }]), { key: null, host: 'localhost' });
    expect(status).toBe(400);
    expect(body.result).toBe('The Idempotency-Key header is missing.');
    expect(await countOrders()).toBe(before);
  });

  it('answers the first order again for the same key and payload', async () => {
    const key = randomUUID();
    const first = await post(payload([{ sku: 'COFFEE-250', qty: 1 }]), { key });
    const before = await countOrders();
    const again = await post(payload([{ sku: 'COFFEE-250', qty: 1 }]), { key });
    expect(again.status).toBe(200);
    expect((again.body.result as OrderResult).id).toBe((first.body.result as OrderResult).id);
    expect(await countOrders()).toBe(before);
  });

  it('answers 422 for the same key with another payload', async () => {
    const key = randomUUID();
    await post(payload([{ sku: 'COFFEE-250', qty: 1 }]), { key });
    const before = await countOrders();
    const { status } = await post(payload([{ sku: 'COFFEE-250', qty: 2 }]), { key });
    expect(status).toBe(422);
    expect(await countOrders()).toBe(before);
  });

  it('keeps a key at least 7 days and forgets it after', async () => {
    const recent = randomUUID();
    const old = randomUUID();
    await post(payload([{ sku: 'COFFEE-250', qty: 1 }]), { key: recent });
    await post(payload([{ sku: 'COFFEE-250', qty: 1 }]), { key: old });
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    const database = await db();
    await database.updateTable('order_idempotency_keys').set({ created_at: daysAgo(6.9) }).where('idempotency_key', '=', recent).execute();
    await database.updateTable('order_idempotency_keys').set({ created_at: daysAgo(7.1) }).where('idempotency_key', '=', old).execute();
    await post(payload([{ sku: 'COFFEE-250', qty: 1 }]));
    const keys = await database.selectFrom('order_idempotency_keys').select('idempotency_key').where('idempotency_key', 'in', [recent, old]).execute();
    expect(keys.map((k) => k.idempotency_key)).toEqual([recent]);
  });

  it('a request on a moved test clock forgets no key a real-time order just made', async () => {
    // e2e tests share one server: an order placed on a clock 28 days ahead purged the keys of orders
    // other tests had just placed, and their payments (found by key) answered 404.
    const fresh = randomUUID();
    await post(payload([{ sku: 'COFFEE-250', qty: 1 }]), { key: fresh });
    Object.assign(process.env, { TEST_CLOCK: 'true', PAYMENTS_TEST_MODE: 'true' });
    resetEnvironmentForTests();
    try {
      const moved = await post(payload([{ sku: 'COFFEE-250', qty: 1 }]), { headers: { cookie: `${TEST_CLOCK_COOKIE}=28` } });
      expect(moved.status).toBe(200);
    } finally {
      delete process.env.TEST_CLOCK;
      delete process.env.PAYMENTS_TEST_MODE;
      resetEnvironmentForTests();
    }
    const keys = await (await db()).selectFrom('order_idempotency_keys').select('idempotency_key').where('idempotency_key', '=', fresh).execute();
    expect(keys).toHaveLength(1);
  });

  it('stores one order when the same key races with itself', async () => {
    const key = randomUUID();
    const before = await countOrders();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(payload([{ sku: 'COFFEE-250', qty: 1 }]), { key })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => (a.body.result as OrderResult).id)).size).toBe(1);
    expect(await countOrders()).toBe(before + 1);
  });
});

describe('counting the offline queue (issue 37)', () => {
  const previous = process.env.METRICS_PORT;
  beforeEach(() => {
    process.env.METRICS_PORT = '3729';
    resetEnvironmentForTests();
    resetMetrics();
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.METRICS_PORT;
    else process.env.METRICS_PORT = previous;
    resetEnvironmentForTests();
    resetMetrics();
  });

  const counted = async (name: string) => Number(new RegExp(`^${name}\\{store="de_de"[^}]*\\} (\\S+)$`, 'm').exec((await metricsText()).body)?.[1] ?? 0);
  const queued = { 'x-order-replay': 'queued' };

  it('counts an order the queue sends as a queued order received on its first arrival, and a resend only as a replay', async () => {
    const key = randomUUID();
    expect((await post(payload([{ sku: 'COFFEE-250', qty: 1 }]), { key, headers: queued })).status).toBe(200);
    expect(await counted('storefront_queued_orders_received_total')).toBe(1);
    expect(await counted('storefront_orders_placed_total')).toBe(1);
    expect(await counted('storefront_order_replays_total')).toBe(0);

    await post(payload([{ sku: 'COFFEE-250', qty: 1 }]), { key, headers: queued });
    expect(await counted('storefront_queued_orders_received_total')).toBe(1);
    expect(await counted('storefront_orders_placed_total')).toBe(1);
    expect(await counted('storefront_order_replays_total')).toBe(1);
  });

  it("counts the shopper's first send, and any other mark, as placed only", async () => {
    await post(payload([{ sku: 'COFFEE-250', qty: 1 }]));
    await post(payload([{ sku: 'COFFEE-250', qty: 1 }]), { headers: { 'x-order-replay': 'yes' } });
    expect(await counted('storefront_orders_placed_total')).toBe(2);
    expect(await counted('storefront_queued_orders_received_total')).toBe(0);
  });
});

describe('stock at order time', () => {
  it("refuses a product without stock and without backorders with 409 'Error: Error while adding products', naming the line, and writes nothing", async () => {
    const before = await countOrders();
    const { status, body } = await post(payload([{ sku: 'COFFEE-250', qty: 1 }, { sku: 'TEA-OOS', qty: 1 }]));
    expect(status).toBe(409);
    expect(body.result).toBe('Error: Error while adding products');
    expect(body.meta).toEqual({ lines: [{ sku: 'TEA-OOS', qty: 1, available: 0 }] });
    expect(await countOrders()).toBe(before);
  });

  it('refuses one unit more than the stock holds (197 of 196) as a conflict, never a server error, and takes no stock', async () => {
    await upsertStock(await db(), { sku: 'LAST-FIVE', product_id: 5, qty: 196, manage_stock: 1, backorders: 0, is_in_stock: 1, updated_at: new Date().toISOString() });
    const before = await countOrders();
    const { status, body } = await post(payload([{ sku: 'LAST-FIVE', qty: 197 }]));
    expect(status).toBe(409);
    expect(body.meta).toEqual({ lines: [{ sku: 'LAST-FIVE', qty: 197, available: 196 }] });
    expect(await countOrders()).toBe(before);
    expect(await stockOf('LAST-FIVE')).toBe(196);
    expect((await post(payload([{ sku: 'LAST-FIVE', qty: 196 }]))).status).toBe(200);
    expect(await stockOf('LAST-FIVE')).toBe(0);
  });

  it('lets a product with backorders go below zero', async () => {
    await post(payload([{ sku: 'BACKORDER', qty: 2 }]));
    expect(await stockOf('BACKORDER')).toBe(-2);
  });

  it('never oversells: 50 parallel orders for the last 5 units make exactly 5 orders and stock 0', async () => {
    await upsertStock(await db(), { sku: 'LAST-FIVE', product_id: 5, qty: 5, manage_stock: 1, backorders: 0, is_in_stock: 1, updated_at: new Date().toISOString() });
    const before = await countOrders();
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(payload([{ sku: 'LAST-FIVE', qty: 1 }]))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409 && a.body.result === 'Error: Error while adding products')).toHaveLength(45);
    expect(await countOrders()).toBe(before + 5);
    expect(await stockOf('LAST-FIVE')).toBe(0);
  });
});

describe('bad input', () => {
  it('answers an address field under 2 characters with the spec validation message naming the field, writing nothing', async () => {
    const before = await countOrders();
    const bad = payload([{ sku: 'COFFEE-250', qty: 1 }]);
    bad.addressInformation.shippingAddress = { ...address, city: 'H' };
    const { status, body } = await post(bad, { host: 'localhost' });
    expect(status).toBe(400);
    expect(body.result).toContain(
      'Internal validation error. Please check if all required fields are filled in. Please contact us on service@coffee-shop.com',
    );
    expect(body.result).toContain("'addressInformation.shippingAddress.city'");
    expect(await countOrders()).toBe(before);
  });

  it('refuses a postcode under 3 characters and a missing guest e-mail, naming the field', async () => {
    const shortPostcode = payload([{ sku: 'COFFEE-250', qty: 1 }]);
    shortPostcode.addressInformation.billingAddress = { ...address, postcode: '12' };
    expect((await post(shortPostcode)).body.result).toContain('billingAddress.postcode');
    const noEmail = payload([{ sku: 'COFFEE-250', qty: 1 }]);
    const { email: _email, ...withoutEmail } = address;
    noEmail.addressInformation.billingAddress = withoutEmail as typeof address;
    noEmail.addressInformation.shippingAddress = withoutEmail as typeof address;
    expect((await post(noEmail)).body.result).toContain('billingAddress.email');
  });

  it('refuses a postcode that does not fit the country, naming the field', async () => {
    const bad = payload([{ sku: 'COFFEE-250', qty: 1 }]);
    bad.addressInformation.shippingAddress = { ...address, postcode: '2009' };
    const { status, body } = await post(bad);
    expect(status).toBe(400);
    expect(body.result).toContain("'addressInformation.shippingAddress.postcode'");
  });

  it('answers the delivery message for an unsupported country', async () => {
    const foreign = payload([{ sku: 'COFFEE-250', qty: 1 }]);
    foreign.addressInformation.shippingAddress = { ...address, countryId: 'US' };
    const { status, body } = await post(foreign, { host: 'localhost' });
    expect(status).toBe(400);
    expect(body.result).toBe('Delivering to this country is currently not possible.');
  });
});

describe("a customer's own orders", () => {
  it('lists them in the orders history and reads one', async () => {
    const customer = await signedInCustomer();
    const placed = (await post(payload([{ sku: 'COFFEE-250', qty: 1 }]), { token: customer.token })).body.result as OrderResult;
    const page = (await call(history.GET, '/api/user/order-history', { token: customer.token })).body.result as { items: OrderResult[]; total_count: number };
    expect(page.total_count).toBe(1);
    expect(page.items[0].id).toBe(placed.id);
    expect(((await call(data.GET, '/api/order/data', { token: customer.token, query: { id: placed.id } })).body.result as OrderResult).id).toBe(placed.id);
  });

  it("answers 404 for another customer's order on data, cancel and reorder", async () => {
    const owner = await signedInCustomer();
    const other = await signedInCustomer();
    const placed = (await post(payload([{ sku: 'COFFEE-250', qty: 1 }]), { token: owner.token })).body.result as OrderResult;
    expect((await call(data.GET, '/api/order/data', { token: other.token, query: { id: placed.id } })).status).toBe(404);
    expect((await call(cancel.POST, '/api/order/cancel', { token: other.token, body: { id: placed.id } })).status).toBe(404);
    expect((await call(reorder.POST, '/api/order/reorder', { token: other.token, body: { id: placed.id } })).status).toBe(404);
    expect((await call(data.GET, '/api/order/data', { query: { id: placed.id } })).status).toBe(401);
  });

  it('cancels an unprocessed order once and puts its stock back', async () => {
    const customer = await signedInCustomer();
    const before = await stockOf('MACHINE-BLACK');
    const placed = (await post(payload([{ sku: 'MACHINE-BLACK', qty: 1 }]), { token: customer.token })).body.result as OrderResult;
    const canceled = await call(cancel.POST, '/api/order/cancel', { token: customer.token, body: { id: placed.id } });
    expect((canceled.body.result as OrderResult).status).toBe('canceled');
    expect(await stockOf('MACHINE-BLACK')).toBe(before);
    expect((await call(cancel.POST, '/api/order/cancel', { token: customer.token, body: { id: placed.id } })).status).toBe(400);
  });

  it('reorders all lines, or one, into the customer cart', async () => {
    const customer = await signedInCustomer();
    const placed = (await post(payload([{ sku: 'COFFEE-250', qty: 2 }, { sku: 'MACHINE-BLACK', qty: 1 }]), { token: customer.token }))
      .body.result as OrderResult;
    const cartId = (await call(reorder.POST, '/api/order/reorder', { token: customer.token, body: { id: placed.id } })).body.result as string;
    await call(reorderItem.POST, '/api/order/reorder-item', { token: customer.token, body: { id: placed.id, sku: 'COFFEE-250' } });
    const lines = (await call(pull.GET, '/api/cart/pull', { token: customer.token, query: { cartId } })).body.result as { sku: string; qty: number }[];
    expect(lines.map(({ sku, qty }) => ({ sku, qty }))).toEqual([
      { sku: 'COFFEE-250', qty: 4 },
      { sku: 'MACHINE-BLACK', qty: 1 },
    ]);
  });
});
