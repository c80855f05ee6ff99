/**
 * Follow-up orders (issue 16) on every engine: a year of a 4-weekly subscription with one skip,
 * one pause and a price change; terms; out of stock; a crash inside the order transaction; the
 * same cycle run twice at once.
 */
import { EmbeddedCatalogIndex, useCatalogIndex } from '@/lib/catalog/search';
import { SUBSCRIPTION_MAIL_TEMPLATES } from '@/lib/config/subscriptions';
import { changeSubscription } from '@/lib/commerce/subscriptions/subscriptions';
import { placeSubscriptionCycle } from '@/lib/commerce/subscriptions/subscription-cycles';
import { defineSubscriptionJobs } from '@/lib/commerce/subscriptions/subscription-jobs';
import { upsertStock } from '@/lib/commerce/stock/stock-repository';
import type { JobRunner } from '@/lib/jobs';
import { addDays } from '@/lib/subscriptions';
import type { OpenedDb } from '../db/adapters';
import { runnersUnderTest } from '../jobs/runners';
import { TEST_PRODUCTS, TEST_REMOTE_CONFIG, TEST_TAX_RULES } from '../../integration/commerce/test-catalog';
import { renderMail } from '@/lib/commerce/mail/mail-templates';
import { getStore } from '@/lib/config/stores';
import { followUpOrders, givenSavedMethod, givenSubscription, mailsOf, SUBSCRIBED_SKU } from './fixtures';
import { chargeSubscriptionOrder } from '@/lib/commerce/subscriptions/subscription-charges';
import { sweepUnpaidOrders } from '@/lib/commerce/payments';
import { ORDER_CONFIRMATION_MAIL_TEMPLATE } from '@/lib/config/payments';

jest.setTimeout(120_000);

async function useCatalogWithPrice(engine: EmbeddedCatalogIndex, price: number): Promise<void> {
  const products = TEST_PRODUCTS.map((p) => (p.sku === SUBSCRIBED_SKU ? { ...p, price, final_price: price } : p));
  for (const index of ['catalog_de_de', 'catalog_default']) {
    await engine.replace(index, { product: products, taxrule: TEST_TAX_RULES, config: TEST_REMOTE_CONFIG });
  }
}

const catalogue = new EmbeddedCatalogIndex(null);
beforeAll(async () => {
  await useCatalogWithPrice(catalogue, 12.99);
  useCatalogIndex(catalogue);
});
afterAll(() => useCatalogIndex(undefined));

