/**
 * The Stripe adapter against a local fake of Stripe's API (docs.stripe.com/api): the exact requests
 * we send (form-encoded PaymentIntent parameters, the Idempotency-Key, the secret key), how its
 * answers read, and webhook verification in Stripe's signature scheme.
 */
import { createStripeProvider } from '@/lib/commerce/payments/stripe-adapter';
import { signWebhook } from '@/lib/commerce/payments/webhook-signature';
import type { PaymentOrder, PaymentProvider } from '@/lib/commerce/payments';
import { startFakeProvider, type FakeProvider } from './fake-provider-server';

const WEBHOOK_SECRET = 'whsec_fake';
const order: PaymentOrder = {
  id: 'order-1',
  incrementId: '11700000000001234',
  idempotencyKey: '1700000000000-abc',
  method: 'card',
  amountCents: 1700,
  currency: 'EUR',
  email: 'ada@example.com',
  returnUrl: 'http://de.localhost/checkout',
  cancelUrl: 'http://de.localhost/checkout',
};

function intent(status: string, extra: Record<string, unknown> = {}) {
  return JSON.stringify({ id: 'pi_123', object: 'payment_intent', amount: 1700, currency: 'eur', status, client_secret: 'pi_123_secret_456', ...extra });
}

let fake: FakeProvider;
let stripe: PaymentProvider;
let next = intent('requires_payment_method');

