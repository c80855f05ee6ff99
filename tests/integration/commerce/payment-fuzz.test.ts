/**
 * Every payment route fuzzed with bad bodies (issue 15 "Security"): never a 5xx, and nothing
 * written: no payment opened or moved, no event recorded, no order status changed.
 */
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { orderPayload } from './order-payloads';
import * as order from '@/app/api/order/route';
import * as start from '@/app/api/payments/start/route';
import * as status from '@/app/api/payments/status/route';
import * as card from '@/app/api/payments/test/card/route';
import * as wallet from '@/app/api/payments/test/wallet/route';
import * as gateway from '@/app/api/payments/test/gateway/route';
import * as complete from '@/app/api/payments/complete/route';
import * as review from '@/app/api/payments/review/route';
import * as savedMethod from '@/app/api/payments/saved-method/route';
import * as braintreeProcess from '@/app/api/payments/braintree/process/route';
import * as webhook from '@/app/api/payments/[provider]/webhook/route';
import * as admin from '@/app/api/admin/payments/[orderId]/[action]/route';
import * as amazonSession from '@/app/api/payments/amazonpay/checkout-session/route';
import * as methodSwitch from '@/app/api/payments/method/route';

const { db } = useTempDatabase();
useTestCatalog();

type Handler = Parameters<typeof call>[0];
const routes: [string, string, Handler][] = [
  ['POST', '/api/payments/start', start.POST],
  ['POST', '/api/payments/status', status.POST],
  ['POST', '/api/payments/method', methodSwitch.POST],
  ['POST', '/api/payments/test/card', card.POST],
  ['POST', '/api/payments/test/wallet', wallet.POST],
  ['GET', '/api/payments/test/gateway', gateway.GET],
  ['POST', '/api/payments/test/gateway', gateway.POST],
  ['POST', '/api/payments/complete', complete.POST],
  ['POST', '/api/payments/review', review.POST],
  ['POST', '/api/payments/saved-method', savedMethod.POST],
  ['POST', '/api/payments/braintree/process', braintreeProcess.POST],
  ['POST', '/api/payments/test/webhook', webhook.POST],
  ['POST', '/api/payments/stripe/webhook', webhook.POST],
  // Its input is the query string: fuzzed as the query (the GET row's way), answered by the POST handler.
  ['GET', '/api/payments/amazonpay/checkout-session', amazonSession.POST],
];

let reference = '';
let orderKey = '';

async function snapshot(): Promise<string> {
  const handle = await db();
  const payments = await handle.selectFrom('payments').selectAll().orderBy('id').execute();
  const events = await handle.selectFrom('payment_events').selectAll().orderBy('event_id').execute();
  const orders = await handle.selectFrom('orders').select(['id', 'status']).orderBy('id').execute();
  const refunds = await handle.selectFrom('payment_refunds').selectAll().orderBy('id').execute();
  return JSON.stringify({ payments, events, orders, refunds });
}

beforeAll(async () => {
  orderKey = randomUUID();
  const body = orderPayload([{ sku: 'COFFEE-250', qty: 1 }]);
  body.addressInformation.payment_method_code = 'card';
  await call(order.POST, '/api/order', { body, headers: { 'idempotency-key': orderKey } });
  reference = ((await call(start.POST, '/api/payments/start', { body: { orderKey } })).body.result as { session: { reference: string } }).session.reference;
});

const referenceValue = fc.oneof(fc.string({ maxLength: 300 }), fc.constant(() => reference).map((f) => f()), fc.anything());
const body = fc.oneof(
  fc.anything(),
  fc.jsonValue(),
  fc.record(
    {
      orderKey: fc.oneof(fc.string({ maxLength: 200 }), fc.anything()),
      orderId: fc.oneof(fc.string(), fc.integer()),
      reference: referenceValue,
      approve: fc.oneof(fc.string(), fc.integer(), fc.anything()),
      action: fc.oneof(fc.constantFrom('approve', 'cancel'), fc.string()),
      amount: fc.double(),
      card: fc.oneof(fc.anything(), fc.record({ number: fc.oneof(fc.string(), fc.integer()), expiry: fc.anything(), cvc: fc.string({ maxLength: 20 }) }, { requiredKeys: [] })),
      id: fc.string(),
      type: fc.oneof(fc.constantFrom('succeeded', 'failed'), fc.string()),
      nonce: fc.oneof(fc.string({ maxLength: 50 }), fc.anything()),
      method: fc.oneof(fc.constantFrom('card', 'paypal', 'amazonpay'), fc.anything()),
      token: fc.oneof(fc.constantFrom('tok_visa', 'tok_nonsense'), fc.string(), fc.anything()),
      data: fc.anything(),
    },
    { requiredKeys: [] },
  ),
);

/** As `call`, but an HTML answer (the gateway page) reads as its status with the code it would carry. */
async function callAnyAnswer(handler: Handler, path: string, options: Parameters<typeof call>[2]) {
  const wrapped: Handler = async (request, segments) => {
    const response = await handler(request, segments);
    if (!response.headers.get('content-type')?.includes('text/html')) return response;
    return Response.json({ code: response.status, result: 'html' }, { status: response.status });
  };
  return call(wrapped, path, options);
}

