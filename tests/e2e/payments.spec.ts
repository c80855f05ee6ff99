/**
 * Paying on the embedded test gateway (issue 15), in the German store: card success and decline,
 * 3-D Secure confirmed and cancelled, the PayPal and Amazon Pay redirect round trips, a wallet
 * sheet, an order queued offline and paid after reconnecting, a webhook delivered twice that
 * changes the order once, a forged webhook refused, and a customer's "Pay now" in the order
 * details with the saved card for subscriptions; iDEAL on the Dutch store, approved and cancelled at
 * the test bank. Orders and mails are read from the e2e
 * server's database.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { test, expect, type Page } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { DEFAULT_SQLITE_FILE_NAME } from '@/lib/config/commerce';
import { testWebhook } from '@/lib/commerce/payments/test-gateway';
import { E2E_DATA_DIR, PORT, storeUrl } from './support/server';
import { confirmationMailsTo, guestAtReview, messagesOf, payByTestCard, productPathOn, withAny } from './support/guest-checkout';
import { logIn, registerThroughApi } from './support/customer';

const VIEW = { host: 'de.localhost', postcode: '20095', city: 'Hamburg' };
const t = messagesOf('de-DE');

function readDb<T>(query: (db: Database.Database) => T): T {
  const db = new Database(path.join(E2E_DATA_DIR, DEFAULT_SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    return query(db);
  } finally {
    db.close();
  }
}

const orderStatusOf = (email: string) => readDb((db) => (db.prepare('SELECT status FROM orders WHERE email = ?').get(email) as { status: string } | undefined)?.status);
const uniqueEmail = (label: string) => `pay.${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

function fill(template: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), template);
}

/** Through the checkout with `method`, "Place order", and on to the thank-you page's payment panel. */
async function placeWith(page: Page, method: string, email: string): Promise<void> {
  await guestAtReview(page, t, await productPathOn(VIEW.host, DEMO_SKUS.greenTea), email, VIEW, false, { paymentMethod: method });
  await page.getByRole('button', { name: t('checkout-ui.review.placeOrder') }).click();
  // The money is due: the page asks for it and does not thank for a finished order yet.
  // …seen and heard at once, though "Place order" was pressed further down the page.
  await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.paymentDue.title') })).toBeFocused();
  await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.paymentDue.title') })).toBeInViewport();
  await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.confirmed.title') })).toHaveCount(0);
  await expect(page.getByTestId('payment-test-mode')).toHaveText(t('payments.testMode'));
  expect(orderStatusOf(email)).toBe('pending_payment');
}

const payByCard = (page: Page, number: string) => payByTestCard(page, t, number);

async function expectPaid(page: Page, email: string): Promise<void> {
  await expect(page.getByText(t('payments.paid'))).toBeVisible();
  expect(orderStatusOf(email)).toBe('processing');
  expect(confirmationMailsTo(email)).toBe(1);
}

test('card 4242 4242 4242 4242: the order is paid, processing, and the confirmation mail is written', async ({ page }) => {
  const email = uniqueEmail('card');
  await placeWith(page, 'card', email);
  await payByCard(page, '4242 4242 4242 4242');
  await expectPaid(page, email);
  // The thanks come now, in view and focused, so the shopper sees and hears the result.
  await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.confirmed.title') })).toBeFocused();
  await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.confirmed.title') })).toBeInViewport();
});

test('a declined card is told in words; another card then pays the same order', async ({ page }) => {
  const email = uniqueEmail('decline');
  await placeWith(page, 'card', email);
  await payByCard(page, '4000 0000 0000 0002');
  await expect(page.getByTestId('payment-decline')).toHaveText(t('payments.decline.card_declined'));
  expect(orderStatusOf(email)).toBe('pending_payment');
  // The form empties the CVC once the decline is in: the next one is typed after that.
  await expect(page.getByLabel(t('payments.cvc'))).toHaveValue('');
  await page.getByLabel(t('payments.cardNumber')).fill('4242 4242 4242 4242');
  await page.getByLabel(t('payments.cvc')).fill('123');
  await page.getByRole('button', { name: withAny(t, 'payments.payAmount') }).click();
  await expectPaid(page, email);
});

test('3-D Secure: the challenge page confirmed pays the order', async ({ page }) => {
  const email = uniqueEmail('3ds-ok');
  await placeWith(page, 'card', email);
  await payByCard(page, '4000 0027 6000 3184');
  await expect(page.getByText(t('commerce.testGatewayNotice'))).toBeVisible();
  await expect(page.getByText(/3-D Secure/)).toBeVisible();
  await page.getByRole('button', { name: t('commerce.testGatewayApprove') }).click();
  await expect(page).toHaveURL(`${storeUrl(VIEW.host)}/checkout`);
  await expectPaid(page, email);
});

