import { dbAdaptersUnderTest, type OpenedDb } from './adapters';
import { givenOrder, givenUser } from './fixtures';
import { isUniqueViolation } from '@/lib/db';
import {
  cancelSubscriptionsOfOrder,
  findSubscriptionOfUser,
  insertSubscriptions,
  listSubscriptionsOfOrder,
  listSubscriptionsOfUser,
  updateSubscription,
} from '@/lib/commerce/subscriptions/subscription-repository';
import { subscriptionRows } from '@/lib/commerce/subscriptions/subscriptions';
import { deleteUser } from '@/lib/commerce/users/user-repository';

const ADDRESSES = { shipping: { city: 'Hamburg' }, billing: { city: 'Bremen' } };
const PLAN = { interval_days: 28, term: 'unlimited' as const, end_date: null, deliveries: null };

function line(position: number, sku = 'DEMO-COF-SUBSCRIPTION') {
  return { position, sku, name: 'Crema', qty: 2, price_incl_tax_cents: 1299, plan: PLAN };
}

describe.each(dbAdaptersUnderTest())('subscriptions on $name', ({ open }) => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  it('stores one subscription per line, active from the order day with the next order one interval later', async () => {
    const userId = await givenUser(opened.db);
    const order = await givenOrder(opened.db, userId, { addresses: ADDRESSES, createdAt: '2026-11-22T09:30:00.000Z' });
    await insertSubscriptions(opened.db, subscriptionRows(order, [line(1), line(3, 'OTHER')]));
    const rows = await listSubscriptionsOfOrder(opened.db, order.id);
    expect(rows.map((r) => [r.id, r.sku, r.status, r.start_date, r.next_order_date, r.interval_days, r.term, r.qty, r.deliveries_made])).toEqual([
      [`${order.increment_id}-1`, 'DEMO-COF-SUBSCRIPTION', 'active', '2026-11-22', '2026-12-20', 28, 'unlimited', 2, 1],
      [`${order.increment_id}-3`, 'OTHER', 'active', '2026-11-22', '2026-12-20', 28, 'unlimited', 2, 1],
    ]);
    expect(JSON.parse(rows[0].addresses)).toEqual(ADDRESSES);
  });

  it('refuses a second subscription for the same order line', async () => {
    const userId = await givenUser(opened.db);
    const order = await givenOrder(opened.db, userId, { addresses: ADDRESSES });
    await insertSubscriptions(opened.db, subscriptionRows(order, [line(1)]));
    const refused: unknown = await insertSubscriptions(opened.db, subscriptionRows(order, [line(1)])).catch((error: unknown) => error);
    expect(isUniqueViolation(refused)).toBe(true);
    expect(await listSubscriptionsOfOrder(opened.db, order.id)).toHaveLength(1);
  });

  it("lists a customer's own subscriptions only, newest first", async () => {
    const userId = await givenUser(opened.db);
    const other = await givenUser(opened.db);
    const older = await givenOrder(opened.db, userId, { addresses: ADDRESSES, createdAt: '2026-10-01T10:00:00.000Z' });
    const newer = await givenOrder(opened.db, userId, { addresses: ADDRESSES, createdAt: '2026-11-01T10:00:00.000Z' });
    await insertSubscriptions(opened.db, subscriptionRows(older, [line(1)]));
    await insertSubscriptions(opened.db, subscriptionRows(newer, [line(1)]));
    await insertSubscriptions(opened.db, subscriptionRows(await givenOrder(opened.db, other, { addresses: ADDRESSES }), [line(1)]));
    expect((await listSubscriptionsOfUser(opened.db, userId)).map((r) => r.order_id)).toEqual([newer.id, older.id]);
    expect(await findSubscriptionOfUser(opened.db, other, `${newer.increment_id}-1`)).toBeUndefined();
  });

  it('writes a change only over the state it was read from', async () => {
    const userId = await givenUser(opened.db);
    const order = await givenOrder(opened.db, userId, { addresses: ADDRESSES });
    await insertSubscriptions(opened.db, subscriptionRows(order, [line(1)]));
    const read = (await findSubscriptionOfUser(opened.db, userId, `${order.increment_id}-1`))!;
    expect(await updateSubscription(opened.db, read, { status: 'paused', updated_at: '2026-11-23T10:00:00.000Z' })).toBe(true);
    expect(await updateSubscription(opened.db, read, { status: 'cancelled', updated_at: '2026-11-23T10:00:01.000Z' })).toBe(false);
    expect(await updateSubscription(opened.db, { ...read, user_id: await givenUser(opened.db) }, { status: 'cancelled' })).toBe(false);
    expect((await findSubscriptionOfUser(opened.db, userId, read.id))?.status).toBe('paused');
  });

  it("ends an order's subscriptions that can still be cancelled, and no one else's", async () => {
    const userId = await givenUser(opened.db);
    const order = await givenOrder(opened.db, userId, { addresses: ADDRESSES });
    const rows = subscriptionRows(order, [line(1), line(2)]);
    await insertSubscriptions(opened.db, [rows[0], { ...rows[1], status: 'expired' }]);
    const neighbour = await givenOrder(opened.db, userId, { addresses: ADDRESSES });
    await insertSubscriptions(opened.db, subscriptionRows(neighbour, [line(1)]));
    await cancelSubscriptionsOfOrder(opened.db, order.id, '2026-11-23T10:00:00.000Z');
    expect((await listSubscriptionsOfOrder(opened.db, order.id)).map((r) => r.status)).toEqual(['cancelled', 'expired']);
    expect((await listSubscriptionsOfOrder(opened.db, neighbour.id)).map((r) => r.status)).toEqual(['active']);
  });

  it('goes with the deleted account', async () => {
    const userId = await givenUser(opened.db);
    const order = await givenOrder(opened.db, userId, { addresses: ADDRESSES });
    await insertSubscriptions(opened.db, subscriptionRows(order, [line(1)]));
    await deleteUser(opened.db, userId);
    expect(await listSubscriptionsOfUser(opened.db, userId)).toEqual([]);
  });
});