describe.each(runnersUnderTest())('subscription cycles: $name', (engine) => {
  let opened: OpenedDb;
  let queue: string;
  let runner: JobRunner;
  let now: Date;
  const at = (day: string) => new Date(`${day}T06:00:00.000Z`);

  beforeEach(async () => {
    await useCatalogWithPrice(catalogue, 12.99);
    opened = await engine.open();
    queue = engine.newQueue();
    now = at('2026-01-05');
    runner = engine.runner(opened, () => now, queue);
    defineSubscriptionJobs(runner, opened.db);
  });
  afterEach(async () => {
    await runner.stop();
    await opened.close();
    await engine.dropQueue(queue);
  });

  async function runDays(from: string, to: string, each: (day: string) => Promise<void> = async () => undefined): Promise<void> {
    for (let day = from; day <= to; day = addDays(day, 1)) {
      now = at(day);
      await each(day);
      await runner.drain();
    }
  }

  it('a year of a 4-weekly subscription with a skip, a pause and a price change places exactly the right orders on the right dates', async () => {
    const sub = await givenSubscription(opened.db, { start: '2026-01-05' });
    await runDays('2026-01-06', '2027-01-04', async (day) => {
      if (day === '2026-03-10') await changeSubscription(opened.db, sub.user, sub.id, { action: 'skip' }, 'en-US', now);
      if (day === '2026-06-01') await changeSubscription(opened.db, sub.user, sub.id, { action: 'pause' }, 'en-US', now);
      if (day === '2026-07-10') await changeSubscription(opened.db, sub.user, sub.id, { action: 'reactivate' }, 'en-US', now);
      if (day === '2026-08-01') await useCatalogWithPrice(catalogue, 14.99);
    });
    const orders = await followUpOrders(opened.db, sub.user.id, sub.order.id);
    // 03-30 skipped; 06-22 fell in the pause; reactivated on 07-10 the schedule resumes on 07-20.
    expect(orders.map((o) => o.day)).toEqual([
      '2026-02-02', '2026-03-02', '2026-04-27', '2026-05-25', '2026-07-20', '2026-08-17',
      '2026-09-14', '2026-10-12', '2026-11-09', '2026-12-07', '2027-01-04',
    ]);
    expect(orders.map((o) => o.price_incl_tax_cents)).toEqual([1299, 1299, 1299, 1299, 1299, 1499, 1499, 1499, 1499, 1499, 1499]);
    expect(new Set(orders.map((o) => `${o.status}/${o.payment_method}/${o.qty}`))).toEqual(new Set(['processing/card/2']));
    const row = await opened.db.selectFrom('subscriptions').selectAll().where('id', '=', sub.id).executeTakeFirstOrThrow();
    expect([row.status, row.deliveries_made, row.next_order_date]).toEqual(['active', 12, '2027-02-01']);
    const reminders = await mailsOf(opened.db, sub.user.email, SUBSCRIPTION_MAIL_TEMPLATES.reminder);
    expect(reminders.map((m) => [m.created_at.slice(0, 10), JSON.parse(m.payload).next_order_date])).toEqual(orders.map((o) => [addDays(o.day, -3), o.day]));
    const stock = await opened.db.selectFrom('stock').select('qty').where('sku', '=', SUBSCRIBED_SKU).executeTakeFirstOrThrow();
    expect(stock.qty).toBe(100 - 2 * orders.length);
  });

  it('ends a term by number of deliveries in complete, and one by end date after its last delivery', async () => {
    const byCount = await givenSubscription(opened.db, { start: '2026-01-05', term: 'deliveries', deliveries: 3, interval_days: 14 });
    const byDate = await givenSubscription(opened.db, { start: '2026-01-05', term: 'end_date', end_date: '2026-03-02', interval_days: 28 });
    await runDays('2026-01-06', '2026-05-01');
    expect((await followUpOrders(opened.db, byCount.user.id, byCount.order.id)).map((o) => o.day)).toEqual(['2026-01-19', '2026-02-02']);
    expect((await followUpOrders(opened.db, byDate.user.id, byDate.order.id)).map((o) => o.day)).toEqual(['2026-02-02', '2026-03-02']);
    const rows = await opened.db.selectFrom('subscriptions').select(['id', 'status', 'deliveries_made']).where('id', 'in', [byCount.id, byDate.id]).orderBy('id').execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.status, r.deliveries_made]]))).toEqual({ [byCount.id]: ['complete', 3], [byDate.id]: ['complete', 3] });
  });

  it('follows a monthly interval on calendar months, keeping the start day through short months', async () => {
    const sub = await givenSubscription(opened.db, { start: '2026-01-31', interval_days: 30, interval_months: 1 });
    expect((await opened.db.selectFrom('subscriptions').select('next_order_date').where('id', '=', sub.id).executeTakeFirstOrThrow()).next_order_date).toBe('2026-02-28');
    await runDays('2026-02-01', '2026-05-31');
    expect((await followUpOrders(opened.db, sub.user.id, sub.order.id)).map((o) => o.day)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
  });

  it('places a yearly subscription once a year', async () => {
    const sub = await givenSubscription(opened.db, { start: '2026-01-05', interval_days: 360, interval_months: 12 });
    await runDays('2027-01-03', '2027-01-06');
    await runDays('2028-01-04', '2028-01-06');
    expect((await followUpOrders(opened.db, sub.user.id, sub.order.id)).map((o) => o.day)).toEqual(['2027-01-05', '2028-01-05']);
  });

  it('moves the cycle one interval when the coffee is out of stock and tells the customer', async () => {
    const sub = await givenSubscription(opened.db, { start: '2026-01-05' });
    await upsertStock(opened.db, { sku: SUBSCRIBED_SKU, product_id: 9, qty: 0, is_in_stock: 0, manage_stock: 1, backorders: 0, updated_at: '2026-01-05T00:00:00.000Z' });
    await runDays('2026-01-06', '2026-02-10');
    expect(await followUpOrders(opened.db, sub.user.id, sub.order.id)).toEqual([]);
    const told = await mailsOf(opened.db, sub.user.email, SUBSCRIPTION_MAIL_TEMPLATES.outOfStock);
    expect(told.map((m) => JSON.parse(m.payload))).toEqual([expect.objectContaining({ skipped_date: '2026-02-02', next_order_date: '2026-03-02' })]);
    await upsertStock(opened.db, { sku: SUBSCRIBED_SKU, product_id: 9, qty: 10, is_in_stock: 1, manage_stock: 1, backorders: 0, updated_at: '2026-02-10T00:00:00.000Z' });
    await runDays('2026-02-11', '2026-03-02');
    expect((await followUpOrders(opened.db, sub.user.id, sub.order.id)).map((o) => o.day)).toEqual(['2026-03-02']);
    const row = await opened.db.selectFrom('subscriptions').selectAll().where('id', '=', sub.id).executeTakeFirstOrThrow();
    expect([row.deliveries_made, row.next_order_date]).toEqual([2, '2026-03-30']);
  });

  it("keeps a cycle order's Idempotency-Key for 7 days and the scan forgets it after", async () => {
    const sub = await givenSubscription(opened.db, { start: '2026-01-05' });
    const key = `subscription:${sub.id}:cycle:2026-02-02`;
    const kept = async () => (await opened.db.selectFrom('order_idempotency_keys').select('idempotency_key').where('idempotency_key', '=', key).execute()).length;
    await runDays('2026-01-06', '2026-02-09');
    expect((await followUpOrders(opened.db, sub.user.id, sub.order.id)).map((o) => o.day)).toEqual(['2026-02-02']);
    expect(await kept()).toBe(1);
    await runDays('2026-02-10', '2026-02-10');
    expect(await kept()).toBe(0);
  });

  it('a crash between the order and the schedule update leaves nothing, and the re-run places one order', async () => {
    const sub = await givenSubscription(opened.db, { start: '2026-01-05' });
    now = at('2026-02-02');
    const crash = placeSubscriptionCycle(opened.db, sub.id, now, { beforeScheduleMoves: async () => { throw new Error('process killed'); } });
    await expect(crash).rejects.toThrow('process killed');
    expect(await followUpOrders(opened.db, sub.user.id, sub.order.id)).toEqual([]);
    await runner.drain();
    await runner.drain();
    expect((await placeSubscriptionCycle(opened.db, sub.id, now)).kind).toBe('not_due');
    expect((await followUpOrders(opened.db, sub.user.id, sub.order.id)).map((o) => o.day)).toEqual(['2026-02-02']);
  });

  it('the same cycle run twice at once places one order', async () => {
    const subs = await Promise.all([0, 1, 2, 3, 4].map(() => givenSubscription(opened.db, { start: '2026-01-05' })));
    now = at('2026-02-02');
    const outcomes = await Promise.allSettled(subs.flatMap((sub) => [placeSubscriptionCycle(opened.db, sub.id, now), placeSubscriptionCycle(opened.db, sub.id, now)]));
    for (const sub of subs) {
      expect((await followUpOrders(opened.db, sub.user.id, sub.order.id)).length).toBe(1);
      const row = await opened.db.selectFrom('subscriptions').selectAll().where('id', '=', sub.id).executeTakeFirstOrThrow();
      expect(row.deliveries_made).toBe(2);
    }
    expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBeGreaterThanOrEqual(5);
  });

  async function stockOf(sku: string): Promise<number> {
    return (await opened.db.selectFrom('stock').select('qty').where('sku', '=', sku).executeTakeFirstOrThrow()).qty;
  }

  async function attemptDays(): Promise<string[]> {
    const events = await opened.db.selectFrom('payment_events').select(['occurred_at', 'kind']).where('event_id', 'like', '%:saved:%').orderBy('occurred_at').execute();
    return events.map((e) => `${e.occurred_at.slice(0, 10)} ${e.kind}`);
  }

  it('charges each follow-up order with the saved card: the order is paid and confirmed', async () => {
    const sub = await givenSubscription(opened.db, { start: '2026-01-05' });
    await runDays('2026-01-06', '2026-03-02');
    const orders = await followUpOrders(opened.db, sub.user.id, sub.order.id);
    expect(orders.map((o) => `${o.day} ${o.status}`)).toEqual(['2026-02-02 processing', '2026-03-02 processing']);
    expect(await attemptDays()).toEqual(['2026-02-02 succeeded', '2026-03-02 succeeded']);
    const payments = await opened.db.selectFrom('payments').select(['status', 'amount_cents']).orderBy('created_at').execute();
    expect(payments).toEqual([{ status: 'succeeded', amount_cents: expect.any(Number) }, { status: 'succeeded', amount_cents: expect.any(Number) }]);
    expect(payments[0].amount_cents).toBeGreaterThan(0);
    expect((await mailsOf(opened.db, sub.user.email, ORDER_CONFIRMATION_MAIL_TEMPLATE)).map((m) => m.created_at.slice(0, 10))).toEqual(['2026-02-02', '2026-03-02']);
  });

  it('retries a declined saved card after 1, 2 and 4 days, then cancels the order, suspends the subscription and tells the customer in the store\'s language', async () => {
    const sub = await givenSubscription(opened.db, { start: '2026-01-05', savedToken: 'tok_chargeDeclined' });
    const statusOn: Record<string, string> = {};
    await runDays('2026-01-06', '2026-03-31', async (day) => {
      // The unpaid-order sweep leaves an order alone while its charge is being retried.
      if (day === '2026-02-06') await sweepUnpaidOrders(opened.db, now, 60_000);
      const [order] = await followUpOrders(opened.db, sub.user.id, sub.order.id);
      if (order) statusOn[day] = order.status;
    });
    expect(await attemptDays()).toEqual(['2026-02-02 declined', '2026-02-03 declined', '2026-02-05 declined', '2026-02-09 declined']);
    expect([statusOn['2026-02-08'], statusOn['2026-02-10']]).toEqual(['pending_payment', 'canceled']);
    const orders = await followUpOrders(opened.db, sub.user.id, sub.order.id);
    expect(orders.map((o) => `${o.day} ${o.status}`)).toEqual(['2026-02-02 canceled']);
    expect(await stockOf(SUBSCRIBED_SKU)).toBe(100);
    const row = await opened.db.selectFrom('subscriptions').selectAll().where('id', '=', sub.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('suspended');
    const charge = await opened.db.selectFrom('subscription_charges').selectAll().executeTakeFirstOrThrow();
    expect([charge.status, charge.attempts, charge.last_result]).toEqual(['failed', 4, 'declined']);
    const told = await mailsOf(opened.db, sub.user.email, SUBSCRIPTION_MAIL_TEMPLATES.paymentFailed);
    expect(told).toHaveLength(1);
    expect([told[0].created_at.slice(0, 10), told[0].locale]).toEqual(['2026-02-09', 'de-DE']);
    const mail = renderMail(told[0].template, 'de-DE', getStore('de_de'), JSON.parse(told[0].payload));
    expect(mail.subject).toBe(`Dein Abo #${sub.id} ist ausgesetzt: Die Zahlung ist fehlgeschlagen`);
    const { increment_id } = await opened.db.selectFrom('orders').select('increment_id').where('user_id', '=', sub.user.id).where('id', '!=', sub.order.id).executeTakeFirstOrThrow();
    expect(mail.text).toContain(`Bestellung ${increment_id} deines Abos #${sub.id} (Crema)`);
    expect(mail.text).not.toMatch(/\{\w+\}/);
  });

  it('charges the card the customer saved after a decline at the next retry, and the subscription runs on', async () => {
    const sub = await givenSubscription(opened.db, { start: '2026-01-05', savedToken: 'tok_chargeDeclined' });
    await runDays('2026-01-06', '2026-03-02', async (day) => {
      if (day === '2026-02-03') await givenSavedMethod(opened.db, sub.user.id, 'tok_visa', now.toISOString());
    });
    expect(await attemptDays()).toEqual(['2026-02-02 declined', '2026-02-03 succeeded', '2026-03-02 succeeded']);
    const orders = await followUpOrders(opened.db, sub.user.id, sub.order.id);
    expect(orders.map((o) => `${o.day} ${o.status}`)).toEqual(['2026-02-02 processing', '2026-03-02 processing']);
    const row = await opened.db.selectFrom('subscriptions').selectAll().where('id', '=', sub.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    expect(await mailsOf(opened.db, sub.user.email, SUBSCRIPTION_MAIL_TEMPLATES.paymentFailed)).toEqual([]);
  });

  it('a customer without a saved method is treated as a failed payment, and one attempt run twice at once counts once', async () => {
    const sub = await givenSubscription(opened.db, { start: '2026-01-05', savedToken: null });
    now = at('2026-02-02');
    const placed = await placeSubscriptionCycle(opened.db, sub.id, now);
    if (placed.kind !== 'ordered') throw new Error(`expected an order, got ${placed.kind}`);
    const outcomes = await Promise.all([chargeSubscriptionOrder(opened.db, placed.order_id, now), chargeSubscriptionOrder(opened.db, placed.order_id, now)]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['not_due', 'retry']);
    const charge = await opened.db.selectFrom('subscription_charges').selectAll().executeTakeFirstOrThrow();
    expect([charge.attempts, charge.last_result, charge.next_attempt_at]).toEqual([1, 'no_saved_method', '2026-02-03T06:00:00.000Z']);
    expect((await chargeSubscriptionOrder(opened.db, placed.order_id, now)).kind).toBe('not_due');
  });
});