test('3-D Secure: the challenge cancelled leaves the order unpaid with the reason in words', async ({ page }) => {
  const email = uniqueEmail('3ds-cancel');
  await placeWith(page, 'card', email);
  await payByCard(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: t('commerce.testGatewayCancel') }).click();
  await expect(page).toHaveURL(`${storeUrl(VIEW.host)}/checkout`);
  await expect(page.getByTestId('payment-decline')).toHaveText(t('payments.decline.authentication_failed'));
  expect(orderStatusOf(email)).toBe('pending_payment');
});

test('PayPal: to the approval page and back, paid', async ({ page }) => {
  const email = uniqueEmail('paypal');
  await placeWith(page, 'paypal', email);
  await page.getByRole('button', { name: fill(t('payments.continueWith'), { method: t('checkout-ui.paymentMethods.paypal') }) }).click();
  await expect(page.getByText(/PayPal/).first()).toBeVisible();
  await page.getByRole('button', { name: t('commerce.testGatewayApprove') }).click();
  await expect(page).toHaveURL(`${storeUrl(VIEW.host)}/checkout`);
  await expectPaid(page, email);
});

test('Amazon Pay: approval, /amazonpay/review, "Pay now", /amazonpay/complete, paid', async ({ page }) => {
  const email = uniqueEmail('amazon');
  await placeWith(page, 'amazonpay', email);
  await page.getByRole('button', { name: fill(t('payments.continueWith'), { method: t('checkout-ui.paymentMethods.amazonpay') }) }).click();
  await page.getByRole('button', { name: t('commerce.testGatewayApprove') }).click();
  await expect(page).toHaveURL(/\/amazonpay\/review\?amazonCheckoutSessionId=tgpi_/);
  await expect(page.getByRole('heading', { name: t('payments.amazonReviewTitle') })).toBeVisible();
  expect(orderStatusOf(email)).toBe('pending_payment');
  await page.getByRole('button', { name: t('payments.payNow') }).click();
  await expect(page).toHaveURL(/\/amazonpay\/complete\?amazonCheckoutSessionId=tgpi_/);
  await expectPaid(page, email);
});

test('Google Pay: the wallet sheet approved pays the order', async ({ page }) => {
  const email = uniqueEmail('wallet');
  // Google Pay is offered only where the browser can pay with it: this Chromium is told it can.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'PaymentRequest', { configurable: true, value: class { canMakePayment() { return Promise.resolve(true); } } });
  });
  await placeWith(page, 'googlepay', email);
  await page.getByRole('button', { name: t('payments.payNow') }).click();
  await page.getByRole('button', { name: fill(t('payments.walletPay'), { method: t('checkout-ui.paymentMethods.googlepay') }) }).click();
  await page.getByRole('dialog').getByRole('button', { name: t('payments.walletConfirm') }).click();
  await expectPaid(page, email);
});

test('an order queued offline with a card is placed pending_payment and paid after reconnecting', async ({ page, context }) => {
  const email = uniqueEmail('offline');
  await guestAtReview(page, t, await productPathOn(VIEW.host, DEMO_SKUS.greenTea), email, VIEW, false, { paymentMethod: 'card' });
  await context.setOffline(true);
  await page.getByRole('button', { name: t('checkout-ui.review.placeOrder') }).click();
  await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.pending.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('payments.payNow') })).toHaveCount(0);
  await context.setOffline(false);
  await page.goto(`${storeUrl(VIEW.host)}/checkout`);
  // …seen and heard at once, though "Place order" was pressed further down the page.
  await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.paymentDue.title') })).toBeFocused();
  await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.paymentDue.title') })).toBeInViewport();
  expect(orderStatusOf(email)).toBe('pending_payment');
  await payByCard(page, '4242424242424242');
  await expectPaid(page, email);
  await page.reload();
  await expect(page.getByText(t('payments.paid'))).toBeVisible();
  expect(readDb((db) => (db.prepare('SELECT count(*) AS n FROM orders WHERE email = ?').get(email) as { n: number }).n)).toBe(1);
});

const NL = { host: 'nl.localhost', postcode: '1012 AB', city: 'Amsterdam' };
const nl = messagesOf('nl-NL');

/** Through the Dutch checkout with iDEAL, "Place order", "Continue with iDEAL" to the test bank's page. */
async function toTheBank(page: Page, email: string): Promise<void> {
  await guestAtReview(page, nl, await productPathOn(NL.host, DEMO_SKUS.greenTea), email, NL, false, { paymentMethod: 'ideal' });
  await page.getByRole('button', { name: nl('checkout-ui.review.placeOrder') }).click();
  await expect(page.getByRole('heading', { name: nl('checkout-ui.thankYou.paymentDue.title') })).toBeVisible();
  await page.getByRole('button', { name: fill(nl('payments.continueWith'), { method: nl('checkout-ui.paymentMethods.ideal') }) }).click();
  await expect(page.getByText(/^iDEAL: /)).toBeVisible();
}

