/**
 * Subscriptions through the route handlers (spec 02 §3–§6): a guest cannot add a subscription
 * line, an order starts one subscription per subscribed line in its own transaction (a replay
 * starts none), and a customer reads and changes only their own. SQLite always; PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { signedInCustomer } from './customer-accounts';
import { orderPayload } from './order-payloads';
import * as create from '@/app/api/cart/create/route';
import * as update from '@/app/api/cart/update/route';
import * as pull from '@/app/api/cart/pull/route';
import * as paymentMethods from '@/app/api/cart/payment-methods/route';
import * as order from '@/app/api/order/route';
import * as cancelOrder from '@/app/api/order/cancel/route';
import * as list from '@/app/api/user/subscriptions/route';
import * as one from '@/app/api/user/subscriptions/[id]/route';
import * as act from '@/app/api/user/subscriptions/[id]/[action]/route';
import { addDays, addMonths, calendarDateOf } from '@/lib/subscriptions';
import type { SubscriptionView } from '@/lib/contract/subscription';
import en from '@/locales/en-US/subscriptions.json';
import de from '@/locales/de-DE/subscriptions.json';

const { db } = useTempDatabase();
useTestCatalog();

const SKU = 'SUBSCRIPTION-COFFEE';
/** option_type_id → interval on the test product: 3 is 28 days, 6 is 30 days (none of the spec's), 7 is 3 months, 8 a year, 9 is 5 months (none). */
const period = (optionTypeId: number) => ({ extension_attributes: { billing_period: { option_value: String(optionTypeId) } } });
const subscribed = (optionTypeId = 3, extra: Record<string, unknown> = {}) => ({ sku: SKU, qty: 2, is_subscription: true, product_option: { extension_attributes: { ...period(optionTypeId).extension_attributes, ...extra } } });

async function cartOf(token?: string): Promise<string> {
  return (await call(create.POST, '/api/cart/create', { method: 'POST', token })).body.result as string;
}

function placeOrder(products: unknown[], token?: string, key = randomUUID(), payment = 'card') {
  const body = orderPayload(products as { sku: string; qty: number }[]);
  body.addressInformation.payment_method_code = payment;
  return call(order.POST, '/api/order', { body, token, headers: { 'idempotency-key': key } });
}

