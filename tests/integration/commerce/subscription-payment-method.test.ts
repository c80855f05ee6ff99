/**
 * A subscription keeps the method its first order is paid with (issue 35 §3): paid on the test
 * gateway by card or PayPal, the method becomes the customer's saved one, the account names it, and
 * the next cycle's order is charged with it without the customer. An order that starts no
 * subscription keeps nothing; a card that needs the cardholder again cannot pay a cycle off-session,
 * so that cycle is retried as a decline is (then the subscription is suspended).
 */
import { randomUUID } from 'node:crypto';
import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { signedInCustomer } from './customer-accounts';
import { orderPayload } from './order-payloads';
import * as order from '@/app/api/order/route';
import * as start from '@/app/api/payments/start/route';
import * as card from '@/app/api/payments/test/card/route';
import * as gateway from '@/app/api/payments/test/gateway/route';
import * as savedMethod from '@/app/api/payments/saved-method/route';
import { placeSubscriptionCycle } from '@/lib/commerce/subscriptions/subscription-cycles';
import { chargeSubscriptionOrder } from '@/lib/commerce/subscriptions/subscription-charges';

const { db } = useTempDatabase();
useTestCatalog();

const subscribed = { sku: 'SUBSCRIPTION-COFFEE', qty: 1, is_subscription: true, product_option: { extension_attributes: { billing_period: { option_value: '3' } } } };

async function placeAndStart(token: string, method: string, products: unknown[] = [subscribed]): Promise<{ id: string; reference: string }> {
  const body = orderPayload(products as { sku: string; qty: number }[]);
  body.addressInformation.payment_method_code = method;
  const key = randomUUID();
  const placed = await call(order.POST, '/api/order', { body, token, headers: { 'idempotency-key': key } });
  expect(placed.status).toBe(200);
  const started = await call(start.POST, '/api/payments/start', { body: { orderKey: key } });
  expect(started.status).toBe(200);
  return { id: (placed.body.result as { id: string }).id, reference: (started.body.result as { session: { reference: string } }).session.reference };
}

const payCard = (reference: string, number: string) => call(card.POST, '/api/payments/test/card', { body: { reference, card: { number, expiry: '12/34', cvc: '123' } } });
const answerGateway = (reference: string) =>
  gateway.POST(new Request('http://de.localhost/api/payments/test/gateway', { method: 'POST', body: new URLSearchParams({ reference, action: 'approve' }), headers: { host: 'de.localhost', 'content-type': 'application/x-www-form-urlencoded' } }));
const savedLabel = async (token: string) => ((await call(savedMethod.GET, '/api/payments/saved-method', { token })).body.result as { method: { label: string } | null }).method?.label ?? null;

/** The customer's subscription's next cycle, on its date: the follow-up order and its first charge. */
async function nextCycle(userId: string) {
  const sub = await (await db()).selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  const on = new Date(`${sub.next_order_date}T06:00:00.000Z`);
  const cycle = await placeSubscriptionCycle(await db(), sub.id, on);
  if (cycle.kind !== 'ordered') throw new Error(`no order: ${cycle.kind}`);
  return { orderId: cycle.order_id, charge: await chargeSubscriptionOrder(await db(), cycle.order_id, on) };
}

const statusOf = async (id: string) => (await (await db()).selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const userIdOf = async (email: string) => (await (await db()).selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow()).id;

describe("a subscription's payment method", () => {
  it('is the card that paid the first order; the next cycle is charged with it and the order is paid', async () => {
    const ada = await signedInCustomer();
    expect(await savedLabel(ada.token)).toBeNull();
    const first = await placeAndStart(ada.token, 'card');
    expect((await payCard(first.reference, '4242 4242 4242 4242')).body.result).toEqual({ status: 'succeeded' });
    expect(await savedLabel(ada.token)).toBe('Visa •••• 4242');
    const { orderId, charge } = await nextCycle(await userIdOf(ada.email));
    expect(charge).toEqual({ kind: 'paid' });
    expect(await statusOf(orderId)).toBe('processing');
  });

  it('is the PayPal account approved for the first order', async () => {
    const eve = await signedInCustomer();
    const first = await placeAndStart(eve.token, 'paypal');
    expect((await answerGateway(first.reference)).status).toBe(303);
    expect(await savedLabel(eve.token)).toBe(`PayPal ${eve.email}`);
    expect((await nextCycle(await userIdOf(eve.email))).charge).toEqual({ kind: 'paid' });
  });

  it('is not taken from an order that starts no subscription', async () => {
    const bob = await signedInCustomer();
    const plain = await placeAndStart(bob.token, 'card', [{ sku: 'COFFEE-250', qty: 1 }]);
    await payCard(plain.reference, '4242424242424242');
    expect(await statusOf(plain.id)).toBe('processing');
    expect(await savedLabel(bob.token)).toBeNull();
  });

  it('cannot pay a cycle off-session when the card asks for the cardholder: the charge is retried like a decline', async () => {
    const cy = await signedInCustomer();
    const first = await placeAndStart(cy.token, 'card');
    expect(((await payCard(first.reference, '4000 0027 6000 3184')).body.result as { status: string }).status).toBe('action_required');
    await answerGateway(first.reference);
    expect(await savedLabel(cy.token)).toBe('Visa •••• 3184');
    const { orderId, charge } = await nextCycle(await userIdOf(cy.email));
    expect(charge).toMatchObject({ kind: 'retry', attempts: 1, result: 'action_required' });
    expect(await statusOf(orderId)).toBe('pending_payment');
  });
});
