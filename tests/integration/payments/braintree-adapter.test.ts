/**
 * The Braintree adapter (PayPal) against a local fake of Braintree's gateway API: the exact requests
 * we send (paths under /merchants/{id}, the JSON bodies, basic auth with the API keys), its XML
 * answers read as outcomes, and webhook notifications signed as Braintree signs them.
 */
import braintree from 'braintree';
import { createBraintreeProvider } from '@/lib/commerce/payments/braintree-adapter';
import type { PaymentOrder, PaymentProvider } from '@/lib/commerce/payments';
import { startFakeProvider, type FakeProvider } from './fake-provider-server';

const KEYS = { BRAINTREE_MERCHANT_ID: 'merchant1', BRAINTREE_PUBLIC_KEY: 'public1', BRAINTREE_PRIVATE_KEY: 'private1' };
const order: PaymentOrder = {
  id: 'order-1',
  incrementId: '11700000000001234',
  idempotencyKey: '1700000000000-abc',
  method: 'paypal',
  amountCents: 1750,
  currency: 'EUR',
  email: 'ada@example.com',
  returnUrl: 'http://de.localhost/checkout',
  cancelUrl: 'http://de.localhost/checkout',
};

const xml = (body: string) => ({ contentType: 'application/xml; charset=utf-8', body: `<?xml version="1.0" encoding="UTF-8"?>\n${body}` });
const transaction = (status: string, extra = '') => `<transaction><id>txn123</id><status>${status}</status><type>sale</type><amount>17.50</amount><order-id>11700000000001234</order-id>${extra}</transaction>`;

let fake: FakeProvider;
let adapter: PaymentProvider;
let next = xml('<client-token><value>client-token-abc</value></client-token>');
let status = 200;

beforeAll(async () => {
  fake = await startFakeProvider(() => ({ status, ...next }));
  adapter = createBraintreeProvider({ ...KEYS, BRAINTREE_API_HOST: fake.url })!;
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  status = 200;
});

const basicAuth = `Basic ${Buffer.from('public1:private1').toString('base64')}`;

describe('the Braintree adapter', () => {
  it('is not configured without merchant id and keys', () => {
    expect(createBraintreeProvider({ BRAINTREE_MERCHANT_ID: 'm' })).toBeNull();
    expect(adapter).not.toBeNull();
  });

  it('hands the browser a client token for PayPal', async () => {
    next = xml('<client-token><value>client-token-abc</value></client-token>');
    const session = await adapter.createSession(order);
    expect(session).toMatchObject({ flow: 'wallet', provider: 'braintree', clientSecret: 'client-token-abc' });
    const [request] = fake.requests;
    expect(`${request.method} ${request.path}`).toBe('POST /merchants/merchant1/client_token');
    expect(request.headers.authorization).toBe(basicAuth);
    expect(JSON.parse(request.body)).toEqual({ client_token: { version: 2 } });
  });

  it("runs the sale for the order's amount with the nonce, submitted for settlement (braintree process)", async () => {
    status = 201;
    next = xml(transaction('submitted_for_settlement'));
    expect(await adapter.authorize(order, 'nonce-from-paypal')).toEqual({ reference: 'txn123', kind: 'succeeded' });
    const [request] = fake.requests;
    expect(`${request.method} ${request.path}`).toBe('POST /merchants/merchant1/transactions');
    expect(JSON.parse(request.body)).toEqual({
      transaction: { amount: '17.50', payment_method_nonce: 'nonce-from-paypal', order_id: '11700000000001234', options: { submit_for_settlement: true }, type: 'sale' },
    });
  });

  it('reads a processor decline as a declined attempt', async () => {
    status = 422;
    next = xml(`<api-error-response><errors><errors type="array"/></errors><message>Do Not Honor</message>${transaction('processor_declined', '<processor-response-code>2000</processor-response-code>')}</api-error-response>`);
    expect(await adapter.authorize(order, 'nonce')).toEqual({ reference: 'txn123', kind: 'declined', declineCode: '2000' });
  });

  it('voids and refunds on the documented paths', async () => {
    next = xml(transaction('voided'));
    expect((await adapter.void('txn123')).kind).toBe('expired');
    status = 201;
    next = xml(transaction('submitted_for_settlement'));
    expect((await adapter.refund('txn123', 500, { currency: 'EUR', idempotencyKey: 'order-1:op-1' })).kind).toBe('refunded');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['PUT /merchants/merchant1/transactions/txn123/void', 'POST /merchants/merchant1/transactions/txn123/refund']);
    expect(JSON.parse(fake.requests[1].body)).toEqual({ transaction: { amount: '5.00' } });
  });

  it('sends a partial refund as the decimal amount on the transaction, and reads a refusal as declined', async () => {
    status = 201;
    next = xml(transaction('submitted_for_settlement'));
    await adapter.refund('txn123', 1234, { currency: 'EUR', idempotencyKey: 'order-1:op-1' });
    await adapter.refund('txn123', 7, { currency: 'EUR', idempotencyKey: 'order-1:op-2' });
    expect(fake.requests.map((r) => [`${r.method} ${r.path}`, JSON.parse(r.body)])).toEqual([
      ['POST /merchants/merchant1/transactions/txn123/refund', { transaction: { amount: '12.34' } }],
      ['POST /merchants/merchant1/transactions/txn123/refund', { transaction: { amount: '0.07' } }],
    ]);
    expect(fake.requests[0].headers.authorization).toBe(basicAuth);
    status = 422;
    next = xml('<api-error-response><errors><errors type="array"/></errors><message>Refund amount is too large.</message></api-error-response>');
    expect((await adapter.refund('txn123', 99999, { currency: 'EUR', idempotencyKey: 'order-1:op-3' })).kind).toBe('declined');
  });

  it("vaults the PayPal account of a subscription's first sale and reports it kept", async () => {
    status = 201;
    next = xml(transaction('submitted_for_settlement', '<customer><id>cust7</id></customer><paypal><token>vault-token-7</token><payer-email>ada@paypal.example</payer-email></paypal>'));
    expect(await adapter.authorize({ ...order, keepMethodFor: { customerId: 'user-1' } }, 'nonce-from-paypal')).toEqual({
      reference: 'txn123',
      kind: 'succeeded',
      reusableMethod: { customerReference: 'cust7', token: 'vault-token-7', label: 'PayPal ada@paypal.example' },
    });
    expect(JSON.parse(fake.requests[0].body).transaction.options).toEqual({ submit_for_settlement: true, store_in_vault_on_success: true });
  });

  it("charges a cycle with the vaulted token, not as a nonce", async () => {
    status = 201;
    next = xml(transaction('submitted_for_settlement'));
    const savedMethod = { provider: 'braintree' as const, customerReference: 'cust7', token: 'vault-token-7', label: 'PayPal ada@paypal.example' };
    expect((await adapter.authorize({ ...order, savedMethod }, 'vault-token-7')).kind).toBe('succeeded');
    const sent = JSON.parse(fake.requests[0].body).transaction;
    expect(sent.payment_method_token).toBe('vault-token-7');
    expect(sent.payment_method_nonce).toBeUndefined();
  });

  it('vaults a PayPal account for subscriptions: a customer with the nonce, its token kept', async () => {
    status = 201;
    next = xml('<customer><id>cust1</id><email>ada@example.com</email><paypal-accounts type="array"><paypal-account><token>vault-token-1</token><email>ada@paypal.example</email></paypal-account></paypal-accounts></customer>');
    expect(await adapter.saveMethod!({ id: 'user-1', email: 'ada@example.com' }, 'nonce')).toEqual({ provider: 'braintree', customerReference: 'cust1', token: 'vault-token-1', label: 'PayPal ada@paypal.example' });
    expect(JSON.parse(fake.requests[0].body)).toEqual({ customer: { email: 'ada@example.com', payment_method_nonce: 'nonce' } });
  });
});

