/**
 * The Amazon Pay adapter against a local HTTPS fake of Amazon Pay API v2 (the SDK speaks only
 * HTTPS): the exact requests we send (paths, JSON bodies, the idempotency key), each signed with our
 * private key as Amazon verifies it (AMZN-PAY-RSASSA-PSS-V2), and IPNs read back from the API.
 */
import { createHash, createVerify, constants, generateKeyPairSync } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAmazonPayProvider } from '@/lib/commerce/payments/amazon-pay-adapter';
import type { PaymentOrder, PaymentProvider } from '@/lib/commerce/payments';
import { startFakeProvider, type FakeProvider, type RecordedRequest } from './fake-provider-server';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
const order: PaymentOrder = {
  id: 'order-1',
  incrementId: '11700000000001234',
  idempotencyKey: '1700000000000-abc',
  method: 'amazonpay',
  amountCents: 1700,
  currency: 'EUR',
  email: 'ada@example.com',
  returnUrl: 'http://de.localhost/amazonpay/review',
  cancelUrl: 'http://de.localhost/checkout',
};

const ANSWERS: Record<string, unknown> = {
  'POST /sandbox/v2/checkoutSessions': { checkoutSessionId: 'cs-1', webCheckoutDetails: { amazonPayRedirectUrl: null }, statusDetails: { state: 'Open' } },
  'PATCH /sandbox/v2/checkoutSessions/cs-1': { checkoutSessionId: 'cs-1', webCheckoutDetails: { amazonPayRedirectUrl: 'https://pay.amazon.eu/checkout/cs-1' } },
  'POST /sandbox/v2/checkoutSessions/cs-1/complete': { checkoutSessionId: 'cs-1', chargePermissionId: 'cp-1', chargeId: 'ch-1', statusDetails: { state: 'Completed' } },
  'GET /sandbox/v2/checkoutSessions/cs-1': { checkoutSessionId: 'cs-1', chargePermissionId: 'cp-1', chargeId: 'ch-1' },
  'GET /sandbox/v2/charges/ch-1': { chargeId: 'ch-1', chargePermissionId: 'cp-1', statusDetails: { state: 'Captured', lastUpdatedTimestamp: '20261124T120000Z' } },
  'POST /sandbox/v2/refunds': { refundId: 'rf-1', statusDetails: { state: 'RefundInitiated' } },
};

let fake: FakeProvider;
let amazon: PaymentProvider;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'amazon-fake-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-days', '1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
  // The SDK's HTTP client (axios on Node's https) trusts the fake's certificate, and only it.
  https.globalAgent.options.ca = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  fake = await startFakeProvider(
    (request) => {
      const answer = ANSWERS[`${request.method} ${request.path}`];
      return answer ? { status: request.method === 'POST' ? 201 : 200, body: JSON.stringify(answer) } : { status: 404, body: '{"reasonCode":"ResourceNotFound"}' };
    },
    { key: readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8') },
  );
  amazon = createAmazonPayProvider({
    AMAZON_PAY_PUBLIC_KEY_ID: 'pub-key-1',
    AMAZON_PAY_PRIVATE_KEY: privateKey,
    AMAZON_PAY_STORE_ID: 'amzn1.application-oa2-client.store',
    AMAZON_PAY_REGION: 'eu',
    AMAZON_PAY_API_HOST: `127.0.0.1:${fake.port}`,
  })!;
});
afterAll(async () => {
  delete https.globalAgent.options.ca;
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  fake.requests.length = 0;
});

/** Checks the request's signature as Amazon does: the canonical request, hashed, verified with our public key. */
function signatureHolds(request: RecordedRequest): boolean {
  const match = /^AMZN-PAY-RSASSA-PSS-V2 PublicKeyId=pub-key-1, SignedHeaders=([^,]+), Signature=(.+)$/.exec(String(request.headers.authorization));
  if (!match) return false;
  const signed = match[1].split(';');
  const [pathname, query = ''] = request.path.split('?');
  const canonical = `${request.method}\n${pathname}\n${query}\n${signed.map((name) => `${name}:${request.headers[name]}\n`).join('')}\n${match[1]}\n${createHash('sha256').update(request.body).digest('hex')}`;
  const stringToSign = `AMZN-PAY-RSASSA-PSS-V2\n${createHash('sha256').update(canonical).digest('hex')}`;
  return createVerify('RSA-SHA256').update(stringToSign).verify({ key: publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }, match[2], 'base64');
}

