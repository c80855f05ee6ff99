/**
 * Paying orders through the routes on the embedded test gateway (issue 15): card outcomes with
 * Stripe's test numbers, 3-D Secure, redirect approvals, wallets, webhooks (signature, idempotency,
 * order of arrival), the unpaid-order sweep. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { signedInCustomer } from './customer-accounts';
import { orderPayload } from './order-payloads';
import * as order from '@/app/api/order/route';
import * as start from '@/app/api/payments/start/route';
import * as status from '@/app/api/payments/status/route';
import * as card from '@/app/api/payments/test/card/route';
import * as wallet from '@/app/api/payments/test/wallet/route';
import * as gateway from '@/app/api/payments/test/gateway/route';
import * as complete from '@/app/api/payments/complete/route';
import * as methodSwitch from '@/app/api/payments/method/route';
import * as review from '@/app/api/payments/review/route';
import * as webhook from '@/app/api/payments/[provider]/webhook/route';
import * as stockCheck from '@/app/api/stock/check/route';
import { sweepUnpaidOrders, testWebhook } from '@/lib/commerce/payments';
import { signWebhook } from '@/lib/commerce/payments/webhook-signature';

const { db } = useTempDatabase();
useTestCatalog();

interface Placed {
  key: string;
  id: string;
}

async function place(method: string, options: { qty?: number; token?: string } = {}): Promise<Placed> {
  const key = randomUUID();
  const body = orderPayload([{ sku: 'LAST-FIVE', qty: options.qty ?? 1 }]);
  body.addressInformation.payment_method_code = method;
  const { status: code, body: answer } = await call(order.POST, '/api/order', { body, token: options.token, headers: { 'idempotency-key': key } });
  expect(code).toBe(200);
  return { key, id: (answer.result as { id: string }).id };
}

async function startPayment(placed: Placed) {
  const { status: code, body } = await call(start.POST, '/api/payments/start', { body: { orderKey: placed.key } });
  expect(code).toBe(200);
  return body.result as { session: { flow: string; reference: string; redirectUrl?: string; provider: string }; state: { amount: number; testMode: boolean; payable: boolean } };
}

async function orderRow(id: string) {
  return (await db()).selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function stockOf(sku: string): Promise<number> {
  return ((await call(stockCheck.GET, '/api/stock/check', { query: { sku } })).body.result as { qty: number }).qty;
}

async function mails(recipient = 'ada@example.com') {
  return (await db()).selectFrom('mail_outbox').selectAll().where('recipient', '=', recipient).where('template', '=', 'order-confirmation').execute();
}

function payCard(reference: string, number: string, expiry = '12/34', cvc = '123') {
  return call(card.POST, '/api/payments/test/card', { body: { reference, card: { number, expiry, cvc } } });
}

function postWebhook(body: string, headers: Headers, provider = 'test') {
  return call(webhook.POST, `/api/payments/${provider}/webhook`, { rawBody: body, headers: Object.fromEntries(headers), params: { provider } });
}

beforeEach(async () => {
  // LAST-FIVE holds five pieces: every test starts from a full shelf.
  await (await db()).updateTable('stock').set({ qty: 5 }).where('sku', '=', 'LAST-FIVE').execute();
});

describe('paying by card on the test gateway', () => {
  it('opens a card session with the amount from the order, marked test mode', async () => {
    const placed = await place('card');
    const { session, state } = await startPayment(placed);
    expect(session).toMatchObject({ flow: 'card', provider: 'test' });
    expect(state).toMatchObject({ amount: 17, testMode: true, payable: true });
  });

  it('confirms by mail when the order is confirmed for its method: cash on delivery at once, a card not before its payment', async () => {
    const before = (await mails()).length;
    await place('cashondelivery', { qty: 2 });
    expect((await mails()).length).toBe(before + 1);
    // The mail lists what was ordered: quantity, name and the line's price.
    const listed = (await mails()).map((mail) => (JSON.parse(mail.payload) as { lines?: string }).lines);
    expect(listed).toContainEqual('2 × Product LAST-FIVE: 24,00\u00a0€');
    const card = await place('card');
    await startPayment(card);
    expect((await mails()).length).toBe(before + 1);
  });

  it('pays with 4242 4242 4242 4242: the order is processing and the confirmation mail is in the outbox', async () => {
    const placed = await place('card');
    const before = (await mails()).length;
    const { session } = await startPayment(placed);
    const { body } = await payCard(session.reference, '4242 4242 4242 4242');
    expect(body.result).toEqual({ status: 'succeeded' });
    expect((await orderRow(placed.id)).status).toBe('processing');
    expect((await mails()).length).toBe(before + 1);
    expect((await call(status.POST, '/api/payments/status', { body: { orderKey: placed.key } })).body.result).toMatchObject({ paid: true, payable: false, orderStatus: 'processing' });
  });

  it('answers the decline in words and keeps the order payable for another card', async () => {
    const placed = await place('card');
    const { session } = await startPayment(placed);
    expect((await payCard(session.reference, '4000 0000 0000 0002')).body.result).toEqual({ status: 'declined', reason: 'card_declined' });
    expect((await payCard(session.reference, '4000 0000 0000 9995')).body.result).toEqual({ status: 'declined', reason: 'insufficient_funds' });
    expect((await payCard(session.reference, '4000 0000 0000 0069')).body.result).toEqual({ status: 'declined', reason: 'expired_card' });
    expect((await orderRow(placed.id)).status).toBe('pending_payment');
    const state = (await call(status.POST, '/api/payments/status', { body: { orderKey: placed.key } })).body.result;
    expect(state).toMatchObject({ payable: true, declineReason: 'expired_card' });
    expect((await payCard((await startPayment(placed)).session.reference, '4242424242424242')).body.result).toEqual({ status: 'succeeded' });
  });

  it('never charges twice: a second "Pay now" of a paid order is refused', async () => {
    const placed = await place('card');
    const { session } = await startPayment(placed);
    await payCard(session.reference, '4242424242424242');
    expect((await call(start.POST, '/api/payments/start', { body: { orderKey: placed.key } })).status).toBe(409);
    expect((await payCard(session.reference, '4242424242424242')).status).toBe(409);
    expect((await mails()).length).toBeGreaterThan(0);
  });

  it('meets the same payment on every "Pay now" of one order (keyed by its Idempotency-Key)', async () => {
    const placed = await place('card');
    const first = await startPayment(placed);
    const second = await startPayment(placed);
    expect(second.session.reference).toBe(first.session.reference);
    const rows = await (await db()).selectFrom('payments').selectAll().where('order_id', '=', placed.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('stores nothing of the card', async () => {
    const placed = await place('card');
    const { session } = await startPayment(placed);
    await payCard(session.reference, '4000 0000 0000 0002', '12/34', '987');
    const row = await (await db()).selectFrom('payments').selectAll().where('order_id', '=', placed.id).executeTakeFirstOrThrow();
    // Random ids (UUIDs, the gateway's hex reference) may hold these digits by chance ("…-98761f…"):
    // masked first, so only what the row keeps beside them is searched for the card's number and CVC.
    const randomIds = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|tgpi_[0-9a-f]+/g;
    expect(JSON.stringify(row).replace(randomIds, '<id>')).not.toMatch(/4000|0002|987/);
  });
});

describe('3-D Secure on the test gateway', () => {
  it('asks a challenge for 4000 0027 6000 3184; confirming it pays the order', async () => {
    const placed = await place('card');
    const { session } = await startPayment(placed);
    const outcome = (await payCard(session.reference, '4000 0027 6000 3184')).body.result as { status: string; actionUrl: string };
    expect(outcome.status).toBe('action_required');
    const page = await gateway.GET(new Request(outcome.actionUrl, { headers: { host: 'de.localhost' } }));
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('3-D Secure');
    const form = new URLSearchParams({ reference: session.reference, action: 'approve' });
    const answer = await gateway.POST(new Request('http://de.localhost/api/payments/test/gateway', { method: 'POST', body: form, headers: { host: 'de.localhost', 'content-type': 'application/x-www-form-urlencoded' } }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('http://de.localhost/checkout');
    expect((await orderRow(placed.id)).status).toBe('processing');
  });

  it('cancelling the challenge declines the attempt and the order still waits', async () => {
    const placed = await place('card');
    const { session } = await startPayment(placed);
    await payCard(session.reference, '4000002760003184');
    const form = new URLSearchParams({ reference: session.reference, action: 'cancel' });
    await gateway.POST(new Request('http://de.localhost/api/payments/test/gateway', { method: 'POST', body: form, headers: { host: 'de.localhost', 'content-type': 'application/x-www-form-urlencoded' } }));
    expect((await orderRow(placed.id)).status).toBe('pending_payment');
    expect((await call(status.POST, '/api/payments/status', { body: { orderKey: placed.key } })).body.result).toMatchObject({ declineReason: 'authentication_failed' });
  });
});

describe('redirect and wallet methods on the test gateway', () => {
  function answerPage(reference: string, action: 'approve' | 'cancel') {
    const form = new URLSearchParams({ reference, action });
    return gateway.POST(new Request('http://de.localhost/api/payments/test/gateway', { method: 'POST', body: form, headers: { host: 'de.localhost', 'content-type': 'application/x-www-form-urlencoded' } }));
  }

  it('PayPal: redirects to the approval page; approving pays and returns to the checkout', async () => {
    const placed = await place('paypal');
    const { session } = await startPayment(placed);
    expect(session.flow).toBe('redirect');
    expect(session.redirectUrl).toContain('/api/payments/test/gateway?reference=');
    expect((await answerPage(session.reference, 'approve')).headers.get('location')).toBe('http://de.localhost/checkout');
    expect((await orderRow(placed.id)).status).toBe('processing');
  });

  it('PayPal: cancelling returns to the checkout with the order still payable', async () => {
    const placed = await place('paypal');
    const { session } = await startPayment(placed);
    await answerPage(session.reference, 'cancel');
    expect((await orderRow(placed.id)).status).toBe('pending_payment');
  });

  it('Amazon Pay: approval leads to /amazonpay/review, completion pays the order', async () => {
    const placed = await place('amazonpay');
    const { session } = await startPayment(placed);
    const back = (await answerPage(session.reference, 'approve')).headers.get('location');
    expect(back).toBe(`http://de.localhost/amazonpay/review?amazonCheckoutSessionId=${session.reference}`);
    expect((await orderRow(placed.id)).status).toBe('pending_payment');
    const reviewed = await call(review.POST, '/api/payments/review', { body: { reference: session.reference } });
    expect(reviewed.body.result).toEqual({ redirectUrl: `http://de.localhost/amazonpay/complete?amazonCheckoutSessionId=${session.reference}` });
    expect((await call(complete.POST, '/api/payments/complete', { body: { reference: session.reference } })).body.result).toEqual({ status: 'succeeded' });
    expect((await orderRow(placed.id)).status).toBe('processing');
    expect((await call(complete.POST, '/api/payments/complete', { body: { reference: session.reference } })).status).toBe(409);
  });

  it('Amazon Pay: completing before the approval is refused', async () => {
    const placed = await place('amazonpay');
    const { session } = await startPayment(placed);
    expect((await call(complete.POST, '/api/payments/complete', { body: { reference: session.reference } })).status).toBe(409);
  });

  it('Google Pay / Apple Pay: the wallet sheet approved pays, dismissed leaves the order payable', async () => {
    for (const method of ['googlepay', 'applepay']) {
      const placed = await place(method);
      const { session } = await startPayment(placed);
      expect(session.flow).toBe('wallet');
      expect((await call(wallet.POST, '/api/payments/test/wallet', { body: { reference: session.reference, approve: false } })).body.result).toEqual({ status: 'declined', reason: 'canceled' });
      expect((await orderRow(placed.id)).status).toBe('pending_payment');
      expect((await call(wallet.POST, '/api/payments/test/wallet', { body: { reference: session.reference, approve: true } })).body.result).toEqual({ status: 'succeeded' });
      expect((await orderRow(placed.id)).status).toBe('processing');
    }
  });
});

describe('who may pay an order', () => {
  it('answers 404 for an unknown key and refuses cash on delivery (nothing to pay)', async () => {
    expect((await call(start.POST, '/api/payments/start', { body: { orderKey: randomUUID() } })).status).toBe(404);
    const cod = await place('cashondelivery');
    expect((await call(start.POST, '/api/payments/start', { body: { orderKey: cod.key } })).status).toBe(409);
  });

  it("lets a customer pay their own order by id, and nobody else's", async () => {
    const ada = await signedInCustomer();
    const eve = await signedInCustomer();
    const placed = await place('card', { token: ada.token });
    expect((await call(start.POST, '/api/payments/start', { body: { orderId: placed.id }, token: ada.token })).status).toBe(200);
    expect((await call(start.POST, '/api/payments/start', { body: { orderId: placed.id }, token: eve.token })).status).toBe(404);
    expect((await call(start.POST, '/api/payments/start', { body: { orderId: placed.id } })).status).toBe(404);
  });
});

describe('webhooks', () => {
  it('refuses a forged or unsigned event with 401 and changes nothing', async () => {
    const placed = await place('card');
    const { session } = await startPayment(placed);
    const forged = testWebhook(session.reference, 'succeeded', new Date(), { secret: 'not-the-secret' });
    expect((await postWebhook(forged.body, forged.headers)).status).toBe(401);
    const unsigned = new Headers({ 'content-type': 'application/json' });
    expect((await postWebhook(forged.body, unsigned)).status).toBe(401);
    expect((await orderRow(placed.id)).status).toBe('pending_payment');
    const events = await (await db()).selectFrom('payment_events').selectAll().where('reference', '=', session.reference).execute();
    expect(events).toHaveLength(0);
  });

  it('applies an event once: a replay answers 200 and changes nothing more', async () => {
    const before = (await mails()).length;
    const placed = await place('card');
    const { session } = await startPayment(placed);
    const event = testWebhook(session.reference, 'succeeded', new Date(), { eventId: `evt_${randomUUID()}` });
    expect((await postWebhook(event.body, event.headers)).body.result).toBe('applied');
    expect((await postWebhook(event.body, event.headers)).body.result).toBe('duplicate');
    expect((await orderRow(placed.id)).status).toBe('processing');
    expect((await mails()).length).toBe(before + 1);
  });

  it('cancels the order and releases its stock when the payment fails', async () => {
    const placed = await place('card', { qty: 2 });
    expect(await stockOf('LAST-FIVE')).toBe(3);
    const { session } = await startPayment(placed);
    const event = testWebhook(session.reference, 'failed', new Date());
    await postWebhook(event.body, event.headers);
    expect((await orderRow(placed.id)).status).toBe('canceled');
    expect(await stockOf('LAST-FIVE')).toBe(5);
  });

  it('handles events out of order: a failure arriving after the success changes nothing', async () => {
    const placed = await place('card', { qty: 2 });
    const { session } = await startPayment(placed);
    const now = Date.now();
    const failed = testWebhook(session.reference, 'failed', new Date(now - 1000));
    const succeeded = testWebhook(session.reference, 'succeeded', new Date(now));
    await postWebhook(succeeded.body, succeeded.headers);
    expect((await postWebhook(failed.body, failed.headers)).body.result).toBe('unchanged');
    expect((await orderRow(placed.id)).status).toBe('processing');
    expect(await stockOf('LAST-FIVE')).toBe(3);
  });

  it('answers 404 for an unknown provider and 401 for a known one without its secret', async () => {
    const body = '{}';
    const headers = new Headers({ 'x-test-gateway-signature': signWebhook('whatever', body, new Date()) });
    expect((await postWebhook(body, headers, 'nosuchpay')).status).toBe(404);
    expect((await postWebhook(body, headers, 'test')).status).toBe(401);
  });
});

describe('the unpaid-order sweep', () => {
  it('cancels orders unpaid past the timeout and releases their stock; paid and young orders stay', async () => {
    const old = await place('card', { qty: 1 });
    const paid = await place('card', { qty: 1 });
    await payCard((await startPayment(paid)).session.reference, '4242424242424242');
    const young = await place('paypal', { qty: 1 });
    const handle = await db();
    const hourAgo = new Date(Date.now() - 61 * 60_000).toISOString();
    await handle.updateTable('orders').set({ created_at: hourAgo }).where('id', 'in', [old.id, paid.id]).execute();
    expect(await stockOf('LAST-FIVE')).toBe(2);
    expect(await sweepUnpaidOrders(handle, new Date(), 60 * 60_000)).toBe(1);
    expect((await orderRow(old.id)).status).toBe('canceled');
    expect((await orderRow(paid.id)).status).toBe('processing');
    expect((await orderRow(young.id)).status).toBe('pending_payment');
    expect(await stockOf('LAST-FIVE')).toBe(3);
    // Money arriving for the swept order is not lost: the order waits in payment_review for a person.
    const reference = (await handle.selectFrom('payments').select('reference').where('order_id', '=', old.id).executeTakeFirst())?.reference;
    expect(reference).toBeUndefined();
  });

  it('puts money that arrives after the sweep into payment_review', async () => {
    const placed = await place('card');
    const { session } = await startPayment(placed);
    const handle = await db();
    await handle.updateTable('orders').set({ created_at: new Date(Date.now() - 61 * 60_000).toISOString() }).where('id', '=', placed.id).execute();
    await sweepUnpaidOrders(handle, new Date(), 60 * 60_000);
    expect((await orderRow(placed.id)).status).toBe('canceled');
    const late = testWebhook(session.reference, 'succeeded', new Date());
    await postWebhook(late.body, late.headers);
    expect((await orderRow(placed.id)).status).toBe('payment_review');
  });
});

describe('another method for an order that waits for its money (issue 35)', () => {
  const switchTo = (placed: Placed, method: string) => call(methodSwitch.POST, '/api/payments/method', { body: { orderKey: placed.key, method } });
  const ordersOf = async (email = 'ada@example.com') => (await (await db()).selectFrom('orders').select('id').where('email', '=', email).execute()).length;

  it('after a declined card the order is paid with PayPal: same number, the card attempt void, one confirmation once paid', async () => {
    const placed = await place('card');
    const { increment_id: number } = await orderRow(placed.id);
    const { session: cardSession } = await startPayment(placed);
    expect((await payCard(cardSession.reference, '4000 0000 0000 0002')).body.result).toEqual({ status: 'declined', reason: 'card_declined' });
    const orders = await ordersOf();
    const before = (await mails()).length;

    const { status: code, body } = await switchTo(placed, 'paypal');
    expect(code).toBe(200);
    expect(body.result).toMatchObject({ method: 'paypal', payable: true, orderStatus: 'pending_payment', declineReason: null });
    // The card attempt is void: its card form can no longer pay this order.
    expect((await payCard(cardSession.reference, '4242 4242 4242 4242')).status).toBe(404);

    const { session } = await startPayment(placed);
    expect(session).toMatchObject({ flow: 'redirect', provider: 'test' });
    expect(session.reference).not.toBe(cardSession.reference);
    expect((await mails()).length).toBe(before);
    const form = new URLSearchParams({ reference: session.reference, action: 'approve' });
    await gateway.POST(new Request('http://de.localhost/api/payments/test/gateway', { method: 'POST', body: form, headers: { host: 'de.localhost', 'content-type': 'application/x-www-form-urlencoded' } }));
    const paid = await orderRow(placed.id);
    expect(paid).toMatchObject({ status: 'processing', payment_method: 'paypal', increment_id: number });
    expect(await ordersOf()).toBe(orders);
    expect((await mails()).length).toBe(before + 1);
    // Paid: no further switch, and the voided card attempt still cannot charge.
    expect((await switchTo(placed, 'cashondelivery')).status).toBe(409);
    expect((await payCard(cardSession.reference, '4242 4242 4242 4242')).status).toBe(404);
  });

  it('cash on delivery after a decline confirms the order there and then, with one confirmation mail', async () => {
    const placed = await place('card');
    const { session } = await startPayment(placed);
    await payCard(session.reference, '4000 0000 0000 0002');
    const before = (await mails()).length;
    expect((await switchTo(placed, 'cashondelivery')).body.result).toMatchObject({ method: 'cashondelivery', payable: false, orderStatus: 'pending' });
    expect(await orderRow(placed.id)).toMatchObject({ status: 'pending', payment_method: 'cashondelivery' });
    expect((await mails()).length).toBe(before + 1);
    expect((await switchTo(placed, 'card')).status).toBe(409);
    expect((await payCard(session.reference, '4242 4242 4242 4242')).status).toBe(404);
    expect((await mails()).length).toBe(before + 1);
  });

  it('lists the methods the order may switch to while it waits, and refuses one its store does not offer', async () => {
    const placed = await place('card');
    const state = (await call(status.POST, '/api/payments/status', { body: { orderKey: placed.key } })).body.result as { methods: string[] };
    expect(state.methods).toEqual(expect.arrayContaining(['card', 'paypal', 'cashondelivery']));
    expect(state.methods).not.toContain('ideal');
    const { status: code } = await switchTo(placed, 'ideal');
    expect(code).toBe(400);
    expect(await orderRow(placed.id)).toMatchObject({ status: 'pending_payment', payment_method: 'card' });
  });
});