beforeAll(async () => {
  fake = await startFakeProvider(() => ({ body: next }));
  const adapter = createStripeProvider({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: fake.url,
  });
  if (!adapter) throw new Error('adapter not configured');
  stripe = adapter;
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe('the Stripe adapter', () => {
  it('is not configured without a secret key and a webhook secret', () => {
    expect(createStripeProvider({ STRIPE_SECRET_KEY: 'sk_test' })).toBeNull();
    expect(createStripeProvider({})).toBeNull();
  });

  it("creates a PaymentIntent for the order's amount, keyed by the order's Idempotency-Key", async () => {
    next = intent('requires_payment_method');
    const session = await stripe.createSession(order);
    expect(session).toEqual({ flow: 'card', provider: 'stripe', reference: 'pi_123', clientSecret: 'pi_123_secret_456', publishableKey: 'pk_test_fake' });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/payment_intents');
    expect(request.headers.authorization).toBe('Bearer sk_test_fake');
    expect(request.headers['idempotency-key']).toBe('order-1700000000000-abc');
    const form = new URLSearchParams(request.body);
    expect(Object.fromEntries(form)).toEqual({
      amount: '1700',
      currency: 'eur',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[order_id]': 'order-1',
      'metadata[increment_id]': '11700000000001234',
    });
  });

  it("opens iDEAL confirmed at once, to the bank Stripe names, coming back to the order's return address", async () => {
    next = intent('requires_action', { next_action: { type: 'redirect_to_url', redirect_to_url: { url: 'https://bank.example/ideal/pi_123', return_url: order.returnUrl } } });
    expect(await stripe.createSession({ ...order, method: 'ideal' })).toEqual({ flow: 'redirect', provider: 'stripe', reference: 'pi_123', redirectUrl: 'https://bank.example/ideal/pi_123' });
    const form = Object.fromEntries(new URLSearchParams(fake.requests[0].body));
    expect(form).toMatchObject({ 'allowed_payment_method_types[0]': 'ideal', 'payment_method_data[type]': 'ideal', confirm: 'true', return_url: 'http://de.localhost/checkout' });
    expect(form['automatic_payment_methods[enabled]']).toBeUndefined();
  });

  it('opens a wallet session for Apple Pay and Google Pay', async () => {
    next = intent('requires_payment_method');
    expect((await stripe.createSession({ ...order, method: 'applepay' })).flow).toBe('wallet');
  });

  it('charges a saved payment method off-session, authorising first', async () => {
    next = intent('requires_capture');
    const outcome = await stripe.authorize({ ...order, savedMethod: { provider: 'stripe', customerReference: 'cus_1', token: 'pm_1', label: 'visa •••• 4242' } }, 'pm_1');
    expect(outcome).toEqual({ reference: 'pi_123', kind: 'succeeded' });
    const form = Object.fromEntries(new URLSearchParams(fake.requests[0].body));
    expect(form).toMatchObject({ amount: '1700', payment_method: 'pm_1', customer: 'cus_1', confirm: 'true', off_session: 'true', capture_method: 'manual' });
  });

  it('reads a decline with its code', async () => {
    next = intent('requires_payment_method', { last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' } });
    expect(await stripe.authorize(order, 'pm_2')).toEqual({ reference: 'pi_123', kind: 'declined', declineCode: 'insufficient_funds' });
  });

  it('captures, voids and refunds on the documented paths', async () => {
    next = intent('succeeded');
    await stripe.capture('pi_123', 1700, 'EUR');
    next = intent('canceled');
    expect((await stripe.void('pi_123')).kind).toBe('expired');
    next = JSON.stringify({ id: 're_1', object: 'refund', status: 'succeeded' });
    expect((await stripe.refund('pi_123', 500, { currency: 'EUR', idempotencyKey: 'order-1:op-1' })).kind).toBe('refunded');
    expect(fake.requests.map((r) => `${r.method} ${r.path} ${r.body}`)).toEqual([
      'POST /v1/payment_intents/pi_123/capture amount_to_capture=1700',
      'POST /v1/payment_intents/pi_123/cancel ',
      'POST /v1/refunds payment_intent=pi_123&amount=500',
    ]);
  });

  it('sends each partial refund with its amount, keyed by the refund (two refunds of one amount are two keys)', async () => {
    next = JSON.stringify({ id: 're_1', object: 'refund', status: 'succeeded' });
    await stripe.refund('pi_123', 450, { currency: 'EUR', idempotencyKey: 'order-1:op-1' });
    await stripe.refund('pi_123', 450, { currency: 'EUR', idempotencyKey: 'order-1:op-2' });
    expect(fake.requests.map((r) => [r.path, r.body, r.headers['idempotency-key']])).toEqual([
      ['/v1/refunds', 'payment_intent=pi_123&amount=450', 'refund-order-1:op-1'],
      ['/v1/refunds', 'payment_intent=pi_123&amount=450', 'refund-order-1:op-2'],
    ]);
    expect(fake.requests[0].headers.authorization).toBe('Bearer sk_test_fake');
    next = JSON.stringify({ id: 're_2', object: 'refund', status: 'failed' });
    expect((await stripe.refund('pi_123', 450, { currency: 'EUR', idempotencyKey: 'order-1:op-3' })).kind).toBe('declined');
  });

  it('saves a card at Stripe: a customer, then the payment method attached to it', async () => {
    let call = 0;
    const answers = [JSON.stringify({ id: 'cus_9', object: 'customer' }), JSON.stringify({ id: 'pm_9', object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242' } })];
    const saver = await startFakeProvider(() => ({ body: answers[call++] }));
    const adapter = createStripeProvider({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_HOST: saver.url })!;
    expect(await adapter.saveMethod!({ id: 'user-1', email: 'ada@example.com' }, 'pm_9')).toEqual({ provider: 'stripe', customerReference: 'cus_9', token: 'pm_9', label: 'visa •••• 4242' });
    expect(saver.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/customers', 'POST /v1/payment_methods/pm_9/attach']);
    expect(new URLSearchParams(saver.requests[1].body).get('customer')).toBe('cus_9');
    await saver.close();
  });
});

describe('a subscription order at Stripe', () => {
  const now = new Date();

  it('opens its PaymentIntent on a Stripe customer with setup_future_usage=off_session, so the card stays for the cycles', async () => {
    let call = 0;
    const answers = [JSON.stringify({ id: 'cus_7', object: 'customer' }), intent('requires_payment_method', { customer: 'cus_7', setup_future_usage: 'off_session' })];
    const fake7 = await startFakeProvider(() => ({ body: answers[call++] }));
    const adapter = createStripeProvider({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_HOST: fake7.url })!;
    expect((await adapter.createSession({ ...order, keepMethodFor: { customerId: 'user-1' } })).reference).toBe('pi_123');
    expect(fake7.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/customers', 'POST /v1/payment_intents']);
    expect(fake7.requests[0].headers['idempotency-key']).toBe('customer-1700000000000-abc');
    const form = new URLSearchParams(fake7.requests[1].body);
    expect(form.get('customer')).toBe('cus_7');
    expect(form.get('setup_future_usage')).toBe('off_session');
    await fake7.close();
  });

  it("reports the succeeded PaymentIntent's method as kept, with its label; a one-off payment keeps none", async () => {
    const body = JSON.stringify({
      id: 'evt_7',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(now.getTime() / 1000),
      data: { object: { id: 'pi_123', object: 'payment_intent', customer: 'cus_7', payment_method: 'pm_7', setup_future_usage: 'off_session' } },
    });
    next = JSON.stringify({ id: 'pm_7', object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242' } });
    const read = await stripe.verifyWebhook({ rawBody: body, headers: new Headers({ 'stripe-signature': signWebhook(WEBHOOK_SECRET, body, now) }), now });
    expect(read).toMatchObject({ kind: 'succeeded', reusableMethod: { customerReference: 'cus_7', token: 'pm_7', label: 'visa •••• 4242' } });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/payment_methods/pm_7']);
    const oneOff = body.replace('"setup_future_usage":"off_session"', '"setup_future_usage":null');
    expect(await stripe.verifyWebhook({ rawBody: oneOff, headers: new Headers({ 'stripe-signature': signWebhook(WEBHOOK_SECRET, oneOff, now) }), now })).toMatchObject({ reusableMethod: undefined });
  });
});

describe("Stripe's webhooks", () => {
  const now = new Date();
  const event = (type: string, object: Record<string, unknown>) => JSON.stringify({ id: 'evt_1', object: 'event', type, created: Math.floor(now.getTime() / 1000), data: { object } });
  const headers = (body: string, secret = WEBHOOK_SECRET) => new Headers({ 'stripe-signature': signWebhook(secret, body, now) });

  it('reads payment_intent.succeeded as the money arriving', async () => {
    const body = event('payment_intent.succeeded', { id: 'pi_123', object: 'payment_intent' });
    expect(await stripe.verifyWebhook({ rawBody: body, headers: headers(body), now })).toEqual({ provider: 'stripe', eventId: 'evt_1', reference: 'pi_123', kind: 'succeeded', occurredAt: new Date(Math.floor(now.getTime() / 1000) * 1000), declineCode: undefined });
  });

  it('reads a failed attempt, a cancellation and a refund (by the charge’s PaymentIntent)', async () => {
    const failed = event('payment_intent.payment_failed', { id: 'pi_123', object: 'payment_intent', last_payment_error: { code: 'card_declined', decline_code: 'expired_card' } });
    expect(await stripe.verifyWebhook({ rawBody: failed, headers: headers(failed), now })).toMatchObject({ kind: 'declined', declineCode: 'expired_card' });
    const canceled = event('payment_intent.canceled', { id: 'pi_123', object: 'payment_intent' });
    expect(await stripe.verifyWebhook({ rawBody: canceled, headers: headers(canceled), now })).toMatchObject({ kind: 'expired' });
    const refunded = event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_123', refunded: true });
    expect(await stripe.verifyWebhook({ rawBody: refunded, headers: headers(refunded), now })).toMatchObject({ kind: 'refunded', reference: 'pi_123' });
  });

  it('reads charge.refunded of a partly refunded charge as nothing for the order (only a full refund closes it)', async () => {
    const partly = event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_123', amount: 1700, amount_refunded: 500, refunded: false });
    expect(await stripe.verifyWebhook({ rawBody: partly, headers: headers(partly), now })).toBe('ignored');
    const fully = event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_123', amount: 1700, amount_refunded: 1700, refunded: true });
    expect(await stripe.verifyWebhook({ rawBody: fully, headers: headers(fully), now })).toMatchObject({ kind: 'refunded', reference: 'pi_123' });
  });

  it('refuses a wrong or missing signature and ignores events the shop does not track', async () => {
    const body = event('payment_intent.succeeded', { id: 'pi_123', object: 'payment_intent' });
    expect(await stripe.verifyWebhook({ rawBody: body, headers: headers(body, 'whsec_other'), now })).toBeNull();
    expect(await stripe.verifyWebhook({ rawBody: body, headers: new Headers(), now })).toBeNull();
    const other = event('customer.created', { id: 'cus_1', object: 'customer' });
    expect(await stripe.verifyWebhook({ rawBody: other, headers: headers(other), now })).toBe('ignored');
  });
});