async function countSubscriptions(): Promise<number> {
  const row = await (await db()).selectFrom('subscriptions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function subscriptionOf(token: string): Promise<SubscriptionView> {
  const { body } = await placeOrder([subscribed()], token);
  expect(body.code).toBe(200);
  return ((await call(list.GET, '/api/user/subscriptions', { token })).body.result as SubscriptionView[])[0];
}

const action = (token: string, id: string, name: string, body?: unknown) => call(act.POST, `/api/user/subscriptions/${id}/${name}`, { token, params: { id, action: name }, body: body ?? {} });
const today = () => calendarDateOf(new Date());

describe('a subscription line in the cart', () => {
  it('is refused for a guest with 400 and the login text, and the cart stays empty', async () => {
    const cartId = await cartOf();
    const { status, body } = await call(update.POST, '/api/cart/update', { query: { cartId }, body: { cartItem: subscribed() } });
    expect({ status, result: body.result }).toEqual({ status: 400, result: de.errors.loginRequired });
    expect((await call(pull.GET, '/api/cart/pull', { query: { cartId } })).body.result).toEqual([]);
  });

  it('is taken for a logged-in customer and kept as a subscription with its period', async () => {
    const customer = await signedInCustomer();
    const cartId = await cartOf(customer.token);
    expect((await call(update.POST, '/api/cart/update', { query: { cartId }, token: customer.token, body: { cartItem: subscribed() } })).status).toBe(200);
    const lines = (await call(pull.GET, '/api/cart/pull', { query: { cartId }, token: customer.token })).body.result as { is_subscription: boolean; product_option: unknown }[];
    expect(lines).toEqual([expect.objectContaining({ is_subscription: true, product_option: period(3) })]);
  });

  it('limits the payment methods to credit card and PayPal (spec 02 §6); a cart without one keeps them all', async () => {
    const customer = await signedInCustomer();
    const cartId = await cartOf(customer.token);
    const codes = async () => ((await call(paymentMethods.GET, '/api/cart/payment-methods', { query: { cartId }, token: customer.token })).body.result as { code: string }[]).map((m) => m.code);
    await call(update.POST, '/api/cart/update', { query: { cartId }, token: customer.token, body: { cartItem: { sku: 'COFFEE-250', qty: 1 } } });
    expect(await codes()).toContain('cashondelivery');
    await call(update.POST, '/api/cart/update', { query: { cartId }, token: customer.token, body: { cartItem: subscribed() } });
    expect(await codes()).toEqual(['card', 'paypal']);
  });

  it.each([
    ['a period that is not one of the spec intervals', subscribed(6), de.errors.intervalInvalid],
    ['a month period that is not one of the shop intervals', subscribed(9), de.errors.intervalInvalid],
    ['a period the product does not offer', subscribed(12), de.errors.intervalInvalid],
    ['an end date off a month schedule', subscribed(7, { end_type: 'end_date', subscription_end_date: addDays(addMonths(today(), 6), 1) }), de.errors.endDateMismatch],
    ['a product that is not subscribable', { ...subscribed(), sku: 'COFFEE-250' }, de.errors.notOffered],
    ['an end date off the schedule', subscribed(3, { end_type: 'end_date', subscription_end_date: addDays(today(), 30) }), de.errors.endDateMismatch],
  ])('is refused with 400 for %s, changing nothing', async (_case, cartItem, message) => {
    const customer = await signedInCustomer();
    const cartId = await cartOf(customer.token);
    const { status, body } = await call(update.POST, '/api/cart/update', { query: { cartId }, token: customer.token, body: { cartItem } });
    expect({ status, result: body.result }).toEqual({ status: 400, result: message });
    expect((await call(pull.GET, '/api/cart/pull', { query: { cartId }, token: customer.token })).body.result).toEqual([]);
  });

  it("refuses in the store's language: English on the international store", async () => {
    const host = 'localhost';
    const cartId = (await call(create.POST, '/api/cart/create', { method: 'POST', host })).body.result as string;
    const { status, body } = await call(update.POST, '/api/cart/update', { query: { cartId }, host, body: { cartItem: subscribed() } });
    expect({ status, result: body.result }).toEqual({ status: 400, result: en.errors.loginRequired });
  });
});

describe('an order with subscription lines', () => {
  it('starts one active subscription per line: interval, start today, next one interval later, unlimited, the order addresses', async () => {
    const customer = await signedInCustomer();
    const { body } = await placeOrder([subscribed(), { sku: 'COFFEE-250', qty: 1 }, subscribed(1)], customer.token);
    const placed = body.result as { id: string; increment_id: string };
    const found = (await call(list.GET, '/api/user/subscriptions', { token: customer.token })).body.result as SubscriptionView[];
    expect(found.map((s) => [s.id, s.interval_days, s.next_order_date]).sort()).toEqual([
      [`${placed.increment_id}-1`, 28, addDays(today(), 28)],
      [`${placed.increment_id}-3`, 14, addDays(today(), 14)],
    ]);
    expect(found[0]).toMatchObject({
      status: 'active', sku: SKU, qty: 2, start_date: today(), term: 'unlimited', end_date: null, order_id: placed.id,
      price_incl_tax: 12.99, row_total_incl_tax: 25.98, beans_per_delivery: 75, actions: ['pause', 'skip', 'edit', 'cancel'], outdated: false,
      addresses: { shipping: expect.objectContaining({ city: 'Hamburg' }), billing: expect.objectContaining({ city: 'Hamburg' }) },
    });
  });

  it('starts month and year subscriptions on calendar months, with their end date on the schedule', async () => {
    const customer = await signedInCustomer();
    const end = addMonths(today(), 9);
    const { body } = await placeOrder([subscribed(7, { end_type: 'end_date', subscription_end_date: end }), subscribed(8)], customer.token);
    const placed = body.result as { increment_id: string };
    const found = (await call(list.GET, '/api/user/subscriptions', { token: customer.token })).body.result as SubscriptionView[];
    expect(found.map((s) => [s.id, s.interval_months, s.next_order_date, s.end_date]).sort()).toEqual([
      [`${placed.increment_id}-1`, 3, addMonths(today(), 3), end],
      [`${placed.increment_id}-2`, 12, addMonths(today(), 12), null],
    ]);
    const yearly = found.find((s) => s.interval_months === 12)!;
    expect((await action(customer.token, yearly.id, 'skip')).body.result).toMatchObject({ next_order_date: addMonths(today(), 24) });
  });

  it('starts no second subscription when the same order is sent again', async () => {
    const customer = await signedInCustomer();
    const key = randomUUID();
    await placeOrder([subscribed()], customer.token, key);
    const before = await countSubscriptions();
    expect((await placeOrder([subscribed()], customer.token, key)).status).toBe(200);
    expect(await countSubscriptions()).toBe(before);
  });

  it.each([
    ['from a guest', undefined, 'card', de.errors.loginRequired],
    ['paid cash on delivery', 'customer', 'cashondelivery', de.errors.paymentMethod],
  ])('is refused %s with 400, storing neither order nor subscription', async (_case, who, payment, message) => {
    const token = who ? (await signedInCustomer()).token : undefined;
    const orders = await (await db()).selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const subscriptions = await countSubscriptions();
    const { status, body } = await placeOrder([subscribed()], token, randomUUID(), payment);
    expect({ status, result: body.result }).toEqual({ status: 400, result: message });
    const after = await (await db()).selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(orders.n));
    expect(await countSubscriptions()).toBe(subscriptions);
  });

  it('stores neither when the order fails on stock', async () => {
    const customer = await signedInCustomer();
    const before = await countSubscriptions();
    const { status } = await placeOrder([subscribed(), { sku: 'TEA-OOS', qty: 1 }], customer.token);
    expect(status).toBe(409);
    expect(await countSubscriptions()).toBe(before);
  });

  it('cancelling the order ends the subscription it started', async () => {
    const customer = await signedInCustomer();
    const { body } = await placeOrder([subscribed()], customer.token, randomUUID(), 'paypal');
    const placed = body.result as { id: string; increment_id: string };
    const canceled = await call(cancelOrder.POST, '/api/order/cancel', { token: customer.token, body: { id: placed.id } });
    expect(canceled.status).toBe(200);
    const id = `${placed.increment_id}-1`;
    expect(((await call(one.GET, `/api/user/subscriptions/${id}`, { token: customer.token, params: { id } })).body.result as SubscriptionView).status).toBe('cancelled');
  });
});

