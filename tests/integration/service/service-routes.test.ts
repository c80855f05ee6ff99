/**
 * The service routes (issue 18) against a real database: contact form (stored, two mails, spam
 * guards, limits), guest newsletter with double opt-in and signed unsubscribe, and order tracking
 * that answers the same for an unknown order and a wrong pair.
 */
import { randomUUID } from 'node:crypto';
import { call, useTempDatabase } from '../commerce/harness';
import { useTestCatalog } from '../commerce/test-catalog';
import { orderPayload, TEST_ADDRESS } from '../commerce/order-payloads';
import * as contact from '@/app/api/ext/contact/route';
import * as newsletter from '@/app/api/ext/newsletter/route';
import * as unsubscribe from '@/app/api/ext/newsletter/unsubscribe/route';
import * as confirm from '@/app/api/ext/mailchimp-subscribe/confirm/route';
import * as order from '@/app/api/order/route';
import * as tracking from '@/app/api/order/tracking/route';
import { CONTACT_LIMIT_PER_HOUR, NEWSLETTER_SIGNUP_LIMIT_PER_HOUR, ORDER_TRACKING_LIMIT } from '@/lib/config/service';
import { MAIL_TEMPLATES } from '@/lib/config/commerce';
import { unsubscribeSignature } from '@/lib/commerce/newsletter/newsletter';
import { peerAddressHeader } from '@/lib/http/peer-address';
import { signedInCustomer } from '../commerce/customer-accounts';
import * as coffeeCorner from '@/app/api/user/coffee-corner/route';
import * as orderAgain from '@/app/api/user/order-again/route';
import * as stockAlert from '@/app/api/stock/alert/route';
import { sendStockAlerts } from '@/lib/commerce/service/stock-alerts';
import { upsertStock } from '@/lib/commerce/stock/stock-repository';

const { db } = useTempDatabase();
useTestCatalog();

let ipCounter = 0;
/** The limits count per client address: each case comes from its own, as server.ts stamps it. */
const fromNewAddress = () => ({ headers: { 'x-storefront-peer': peerAddressHeader(`203.0.113.${++ipCounter}`) } });

function contactBody(overrides: Record<string, unknown> = {}) {
  return { topic: 'order', name: 'Clara Kunde', email: 'clara@example.com', orderNumber: '100000001', message: 'Where is my parcel, please?', shownAt: Date.now() - 10_000, ...overrides };
}

async function mailsTo(recipient: string) {
  return (await db()).selectFrom('mail_outbox').selectAll().where('recipient', '=', recipient).execute();
}