describe('fuzzing every payment route with bad bodies', () => {
  it.each(routes)('%s %s never answers a server error, and a refusal writes nothing', async (method, path, handler) => {
    await fc.assert(
      fc.asyncProperty(body, fc.string({ maxLength: 80 }), async (payload, signature) => {
        const before = await snapshot();
        const raw = payload === undefined ? undefined : JSON.stringify(payload);
        const provider = path.split('/')[3];
        const { status: code, body: answer } = await callAnyAnswer(handler, path, {
          method,
          rawBody: method === 'GET' ? undefined : raw,
          query: method === 'GET' && payload && typeof payload === 'object' ? Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])) : {},
          headers: { 'x-test-gateway-signature': signature, 'stripe-signature': signature },
          params: { provider },
        });
        expect(code).toBeLessThan(500);
        expect(answer.code).toBe(code);
        // A refused body leaves everything as it was (a valid one, which the fuzzer may hit, may pay).
        if (code >= 400) expect(await snapshot()).toBe(before);
      }),
      { numRuns: 40 },
    );
  });
});

describe('fuzzing the admin refund and void route', () => {
  it('never answers a server error for any order id, action or token, and writes nothing without the token', async () => {
    const saved = process.env.PAYMENTS_ADMIN_TOKEN;
    process.env.PAYMENTS_ADMIN_TOKEN = 'fuzz-operator-token';
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.string({ maxLength: 100 }), fc.uuid()),
          fc.oneof(fc.constantFrom('refund', 'void'), fc.string({ maxLength: 20 })),
          fc.oneof(fc.constant('Bearer fuzz-operator-token'), fc.string({ maxLength: 60 })),
          async (orderId, action, authorization) => {
            const before = await snapshot();
            const { status: code, body: answer } = await call(admin.POST, '/api/admin/payments/x/y', { method: 'POST', headers: { authorization }, params: { orderId, action } });
            expect(code).toBeLessThan(500);
            expect(answer.code).toBe(code);
            if (code >= 400) expect(await snapshot()).toBe(before);
          },
        ),
        { numRuns: 60 },
      );
    } finally {
      if (saved === undefined) delete process.env.PAYMENTS_ADMIN_TOKEN;
      else process.env.PAYMENTS_ADMIN_TOKEN = saved;
    }
  });
});

describe('fuzzing the partial refund', () => {
  it('never answers a server error for any amount or Idempotency-Key, refunds no more than was captured, and a refusal writes nothing', async () => {
    const saved = process.env.PAYMENTS_ADMIN_TOKEN;
    process.env.PAYMENTS_ADMIN_TOKEN = 'fuzz-operator-token';
    const key = randomUUID();
    const body = orderPayload([{ sku: 'COFFEE-250', qty: 1 }]);
    body.addressInformation.payment_method_code = 'card';
    const orderId = ((await call(order.POST, '/api/order', { body, headers: { 'idempotency-key': key } })).body.result as { id: string }).id;
    const ref = ((await call(start.POST, '/api/payments/start', { body: { orderKey: key } })).body.result as { session: { reference: string } }).session.reference;
    await call(card.POST, '/api/payments/test/card', { body: { reference: ref, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } } });
    const amount = fc.oneof(fc.integer({ min: -5000, max: 5000 }), fc.double(), fc.string({ maxLength: 12 }), fc.constantFrom('1.00', '0.5', '-1', '1e3', '0x10', '', ' 2 '), fc.constant(null), fc.constant(undefined));
    try {
      await fc.assert(
        fc.asyncProperty(amount, fc.oneof(fc.uuid(), fc.string({ maxLength: 140 })), async (value, idempotencyKey) => {
          const before = await snapshot();
          const headers: Record<string, string> = { authorization: 'Bearer fuzz-operator-token' };
          if (idempotencyKey.trim()) headers['idempotency-key'] = idempotencyKey;
          const { status: code, body: answer } = await callAnyAnswer(admin.POST, '/api/admin/payments/x/refund', { method: 'POST', rawBody: JSON.stringify({ amount: value }), headers, params: { orderId, action: 'refund' } });
          expect(code).toBeLessThan(500);
          expect(answer.code).toBe(code);
          if (code >= 400) expect(await snapshot()).toBe(before);
          const handle = await db();
          const [refunded, captured] = await Promise.all([
            handle.selectFrom('payment_refunds').select('amount_cents').where('order_id', '=', orderId).execute(),
            handle.selectFrom('payments').select('amount_cents').where('order_id', '=', orderId).executeTakeFirstOrThrow(),
          ]);
          expect(refunded.reduce((sum, r) => sum + r.amount_cents, 0)).toBeLessThanOrEqual(captured.amount_cents);
        }),
        { numRuns: 80 },
      );
    } finally {
      if (saved === undefined) delete process.env.PAYMENTS_ADMIN_TOKEN;
      else process.env.PAYMENTS_ADMIN_TOKEN = saved;
    }
  });
});