describe("a customer's own subscriptions", () => {
  it('pause, reactivate, skip (next date one interval on) and cancel, each answered with the new state', async () => {
    const customer = await signedInCustomer();
    const { id, next_order_date: next } = await subscriptionOf(customer.token);
    expect((await action(customer.token, id, 'pause')).body.result).toMatchObject({ status: 'paused', actions: ['reactivate', 'edit', 'cancel'] });
    expect((await action(customer.token, id, 'reactivate')).body.result).toMatchObject({ status: 'active', next_order_date: next });
    expect((await action(customer.token, id, 'skip')).body.result).toMatchObject({ status: 'active', next_order_date: addDays(next, 28) });
    expect((await action(customer.token, id, 'cancel')).body.result).toMatchObject({ status: 'cancelled', actions: [] });
  });

  it('edits interval, quantity and next date, and refuses bad input with the spec texts, changing nothing', async () => {
    const customer = await signedInCustomer();
    const { id } = await subscriptionOf(customer.token);
    const edit = { interval_days: 42, qty: 3, next_order_date: addDays(today(), 10), term: 'end_date', end_date: addDays(today(), 94) };
    expect((await action(customer.token, id, 'edit', edit)).body.result).toMatchObject({ ...edit, row_total_incl_tax: 38.97 });
    for (const [changes, message] of [
      [{ qty: 0 }, de.errors.minQty],
      [{ interval_days: 30 }, de.errors.incorrectInput],
      [{ next_order_date: today() }, de.errors.nextDateInPast],
      [{ end_date: addDays(today(), 95) }, de.errors.endDateMismatch],
    ] as const) {
      const refused = await action(customer.token, id, 'edit', { ...edit, ...changes });
      expect({ status: refused.status, result: refused.body.result }).toEqual({ status: 400, result: message });
    }
    expect((await call(one.GET, `/api/user/subscriptions/${id}`, { token: customer.token, params: { id } })).body.result).toMatchObject(edit);
  });

  it('edits a week interval into a month interval and back, and refuses a month interval the shop does not offer', async () => {
    const customer = await signedInCustomer();
    const { id } = await subscriptionOf(customer.token);
    const next = addDays(today(), 10);
    const monthly = { interval_days: 60, interval_months: 2, qty: 1, next_order_date: next, term: 'end_date', end_date: addMonths(next, 4) };
    expect((await action(customer.token, id, 'edit', monthly)).body.result).toMatchObject(monthly);
    expect((await action(customer.token, id, 'skip')).body.result).toMatchObject({ next_order_date: addMonths(next, 2) });
    const refused = await action(customer.token, id, 'edit', { ...monthly, interval_months: 5, next_order_date: addDays(today(), 3), end_date: null, term: 'unlimited' });
    expect({ status: refused.status, result: refused.body.result }).toEqual({ status: 400, result: de.errors.incorrectInput });
    const weekly = { interval_days: 14, interval_months: null, qty: 1, next_order_date: next, term: 'unlimited' };
    expect((await action(customer.token, id, 'edit', weekly)).body.result).toMatchObject({ ...weekly, end_date: null });
  });

  it('refuses a transition the status does not allow with 400, changing nothing', async () => {
    const customer = await signedInCustomer();
    const { id } = await subscriptionOf(customer.token);
    const refused = await action(customer.token, id, 'reactivate');
    expect({ status: refused.status, result: refused.body.result }).toEqual({ status: 400, result: de.errors.notAllowed });
    await action(customer.token, id, 'cancel');
    for (const name of ['pause', 'reactivate', 'skip', 'renew', 'cancel']) expect((await action(customer.token, id, name)).status).toBe(400);
    expect(((await call(one.GET, `/api/user/subscriptions/${id}`, { token: customer.token, params: { id } })).body.result as SubscriptionView).status).toBe('cancelled');
  });

  it("answers 404 for another customer's subscription, for reading and for every action, and changes nothing", async () => {
    const owner = await signedInCustomer();
    const other = await signedInCustomer();
    const { id } = await subscriptionOf(owner.token);
    expect((await call(one.GET, `/api/user/subscriptions/${id}`, { token: other.token, params: { id } })).status).toBe(404);
    for (const name of ['pause', 'skip', 'cancel']) expect((await action(other.token, id, name)).status).toBe(404);
    expect((await call(list.GET, '/api/user/subscriptions', { token: other.token })).body.result).toEqual([]);
    expect(((await call(one.GET, `/api/user/subscriptions/${id}`, { token: owner.token, params: { id } })).body.result as SubscriptionView).status).toBe('active');
  });

  it('answers 401 without a login and 400 naming an unknown action', async () => {
    expect((await call(list.GET, '/api/user/subscriptions')).status).toBe(401);
    const customer = await signedInCustomer();
    const { id } = await subscriptionOf(customer.token);
    const unknown = await action(customer.token, id, 'explode');
    expect(unknown.status).toBe(400);
    expect(unknown.body.result).toContain("'action'");
  });
});

describe('an edit filled from an older copy (spec 02 §8 "Subscription data outdated")', () => {
  it('is refused with the outdated text once the server copy changed, and taken with the current version', async () => {
    const customer = await signedInCustomer();
    const sub = await subscriptionOf(customer.token);
    const edit = { qty: 3, interval_days: 28, next_order_date: addDays(today(), 5), term: 'unlimited' };
    expect(sub.version).toEqual(expect.any(String));
    expect((await action(customer.token, sub.id, 'skip')).status).toBe(200);
    const stale = await action(customer.token, sub.id, 'edit', { ...edit, version: sub.version });
    expect({ status: stale.status, result: stale.body.result }).toEqual({ status: 400, result: de.errors.outdated });
    const now = (await call(one.GET, `/api/user/subscriptions/${sub.id}`, { token: customer.token, params: { id: sub.id } })).body.result as SubscriptionView;
    const fresh = await action(customer.token, sub.id, 'edit', { ...edit, version: now.version });
    expect(fresh.status).toBe(200);
    expect((fresh.body.result as SubscriptionView).qty).toBe(3);
  });
});