describe("Braintree's webhooks", () => {
  const signer = new braintree.BraintreeGateway({ environment: braintree.Environment.Sandbox, merchantId: 'merchant1', publicKey: 'public1', privateKey: 'private1' });
  const form = (n: { bt_signature: string; bt_payload: string }) => new URLSearchParams(n).toString();

  it('reads a settled transaction as the money arriving, named by the transaction id', async () => {
    const sample = await signer.webhookTesting.sampleNotification('transaction_settled' as braintree.WebhookNotificationKind, 'txn123');
    const event = await adapter.verifyWebhook({ rawBody: form(sample), headers: new Headers(), now: new Date() });
    expect(event).toMatchObject({ provider: 'braintree', reference: 'txn123', kind: 'succeeded' });
    const again = await adapter.verifyWebhook({ rawBody: form(sample), headers: new Headers(), now: new Date() });
    expect(again).toMatchObject({ eventId: (event as { eventId: string }).eventId });
  });

  it('reads a settlement decline as a failed payment', async () => {
    const sample = await signer.webhookTesting.sampleNotification('transaction_settlement_declined' as braintree.WebhookNotificationKind, 'txn123');
    expect(await adapter.verifyWebhook({ rawBody: form(sample), headers: new Headers(), now: new Date() })).toMatchObject({ kind: 'failed', reference: 'txn123' });
  });

  it('refuses a notification signed with other keys, or none', async () => {
    const other = new braintree.BraintreeGateway({ environment: braintree.Environment.Sandbox, merchantId: 'merchant1', publicKey: 'public1', privateKey: 'other-private' });
    const forged = await other.webhookTesting.sampleNotification('transaction_settled' as braintree.WebhookNotificationKind, 'txn123');
    expect(await adapter.verifyWebhook({ rawBody: form(forged), headers: new Headers(), now: new Date() })).toBeNull();
    expect(await adapter.verifyWebhook({ rawBody: 'bt_payload=x', headers: new Headers(), now: new Date() })).toBeNull();
  });

  it('ignores kinds the shop does not track', async () => {
    const sample = await signer.webhookTesting.sampleNotification('check' as braintree.WebhookNotificationKind, '');
    expect(await adapter.verifyWebhook({ rawBody: form(sample), headers: new Headers(), now: new Date() })).toBe('ignored');
  });
});
