/**
 * "braintree process" end to end with Braintree configured (against a local fake of its API): the
 * PayPal order's payment opens with a client token, the nonce is charged for the stored amount,
 * the order is processing, and Braintree's later settlement webhook changes nothing more.
 */
import { randomUUID } from 'node:crypto';
import braintree from 'braintree';
import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { orderPayload } from './order-payloads';
import * as order from '@/app/api/order/route';
import * as start from '@/app/api/payments/start/route';
import * as processRoute from '@/app/api/payments/braintree/process/route';
import * as webhook from '@/app/api/payments/[provider]/webhook/route';
import { resetProviders } from '@/lib/commerce/payments';
import { startFakeProvider, type FakeProvider } from '../payments/fake-provider-server';

const { db } = useTempDatabase();
useTestCatalog();

let fake: FakeProvider;
const KEYS = { BRAINTREE_MERCHANT_ID: 'merchant1', BRAINTREE_PUBLIC_KEY: 'public1', BRAINTREE_PRIVATE_KEY: 'private1' };

beforeAll(async () => {
  fake = await startFakeProvider((request) => {
    const body = request.path.endsWith('/client_token')
      ? '<client-token><value>client-token-abc</value></client-token>'
      : '<transaction><id>txn777</id><status>submitted_for_settlement</status><type>sale</type><amount>17.00</amount></transaction>';
    return { status: 201, contentType: 'application/xml', body: `<?xml version="1.0" encoding="UTF-8"?>\n${body}` };
  });
  Object.assign(process.env, KEYS, { BRAINTREE_API_HOST: fake.url });
  resetProviders();
});
afterAll(async () => {
  for (const name of [...Object.keys(KEYS), 'BRAINTREE_API_HOST']) delete process.env[name];
  resetProviders();
  await fake.close();
});

it('charges the PayPal nonce for the stored amount once; the settlement webhook changes nothing more', async () => {
  const key = randomUUID();
  const body = orderPayload([{ sku: 'LAST-FIVE', qty: 1 }]);
  body.addressInformation.payment_method_code = 'paypal';
  const placed = (await call(order.POST, '/api/order', { body, headers: { 'idempotency-key': key } })).body.result as { id: string };

  const started = await call(start.POST, '/api/payments/start', { body: { orderKey: key } });
  expect(started.body.result).toMatchObject({ session: { flow: 'wallet', provider: 'braintree', clientSecret: 'client-token-abc' }, state: { amount: 17, testMode: false } });

  const processed = await call(processRoute.POST, '/api/payments/braintree/process', { body: { orderKey: key, nonce: 'nonce-from-paypal', amount: 0.01 } });
  expect(processed.body.result).toEqual({ status: 'succeeded' });
  const sale = fake.requests.find((r) => r.path === '/merchants/merchant1/transactions');
  expect(JSON.parse(sale!.body).transaction).toMatchObject({ amount: '17.00', payment_method_nonce: 'nonce-from-paypal' });
  const row = await (await db()).selectFrom('orders').select('status').where('id', '=', placed.id).executeTakeFirstOrThrow();
  expect(row.status).toBe('processing');

  expect((await call(processRoute.POST, '/api/payments/braintree/process', { body: { orderKey: key, nonce: 'again' } })).status).toBe(409);

  const signer = new braintree.BraintreeGateway({ environment: braintree.Environment.Sandbox, merchantId: 'merchant1', publicKey: 'public1', privateKey: 'private1' });
  const settled = await signer.webhookTesting.sampleNotification('transaction_settled' as braintree.WebhookNotificationKind, 'txn777');
  const answer = await call(webhook.POST, '/api/payments/braintree/webhook', { rawBody: new URLSearchParams({ bt_signature: settled.bt_signature, bt_payload: settled.bt_payload }).toString(), params: { provider: 'braintree' }, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(answer.body).toEqual({ code: 200, result: 'unchanged' });
  expect(fake.requests.filter((r) => r.path === '/merchants/merchant1/transactions')).toHaveLength(1);
});
