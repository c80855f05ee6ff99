/**
 * A subscribed line keeps its interval and term (issue 35): the cart line carries them, the order
 * that starts the subscription stores them on its line, and so does each follow-up order a cycle
 * places; the confirmation mail words them as the pages do and gives the delivery estimate, which
 * the placement's answer gives too (on the calendar of the test address in Hamburg).
 */
import { randomUUID } from 'node:crypto';
import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { signedInCustomer } from './customer-accounts';
import { orderPayload } from './order-payloads';
import * as order from '@/app/api/order/route';
import * as start from '@/app/api/payments/start/route';
import * as card from '@/app/api/payments/test/card/route';
import * as cartCreate from '@/app/api/cart/create/route';
import * as cartUpdate from '@/app/api/cart/update/route';
import * as cartPull from '@/app/api/cart/pull/route';
import { placeSubscriptionCycle } from '@/lib/commerce/subscriptions/subscription-cycles';
import { chargeSubscriptionOrder } from '@/lib/commerce/subscriptions/subscription-charges';
import { deliveryEstimate, formatDeliveryEstimate } from '@/lib/checkout/delivery-estimate';
import { getStore } from '@/lib/config/stores';

const { db } = useTempDatabase();
useTestCatalog();

/** Option 3 of the test coffee's billing periods is 28 days; six deliveries. */
const subscribed = {
  sku: 'SUBSCRIPTION-COFFEE',
  qty: 1,
  is_subscription: true,
  product_option: { extension_attributes: { billing_period: { option_value: '3' }, end_type: 'deliveries', subscription_end_cycle: 6 } },
};
const plan = { interval_days: 28, interval_months: null, term: 'deliveries', end_date: null, deliveries: 6 };
const NOTE = '(Abo: alle 4 Wochen, 6 Lieferungen)';

const confirmations = async (email: string) =>
  (await (await db()).selectFrom('mail_outbox').selectAll().where('recipient', '=', email.toLowerCase()).where('template', '=', 'order-confirmation').orderBy('created_at').execute()).map(
    (row) => JSON.parse(row.payload) as Record<string, string>,
  );

const userIdOf = async (email: string) => (await (await db()).selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow()).id;

describe('a subscribed line', () => {
  it('carries its interval and term in the cart', async () => {
    const ada = await signedInCustomer();
    const cartId = (await call(cartCreate.POST, '/api/cart/create', { token: ada.token })).body.result as string;
    const updated = await call(cartUpdate.POST, '/api/cart/update', { token: ada.token, query: { cartId }, body: { cartItem: subscribed } });
    expect(updated.status).toBe(200);
    const pulled = (await call(cartPull.GET, '/api/cart/pull', { token: ada.token, query: { cartId } })).body.result as { subscription?: unknown }[];
    expect(pulled[0].subscription).toEqual(plan);
    await call(cartUpdate.POST, '/api/cart/update', { token: ada.token, query: { cartId }, body: { cartItem: { sku: 'COFFEE-250', qty: 1 } } });
    const both = (await call(cartPull.GET, '/api/cart/pull', { token: ada.token, query: { cartId } })).body.result as { sku: string; subscription?: unknown }[];
    expect(both.find((line) => line.sku === 'COFFEE-250')).not.toHaveProperty('subscription');
  });

  it('keeps them on the first order and on each follow-up, and the confirmation mails say them with the delivery estimate', async () => {
    const eve = await signedInCustomer();
    const body = orderPayload([subscribed, { sku: 'COFFEE-250', qty: 1 }] as { sku: string; qty: number }[]);
    body.addressInformation.payment_method_code = 'card';
    const key = randomUUID();
    const placed = await call(order.POST, '/api/order', { body, token: eve.token, headers: { 'idempotency-key': key } });
    expect(placed.status).toBe(200);
    const view = placed.body.result as { created_at: string; items: { sku: string; subscription: unknown }[]; delivery_estimate: { from: string; to: string } };
    expect(view.items.map((line) => line.subscription)).toEqual([plan, null]);
    const store = getStore('de_de');
    const estimate = deliveryEstimate(new Date(view.created_at), { orderByHour: 14, lead: { min: 1, max: 2 }, timeZone: store.timeZone, country: 'DE', region: 'HH' });
    expect(view.delivery_estimate).toEqual(estimate);

    const started = await call(start.POST, '/api/payments/start', { body: { orderKey: key } });
    const reference = (started.body.result as { session: { reference: string } }).session.reference;
    await call(card.POST, '/api/payments/test/card', { body: { reference, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } } });
    const [first] = await confirmations(eve.email);
    expect(first.lines.split('\n')).toEqual([expect.stringMatching(/^1 × .+ \(Abo: alle 4 Wochen, 6 Lieferungen\): .+€$/), expect.not.stringContaining('Abo')]);
    expect(first.deliveryEstimate).toBe(formatDeliveryEstimate(estimate, store.i18n));

    const sub = await (await db()).selectFrom('subscriptions').selectAll().where('user_id', '=', await userIdOf(eve.email)).executeTakeFirstOrThrow();
    const on = new Date(`${sub.next_order_date}T06:00:00.000Z`);
    const cycle = await placeSubscriptionCycle(await db(), sub.id, on);
    if (cycle.kind !== 'ordered') throw new Error(`no order: ${cycle.kind}`);
    const [line] = await (await db()).selectFrom('order_lines').selectAll().where('order_id', '=', cycle.order_id).execute();
    expect(JSON.parse(line.subscription ?? 'null')).toEqual(plan);
    expect(await chargeSubscriptionOrder(await db(), cycle.order_id, on)).toEqual({ kind: 'paid' });
    const [, followUp] = await confirmations(eve.email);
    expect(followUp.lines).toContain(NOTE);
    expect(followUp.deliveryEstimate).toBe(formatDeliveryEstimate(deliveryEstimate(on, { orderByHour: 14, lead: { min: 1, max: 2 }, timeZone: store.timeZone, country: 'DE', region: 'HH' }), store.i18n));
  });
});