describe('contact form', () => {
  it('stores the request and writes a mail to the service address and a copy to the customer', async () => {
    const email = `clara.${randomUUID()}@example.com`;
    const { status, body } = await call(contact.POST, '/api/ext/contact', { body: contactBody({ email }), ...fromNewAddress() });
    expect(status).toBe(200);
    const { id } = body.result as { id: string };
    const stored = await (await db()).selectFrom('contact_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ topic: 'order', email, store_code: 'de_de', order_number: '100000001' });
    const copy = await mailsTo(email);
    expect(copy.map((m) => m.template)).toEqual(['contact-copy']);
    expect(JSON.parse(copy[0].payload)).toMatchObject({ topicLabel: 'Bestellung', requestId: id });
    const service = (await mailsTo('service@kaffee-shop.de')).filter((m) => JSON.parse(m.payload).requestId === id);
    expect(service.map((m) => [m.template, JSON.parse(m.payload).replyTo])).toEqual([['contact-request', email]]);
  });

  it('answers a filled honeypot as accepted and keeps and sends nothing', async () => {
    const email = `bot.${randomUUID()}@example.com`;
    const { status, body } = await call(contact.POST, '/api/ext/contact', { body: contactBody({ email, website: 'http://spam.example' }) });
    expect(status).toBe(200);
    expect(await (await db()).selectFrom('contact_requests').selectAll().where('id', '=', (body.result as { id: string }).id).execute()).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('refuses a form sent right after it was shown', async () => {
    const { status } = await call(contact.POST, '/api/ext/contact', { body: contactBody({ shownAt: Date.now() }) });
    expect(status).toBe(400);
  });

  it('answers bad input with 400 naming the field, writing nothing', async () => {
    const email = `short.${randomUUID()}@example.com`;
    const { status, body } = await call(contact.POST, '/api/ext/contact', { body: contactBody({ email, message: 'hi' }) });
    expect(status).toBe(400);
    expect(String(body.result)).toContain('message');
    expect(await mailsTo(email)).toEqual([]);
    expect((await call(contact.POST, '/api/ext/contact', { body: contactBody({ topic: 'lottery' }) })).status).toBe(400);
    expect((await call(contact.POST, '/api/ext/contact', { body: contactBody({ attachment: { name: 'x.exe', type: 'application/x-msdownload', base64: 'AAAA' } }) })).status).toBe(400);
  });

  it(`limits one e-mail address to ${CONTACT_LIMIT_PER_HOUR} requests an hour`, async () => {
    const email = `many.${randomUUID()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_LIMIT_PER_HOUR; i++) statuses.push((await call(contact.POST, '/api/ext/contact', { body: contactBody({ email }), ...fromNewAddress() })).status);
    expect(statuses).toEqual([...Array(CONTACT_LIMIT_PER_HOUR).fill(200), 429]);
    expect(await mailsTo(email)).toHaveLength(CONTACT_LIMIT_PER_HOUR);
  });
});

describe('guest newsletter', () => {
  it('signs a guest up as awaiting confirmation, confirms through the mailed token, then tells a duplicate', async () => {
    const email = `guest.${randomUUID()}@example.com`;
    expect((await call(newsletter.POST, '/api/ext/newsletter', { body: { email }, ...fromNewAddress() })).body.result).toBe('pending');
    expect((await call(newsletter.GET, '/api/ext/newsletter', { query: { email } })).body.result).toBe('pending');
    const [mail] = await mailsTo(email);
    expect(mail.template).toBe(MAIL_TEMPLATES.newsletterConfirm);
    const variables = JSON.parse(mail.payload) as { confirmationToken: string; unsubscribeLink: string };
    expect(variables.unsubscribeLink).toContain('/newsletter?unsubscribe=');
    expect((await call(confirm.GET, '/api/ext/mailchimp-subscribe/confirm', { query: { token: variables.confirmationToken } })).status).toBe(200);
    expect((await call(newsletter.GET, '/api/ext/newsletter', { query: { email } })).body.result).toBe('subscribed');
    const again = await call(newsletter.POST, '/api/ext/newsletter', { body: { email }, ...fromNewAddress() });
    expect(again.status).toBe(400);
  });

  it('unsubscribes only with the signature of the mail link', async () => {
    const email = `leave.${randomUUID()}@example.com`;
    await call(newsletter.POST, '/api/ext/newsletter', { body: { email }, ...fromNewAddress() });
    expect((await call(unsubscribe.POST, '/api/ext/newsletter/unsubscribe', { body: { email, signature: 'not-the-signature' } })).status).toBe(400);
    expect((await call(newsletter.GET, '/api/ext/newsletter', { query: { email } })).body.result).toBe('pending');
    expect((await call(unsubscribe.POST, '/api/ext/newsletter/unsubscribe', { body: { email, signature: unsubscribeSignature(email) } })).status).toBe(200);
    expect((await call(newsletter.GET, '/api/ext/newsletter', { query: { email } })).body.result).toBe('none');
  });

  it(`limits sign-ups from one address to ${NEWSLETTER_SIGNUP_LIMIT_PER_HOUR} an hour`, async () => {
    const address = fromNewAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= NEWSLETTER_SIGNUP_LIMIT_PER_HOUR; i++) statuses.push((await call(newsletter.POST, '/api/ext/newsletter', { body: { email: `n${i}.${randomUUID()}@example.com` }, ...address })).status);
    expect(statuses).toEqual([...Array(NEWSLETTER_SIGNUP_LIMIT_PER_HOUR).fill(200), 429]);
  });
});

describe('order tracking', () => {
  let incrementId = '';
  beforeAll(async () => {
    const placed = await call(order.POST, '/api/order', { body: orderPayload([{ sku: 'COFFEE-250', qty: 2 }]), headers: { 'idempotency-key': randomUUID() } });
    expect(placed.status).toBe(200);
    incrementId = (placed.body.result as { increment_id: string }).increment_id;
    expect(incrementId).toBeTruthy();
  });

  it('shows status, items and shipment for the number with its e-mail or its postcode', async () => {
    for (const verifier of [TEST_ADDRESS.email.toUpperCase(), ` ${TEST_ADDRESS.postcode} `]) {
      const { status, body } = await call(tracking.POST, '/api/order/tracking', { body: { orderNumber: incrementId, verifier }, ...fromNewAddress() });
      expect(status).toBe(200);
      expect(body.result).toMatchObject({ increment_id: incrementId, status: 'pending', items: [{ sku: 'COFFEE-250', qty: 2 }], shipment: { city: 'Hamburg', country: 'DE' } });
      expect((body.result as { grand_total: string }).grand_total).toMatch(/€/);
    }
  });

  it('answers a wrong pair exactly as an order that does not exist', async () => {
    const wrong = await call(tracking.POST, '/api/order/tracking', { body: { orderNumber: incrementId, verifier: 'someone@example.com' } });
    const missing = await call(tracking.POST, '/api/order/tracking', { body: { orderNumber: '999999999', verifier: TEST_ADDRESS.email } });
    expect(wrong).toEqual(missing);
    expect(wrong.body).toEqual({ code: 200, result: null });
  });

  it(`throttles lookups after ${ORDER_TRACKING_LIMIT} per window`, async () => {
    const address = fromNewAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= ORDER_TRACKING_LIMIT; i++) statuses.push((await call(tracking.POST, '/api/order/tracking', { body: { orderNumber: `x${i}`, verifier: 'a@example.com' }, ...address })).status);
    expect(statuses).toEqual([...Array(ORDER_TRACKING_LIMIT).fill(200), 429]);
  });
});

describe('age check on the server', () => {
  const place = (body: unknown, token?: string) => call(order.POST, '/api/order', { body, token, headers: { 'idempotency-key': randomUUID() } });
  const years = (n: number) => {
    const date = new Date();
    date.setUTCFullYear(date.getUTCFullYear() - n);
    return date.toISOString().slice(0, 10);
  };

  it('refuses the order of an age-restricted product without a confirmed age, or under 18', async () => {
    const before = await (await db()).selectFrom('orders').select('id').execute();
    const missing = await place(orderPayload([{ sku: 'AGE-LIQUEUR', qty: 1 }]));
    expect(missing.status).toBe(400);
    expect(missing.body.result).toBe('Leider musst du mindestens 18 Jahre alt sein, um dieses Produkt zu kaufen.');
    expect((await place(orderPayload([{ sku: 'AGE-LIQUEUR', qty: 1 }], { age_verification: { birth_date: years(17) } }))).status).toBe(400);
    expect(await (await db()).selectFrom('orders').select('id').execute()).toHaveLength(before.length);
  });

  it('places it with a date of birth 18 or more years back, and never asks for other products', async () => {
    expect((await place(orderPayload([{ sku: 'AGE-LIQUEUR', qty: 1 }], { age_verification: { birth_date: years(18) } }))).status).toBe(200);
    expect((await place(orderPayload([{ sku: 'COFFEE-250', qty: 1 }]))).status).toBe(200);
  });

  it('answers a malformed date of birth with 400 naming the field', async () => {
    const { status, body } = await place(orderPayload([{ sku: 'AGE-LIQUEUR', qty: 1 }], { age_verification: { birth_date: '01.01.1990' } }));
    expect(status).toBe(400);
    expect(String(body.result)).toContain('age_verification');
  });
});

describe('account pages', () => {
  it('keeps coffee corner preferences with the acknowledgement, and the birth date only once', async () => {
    const { token } = await signedInCustomer();
    expect((await call(coffeeCorner.GET, '/api/user/coffee-corner')).status).toBe(401);
    const unacknowledged = await call(coffeeCorner.POST, '/api/user/coffee-corner', { token, body: { preferences: { milkFoam: 'integrated' } } });
    expect(unacknowledged.status).toBe(400);
    expect(String(unacknowledged.body.result)).toContain('acknowledged');
    const saved = await call(coffeeCorner.POST, '/api/user/coffee-corner', { token, body: { preferences: { milkFoam: 'integrated', intensity: 'intense', decaf: false }, birthDate: '24.12.1980', acknowledged: true } });
    expect(saved.body.result).toMatchObject({ preferences: { milkFoam: 'integrated', intensity: 'intense' }, birth_date: '1980-12-24' });
    const again = await call(coffeeCorner.POST, '/api/user/coffee-corner', { token, body: { preferences: { milkFoam: 'none' }, birthDate: '01.01.1990', acknowledged: true } });
    expect(again.status).toBe(400);
    const read = await call(coffeeCorner.GET, '/api/user/coffee-corner', { token });
    expect(read.body.result).toMatchObject({ preferences: { milkFoam: 'integrated' }, birth_date: '1980-12-24' });
  });

  it('lists each product of past orders once, newest first, paged', async () => {
    const { token } = await signedInCustomer();
    await call(order.POST, '/api/order', { token, body: orderPayload([{ sku: 'COFFEE-250', qty: 1 }]), headers: { 'idempotency-key': randomUUID() } });
    await call(order.POST, '/api/order', { token, body: orderPayload([{ sku: 'LAST-FIVE', qty: 1 }, { sku: 'COFFEE-250', qty: 2 }]), headers: { 'idempotency-key': randomUUID() } });
    const { body } = await call(orderAgain.GET, '/api/user/order-again', { token });
    expect(body.result).toMatchObject({ count: 2, currentPage: 1 });
    expect((body.result as { items: { sku: string }[] }).items.map((item) => item.sku).sort()).toEqual(['COFFEE-250', 'LAST-FIVE']);
    expect(((await call(orderAgain.GET, '/api/user/order-again', { token, query: { page: '2' } })).body.result as { items: unknown[] }).items).toEqual([]);
    expect((await call(orderAgain.GET, '/api/user/order-again', { token, query: { page: '0' } })).status).toBe(400);
  });

  it('mails a notify-me request once, when the product is back in stock', async () => {
    const email = `wait.${randomUUID()}@example.com`;
    expect((await call(stockAlert.POST, '/api/stock/alert', { body: { email, sku: 'TEA-OOS' } })).status).toBe(200);
    expect((await call(stockAlert.POST, '/api/stock/alert', { body: { email: 'nope', sku: 'TEA-OOS' } })).status).toBe(400);
    const now = new Date();
    await sendStockAlerts(await db(), now);
    expect(await mailsTo(email)).toEqual([]);
    await upsertStock(await db(), { sku: 'TEA-OOS', product_id: 2, qty: 10, manage_stock: 1, backorders: 0, is_in_stock: 1, updated_at: now.toISOString() });
    await sendStockAlerts(await db(), now);
    await sendStockAlerts(await db(), now);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.template)).toEqual(['back-in-stock']);
  });
});