test('iDEAL on the Dutch store: approved at the bank, back in the shop, paid', async ({ page }) => {
  const email = uniqueEmail('ideal');
  await toTheBank(page, email);
  await page.getByRole('button', { name: nl('commerce.testGatewayApprove') }).click();
  await expect(page).toHaveURL(`${storeUrl(NL.host)}/checkout`);
  await expect(page.getByText(nl('payments.paid'))).toBeVisible();
  await expect(page.getByRole('heading', { name: nl('checkout-ui.thankYou.confirmed.title') })).toBeVisible();
  expect(orderStatusOf(email)).toBe('processing');
});

test('iDEAL cancelled at the bank: back in the shop the cancellation is said in words and the order still waits for its money', async ({ page }) => {
  const email = uniqueEmail('ideal-cancel');
  await toTheBank(page, email);
  await page.getByRole('button', { name: nl('commerce.testGatewayCancel') }).click();
  await expect(page).toHaveURL(`${storeUrl(NL.host)}/checkout`);
  await expect(page.getByTestId('payment-decline')).toHaveText(nl('payments.decline.canceled'));
  expect(orderStatusOf(email)).toBe('pending_payment');
});

/** A POST to the e2e server with the store's Host header (Node cannot resolve *.localhost); answers status and JSON. */
function post(route: string, body: string, headers: Record<string, string> = {}): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: PORT, path: route, method: 'POST', headers: { host: `${VIEW.host}:${PORT}`, 'content-type': 'application/json', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** An order placed and its payment opened through the API, as a queued browser would. */
async function orderWithPayment(email: string): Promise<string> {
  const address = { firstname: 'Anna', lastname: 'Berg', street: ['Hauptstraße 5'], city: 'Hamburg', postcode: '20095', countryId: 'DE', email };
  const orderKey = randomUUID();
  const order = {
    products: [{ sku: DEMO_SKUS.greenTea, qty: 1 }],
    addressInformation: { shippingAddress: address, billingAddress: address, shipping_method_code: 'flatrate', shipping_carrier_code: 'flatrate', payment_method_code: 'card' },
  };
  expect((await post('/api/order', JSON.stringify(order), { 'idempotency-key': orderKey })).status).toBe(200);
  const started = await post('/api/payments/start', JSON.stringify({ orderKey }));
  expect(started.status).toBe(200);
  return (started.json as { result: { session: { reference: string } } }).result.session.reference;
}

test('a webhook delivered twice changes the order once', async () => {
  const email = uniqueEmail('replay');
  const reference = await orderWithPayment(email);
  const event = testWebhook(reference, 'succeeded', new Date(), { eventId: `evt_${randomUUID()}` });
  const send = () => post('/api/payments/test/webhook', event.body, Object.fromEntries(event.headers));
  expect((await send()).json).toEqual({ code: 200, result: 'applied' });
  expect((await send()).json).toEqual({ code: 200, result: 'duplicate' });
  expect(orderStatusOf(email)).toBe('processing');
  expect(confirmationMailsTo(email)).toBe(1);
});

test('a forged webhook is refused with 401 and changes nothing', async () => {
  const email = uniqueEmail('forged');
  const reference = await orderWithPayment(email);
  const forged = testWebhook(reference, 'succeeded', new Date(), { secret: 'guessed-secret' });
  expect((await post('/api/payments/test/webhook', forged.body, Object.fromEntries(forged.headers))).status).toBe(401);
  expect((await post('/api/payments/test/webhook', forged.body)).status).toBe(401);
  expect(orderStatusOf(email)).toBe('pending_payment');
  expect(confirmationMailsTo(email)).toBe(0);
});

test("a customer pays an unpaid order from the order details, and saves a card for subscriptions", async ({ page, request }) => {
  const email = uniqueEmail('account');
  const password = 'correct horse battery staple';
  await registerThroughApi(request, VIEW.host, email, password);
  await logIn(page, t, VIEW.host, email, password);
  await guestAtReview(page, t, await productPathOn(VIEW.host, DEMO_SKUS.greenTea), email, VIEW, true, { paymentMethod: 'card' });
  await page.getByRole('button', { name: t('checkout-ui.review.placeOrder') }).click();
  await expect(page.getByRole('button', { name: t('payments.payNow') })).toBeVisible();
  const orderId = readDb((db) => (db.prepare('SELECT id FROM orders WHERE email = ?').get(email) as { id: string }).id);

  await page.goto(`${storeUrl(VIEW.host)}/customer/orders/${orderId}`);
  await expect(page.getByTestId('payment-test-mode')).toBeVisible();
  await payByCard(page, '4242 4242 4242 4242');
  await expectPaid(page, email);

  await page.goto(`${storeUrl(VIEW.host)}/customer/subscriptions`);
  const saved = page.getByTestId('saved-payment-method');
  await expect(saved.getByText(t('payments.savedNone'))).toBeVisible();
  await saved.getByRole('button', { name: t('payments.savedUseTestCard') }).click();
  await expect(saved.getByText(t('payments.savedReplaced'))).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('saved-payment-method').getByText('Visa •••• 4242', { exact: true })).toBeVisible();
});
