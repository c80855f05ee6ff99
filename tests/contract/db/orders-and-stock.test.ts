import { randomUUID } from 'node:crypto';
import { dbAdaptersUnderTest, type OpenedDb } from './adapters';
import { AT, givenUser } from './fixtures';
import { isUniqueViolation, type Db } from '@/lib/db';
import {
  countOrdersOfUser,
  hasOrdersFromEmail,
  findIdempotencyKey,
  findOrderOfUser,
  insertOrder,
  listOrderLines,
  listOrdersOfUser,
  purgeIdempotencyKeysBefore,
  transitionOrderStatus,
} from '@/lib/commerce/orders/order-repository';
import { findStock, findStocks, releaseStock, reserveStock, upsertStock } from '@/lib/commerce/stock/stock-repository';

function newOrder(userId: string | null, key: string, createdAt = AT) {
  const id = randomUUID();
  return {
    order: {
      id,
      increment_id: id,
      user_id: userId,
      store_code: 'de_de',
      email: 'a@example.com',
      status: 'pending',
      payment_method: 'cashondelivery',
      shipping_method: 'flatrate_flatrate',
      addresses: '{}',
      totals: '{}',
      grand_total_cents: 1000,
      currency: 'EUR',
      created_at: createdAt,
      updated_at: createdAt,
    },
    lines: [
      {
        id: randomUUID(),
        order_id: id,
        sku: 'A',
        name: 'A',
        qty: 1,
        price_incl_tax_cents: 1000,
        row_total_incl_tax_cents: 1000,
        tax_rate_basis_points: 1900,
        product_option: null,
      },
    ],
    idempotency: { idempotency_key: key, order_id: id, payload_hash: 'h', created_at: createdAt },
  };
}

async function givenStock(db: Db, qty: number, backorders = 0): Promise<string> {
  const sku = randomUUID();
  await upsertStock(db, { sku, product_id: 1, qty, manage_stock: 1, backorders, is_in_stock: qty > 0 ? 1 : 0, updated_at: AT });
  return sku;
}

describe.each(dbAdaptersUnderTest())('orders and stock on $name', ({ open }) => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  it('stores an order with its lines and its idempotency key', async () => {
    const userId = await givenUser(opened.db);
    const order = newOrder(userId, randomUUID());
    await opened.db.transaction().execute((trx) => insertOrder(trx, order));
    expect(await findOrderOfUser(opened.db, userId, order.order.id)).toMatchObject({ grand_total_cents: 1000 });
    expect(await listOrderLines(opened.db, [order.order.id])).toHaveLength(1);
    expect(await findIdempotencyKey(opened.db, order.idempotency.idempotency_key)).toMatchObject({
      order_id: order.order.id,
    });
  });

  it("reads another customer's order as absent", async () => {
    const owner = await givenUser(opened.db);
    const other = await givenUser(opened.db);
    const order = newOrder(owner, randomUUID());
    await insertOrder(opened.db, order);
    expect(await findOrderOfUser(opened.db, other, order.order.id)).toBeUndefined();
  });

  it('writes nothing of an order whose idempotency key is taken', async () => {
    const key = randomUUID();
    await insertOrder(opened.db, newOrder(null, key));
    const second = newOrder(null, key);
    const error: unknown = await opened.db
      .transaction()
      .execute((trx) => insertOrder(trx, second))
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(await listOrderLines(opened.db, [second.order.id])).toEqual([]);
    const orders = await opened.db.selectFrom('orders').select('id').where('id', '=', second.order.id).execute();
    expect(orders).toEqual([]);
  });

  it('pages the orders history newest first and counts it', async () => {
    const userId = await givenUser(opened.db);
    for (let day = 1; day <= 3; day += 1) {
      await insertOrder(opened.db, newOrder(userId, randomUUID(), `2026-01-0${day}T00:00:00.000Z`));
    }
    const page = await listOrdersOfUser(opened.db, userId, 2, 1);
    expect(page.map((o) => o.created_at)).toEqual(['2026-01-03T00:00:00.000Z', '2026-01-02T00:00:00.000Z']);
    expect(await listOrdersOfUser(opened.db, userId, 2, 2)).toHaveLength(1);
    expect(await countOrdersOfUser(opened.db, userId)).toBe(3);
  });

  it('tells whether an e-mail address has ever ordered, regardless of case', async () => {
    const order = newOrder(null, randomUUID());
    order.order.email = `${randomUUID()}@example.com`;
    await insertOrder(opened.db, order);
    expect(await hasOrdersFromEmail(opened.db, order.order.email.toUpperCase())).toBe(true);
    expect(await hasOrdersFromEmail(opened.db, `${randomUUID()}@example.com`)).toBe(false);
  });

  it('keeps idempotency keys until they are older than the cut-off', async () => {
    const oldKey = randomUUID();
    const newKey = randomUUID();
    await insertOrder(opened.db, newOrder(null, oldKey, '2025-01-01T00:00:00.000Z'));
    await insertOrder(opened.db, newOrder(null, newKey, '2026-01-01T00:00:00.000Z'));
    await purgeIdempotencyKeysBefore(opened.db, '2025-06-01T00:00:00.000Z');
    expect(await findIdempotencyKey(opened.db, oldKey)).toBeUndefined();
    expect(await findIdempotencyKey(opened.db, newKey)).toBeDefined();
  });

  it('moves an order status only from an allowed status', async () => {
    const order = newOrder(null, randomUUID());
    await insertOrder(opened.db, order);
    expect(await transitionOrderStatus(opened.db, order.order.id, ['pending'], 'canceled', AT)).toBe(true);
    expect(await transitionOrderStatus(opened.db, order.order.id, ['pending'], 'canceled', AT)).toBe(false);
  });

  it('reserves stock only while enough is left', async () => {
    const sku = await givenStock(opened.db, 2);
    expect(await reserveStock(opened.db, sku, 2, AT)).toBe(true);
    expect(await reserveStock(opened.db, sku, 1, AT)).toBe(false);
    expect((await findStock(opened.db, sku))?.qty).toBe(0);
    await releaseStock(opened.db, sku, 1, AT);
    expect((await findStock(opened.db, sku))?.qty).toBe(1);
  });

  it('lets backorders go below zero', async () => {
    const sku = await givenStock(opened.db, 1, 1);
    expect(await reserveStock(opened.db, sku, 3, AT)).toBe(true);
    expect((await findStock(opened.db, sku))?.qty).toBe(-2);
  });

  it('never oversells under concurrent reservations', async () => {
    const sku = await givenStock(opened.db, 5);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => opened.db.transaction().execute((trx) => reserveStock(trx, sku, 1, AT))),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
    expect((await findStock(opened.db, sku))?.qty).toBe(0);
  });

  it('refuses an unknown sku and lists known ones', async () => {
    const sku = await givenStock(opened.db, 4);
    expect(await reserveStock(opened.db, `unknown-${sku}`, 1, AT)).toBe(false);
    expect(await findStocks(opened.db, [sku, `unknown-${sku}`])).toEqual([expect.objectContaining({ sku, qty: 4 })]);
  });
});