describe('the Amazon Pay adapter', () => {
  it('is not configured without key id, private key and store id', () => {
    expect(createAmazonPayProvider({ AMAZON_PAY_PUBLIC_KEY_ID: 'x' })).toBeNull();
  });

  it('creates a checkout session returning to /amazonpay/review, keyed by the order, signed with our key', async () => {
    const session = await amazon.createSession(order);
    expect(session).toEqual({ flow: 'redirect', provider: 'amazonpay', reference: 'cs-1', redirectUrl: 'http://de.localhost/amazonpay/review' });
    const [request] = fake.requests;
    expect(`${request.method} ${request.path}`).toBe('POST /sandbox/v2/checkoutSessions');
    expect(JSON.parse(request.body)).toEqual({
      webCheckoutDetails: { checkoutReviewReturnUrl: 'http://de.localhost/amazonpay/review', checkoutCancelUrl: 'http://de.localhost/checkout' },
      storeId: 'amzn1.application-oa2-client.store',
      scopes: ['name', 'email', 'billingAddress'],
    });
    expect(request.headers['x-amz-pay-idempotency-key']).toBe('1700000000000-abc');
    expect(request.headers['x-amz-pay-region']).toBe('eu');
    expect(signatureHolds(request)).toBe(true);
    expect(signatureHolds({ ...request, body: request.body.replace('review', 'other') })).toBe(false);
  });

  it("sets the order's amount after the review and answers Amazon's confirmation URL", async () => {
    const url = await amazon.confirmUrl!('cs-1', order, 'http://de.localhost/amazonpay/complete?amazonCheckoutSessionId=cs-1');
    expect(url).toBe('https://pay.amazon.eu/checkout/cs-1');
    const [request] = fake.requests;
    expect(`${request.method} ${request.path}`).toBe('PATCH /sandbox/v2/checkoutSessions/cs-1');
    expect(JSON.parse(request.body)).toEqual({
      webCheckoutDetails: { checkoutResultReturnUrl: 'http://de.localhost/amazonpay/complete?amazonCheckoutSessionId=cs-1' },
      paymentDetails: { paymentIntent: 'AuthorizeWithCapture', canHandlePendingAuthorization: false, chargeAmount: { amount: '17.00', currencyCode: 'EUR' } },
      merchantMetadata: { merchantReferenceId: '11700000000001234' },
    });
    expect(signatureHolds(request)).toBe(true);
  });

  it('completes the session for the amount; the charge names the payment from then on', async () => {
    expect(await amazon.capture('cs-1', 1700, 'EUR')).toEqual({ reference: 'ch-1', kind: 'succeeded' });
    expect(JSON.parse(fake.requests[0].body)).toEqual({ chargeAmount: { amount: '17.00', currencyCode: 'EUR' } });
    expect(fake.requests[0].path).toBe('/sandbox/v2/checkoutSessions/cs-1/complete');
  });

  it('reads a failed completion as a decline', async () => {
    expect((await amazon.capture('cs-unknown', 1700, 'EUR')).kind).toBe('declined');
  });

  it('refunds part of the charge of the session, in the order currency, keyed by the refund', async () => {
    expect((await amazon.refund('cs-1', 500, { currency: 'EUR', idempotencyKey: 'op-1' })).kind).toBe('refunded');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /sandbox/v2/checkoutSessions/cs-1', 'POST /sandbox/v2/refunds']);
    expect(JSON.parse(fake.requests[1].body)).toEqual({ chargeId: 'ch-1', refundAmount: { amount: '5.00', currencyCode: 'EUR' } });
    expect(fake.requests[1].headers['x-amz-pay-idempotency-key']).toBe('rfop-1');
    expect(signatureHolds(fake.requests[1])).toBe(true);
    fake.requests.length = 0;
    await amazon.refund('cs-1', 1234, { currency: 'CHF', idempotencyKey: 'order-3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b:op-2' });
    expect(JSON.parse(fake.requests[1].body)).toEqual({ chargeId: 'ch-1', refundAmount: { amount: '12.34', currencyCode: 'CHF' } });
    // After completion the payment is named by the charge itself: no session by that name, so the charge is refunded as named.
    fake.requests.length = 0;
    await amazon.refund('ch-1', 100, { currency: 'EUR', idempotencyKey: 'op-3' });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /sandbox/v2/checkoutSessions/ch-1', 'POST /sandbox/v2/refunds']);
    expect(JSON.parse(fake.requests[1].body)).toMatchObject({ chargeId: 'ch-1' });
    fake.requests.length = 0;
    await amazon.refund('cs-1', 1234, { currency: 'CHF', idempotencyKey: 'order-3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b:op-2' });
    // A key longer than Amazon's 32 characters is hashed to fit, never cut (cut keys of two refunds could meet).
    expect(fake.requests[1].headers['x-amz-pay-idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('reads an IPN by asking Amazon for the charge it names, never trusting the notification', async () => {
    const ipn = JSON.stringify({ Type: 'Notification', MessageId: 'm-1', Message: JSON.stringify({ NotificationId: 'n-1', ObjectType: 'CHARGE', ObjectId: 'ch-1', NotificationType: 'STATE_CHANGE', ChargePermissionId: 'cp-1' }) });
    expect(await amazon.verifyWebhook({ rawBody: ipn, headers: new Headers(), now: new Date() })).toEqual({
      provider: 'amazonpay',
      eventId: 'n-1',
      reference: 'ch-1',
      kind: 'succeeded',
      occurredAt: new Date('2026-11-24T12:00:00Z'),
    });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /sandbox/v2/charges/ch-1']);
  });

  it('refuses an IPN naming a charge Amazon does not know, or no IPN at all', async () => {
    const forged = JSON.stringify({ Message: JSON.stringify({ NotificationId: 'n-2', ObjectType: 'CHARGE', ObjectId: 'ch-forged' }) });
    expect(await amazon.verifyWebhook({ rawBody: forged, headers: new Headers(), now: new Date() })).toBeNull();
    expect(await amazon.verifyWebhook({ rawBody: 'not json', headers: new Headers(), now: new Date() })).toBeNull();
  });
});
