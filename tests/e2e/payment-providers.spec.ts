/**
 * The real Braintree (PayPal) and Amazon Pay adapters, browser side included, against the local
 * fakes (tests/e2e/support/provider-fakes.ts) on the second shop server of the e2e run, which has
 * both configured by env (provider-fakes-config.ts). The provider's script loads only on the
 * payment panel, from the configured origin, under the checkout's nonce policy naming that origin
 * and no provider's real one; the shopper walks the provider's round trip and the order is paid
 * for its stored amount.
 */
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { test, expect, type Page } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { DEFAULT_SQLITE_FILE_NAME } from '@/lib/config/commerce';
import { guestAtReview, messagesOf, productPathOn } from './support/guest-checkout';
import { FAKE_PROVIDER_PORT, PROVIDER_SHOP_DATA_DIR, PROVIDER_SHOP_PORT } from './support/provider-fakes-config';

// A whole checkout plus a provider's round trip, on a shared machine: more than the default minute.
test.describe.configure({ timeout: 180_000 });

const VIEW = { host: 'de.localhost', port: PROVIDER_SHOP_PORT, postcode: '20095', city: 'Hamburg' };
const SHOP = `http://${VIEW.host}:${PROVIDER_SHOP_PORT}`;
const FAKE = `http://127.0.0.1:${FAKE_PROVIDER_PORT}`;
const t = messagesOf('de-DE');

function orderOf(email: string) {
  const db = new Database(path.join(PROVIDER_SHOP_DATA_DIR, DEFAULT_SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT o.status, o.grand_total_cents AS cents, p.provider, p.reference, p.status AS payment FROM orders o LEFT JOIN payments p ON p.order_id = o.id WHERE o.email = ?')
      .get(email) as { status: string; cents: number; provider: string | null; reference: string | null; payment: string | null } | undefined;
  } finally {
    db.close();
  }
}

async function fakeLog(): Promise<{ method: string; path: string; body: string }[]> {
  return (await fetch(`${FAKE}/__fake/log`)).json() as Promise<{ method: string; path: string; body: string }[]>;
}

const uniqueEmail = (label: string) => `providers.${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const fill = (template: string, values: Record<string, string>) => Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), template);

/** Records every CSP report the page logs (a blocked script or connection). */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The Content-Security-Policy the provider shop answers a page with. */
function policyOf(pathname: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PROVIDER_SHOP_PORT, path: pathname, headers: { host: `${VIEW.host}:${PROVIDER_SHOP_PORT}` } }, (res) => {
      res.resume();
      resolve(String(res.headers['content-security-policy'] ?? ''));
    });
    req.on('error', reject);
    req.end();
  });
}

async function placeWith(page: Page, method: string, email: string): Promise<void> {
  await guestAtReview(page, t, await productPathOn(VIEW.host, DEMO_SKUS.greenTea), email, VIEW, false, { paymentMethod: method });
  await page.getByRole('button', { name: t('checkout-ui.review.placeOrder') }).click();
  await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.paymentDue.title') })).toBeVisible();
  expect(orderOf(email)?.status).toBe('pending_payment');
  // Not the test gateway: a real adapter takes this method.
  await expect(page.getByTestId('payment-test-mode')).toHaveCount(0);
}

test('PayPal through Braintree: client token, PayPal approval, nonce, braintree process — paid for the stored amount', async ({ page }) => {
  const violations = cspViolations(page);
  const email = uniqueEmail('paypal');
  await placeWith(page, 'paypal', email);
  // No provider script before the shopper chooses to pay, and none from the providers' real hosts.
  expect(await page.locator(`script[src^="${FAKE}"]`).count()).toBe(0);
  await page.getByRole('button', { name: fill(t('payments.continueWith'), { method: t('checkout-ui.paymentMethods.paypal') }) }).click();
  const paypalButton = page.locator('[data-fake-provider="paypal-button"]');
  await expect(paypalButton).toBeVisible();
  expect(await page.locator(`script[src="${FAKE}/web/3.111.0/js/client.min.js"]`).count()).toBe(1);
  expect(await page.locator('script[src*="braintreegateway.com"], script[src*="paypal.com"]').count()).toBe(0);

  const popupOpened = page.waitForEvent('popup');
  await paypalButton.click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'Approve payment' }).click();

  await expect(page.getByText(t('payments.paid'))).toBeVisible();
  const order = orderOf(email);
  expect(order).toMatchObject({ status: 'processing', provider: 'braintree', payment: 'succeeded' });
  expect(order?.reference).toMatch(/^txn_/);
  const sales = (await fakeLog()).filter((entry) => entry.path === '/merchants/merchant1/transactions');
  const sale = sales.map((entry) => JSON.parse(entry.body) as { transaction: { amount: string; payment_method_nonce: string; options: unknown } }).find((body) => body.transaction.amount === ((order?.cents ?? 0) / 100).toFixed(2));
  expect(sale?.transaction).toMatchObject({ payment_method_nonce: expect.stringMatching(/^fake-paypal-nonce-/), options: { submit_for_settlement: true } });
  expect(violations).toEqual([]);
});

test('PayPal through Braintree: cancelled in PayPal leaves the order unpaid, said in words', async ({ page }) => {
  const email = uniqueEmail('paypal-cancel');
  await placeWith(page, 'paypal', email);
  await page.getByRole('button', { name: fill(t('payments.continueWith'), { method: t('checkout-ui.paymentMethods.paypal') }) }).click();
  const popupOpened = page.waitForEvent('popup');
  await page.locator('[data-fake-provider="paypal-button"]').click();
  await (await popupOpened).getByRole('button', { name: 'Cancel and return' }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('payments.decline.canceled') })).toBeVisible();
  expect(orderOf(email)?.status).toBe('pending_payment');
});

test('Amazon Pay: button, checkout session, sign-in, /amazonpay/review, confirmation, /amazonpay/complete — paid', async ({ page }) => {
  const violations = cspViolations(page);
  const email = uniqueEmail('amazon');
  await placeWith(page, 'amazonpay', email);
  await page.getByRole('button', { name: fill(t('payments.continueWith'), { method: t('checkout-ui.paymentMethods.amazonpay') }) }).click();
  const amazonButton = page.locator('[data-fake-provider="amazon-pay-button"]');
  await expect(amazonButton).toBeVisible();
  expect(await page.locator(`script[src="${FAKE}/checkout.js"]`).count()).toBe(1);
  await amazonButton.click();

  await expect(page.getByRole('heading', { name: 'Amazon Pay (fake): sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to the shop' }).click();
  await expect(page).toHaveURL(new RegExp(`^${SHOP}/amazonpay/review\\?amazonCheckoutSessionId=cs-`));
  await expect(page.getByRole('heading', { name: t('payments.amazonReviewTitle') })).toBeVisible();
  expect(orderOf(email)?.status).toBe('pending_payment');
  const sessionId = new URL(page.url()).searchParams.get('amazonCheckoutSessionId');

  await page.getByRole('button', { name: t('payments.payNow') }).click();
  await expect(page.getByRole('heading', { name: 'Amazon Pay (fake): confirm' })).toBeVisible();
  await page.getByRole('link', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(new RegExp(`^${SHOP}/amazonpay/complete\\?amazonCheckoutSessionId=${sessionId}`));
  await expect(page.getByText(t('payments.paid'))).toBeVisible();

  const order = orderOf(email);
  expect(order).toMatchObject({ status: 'processing', provider: 'amazonpay', payment: 'succeeded', reference: `ch-${sessionId}` });
  const completion = (await fakeLog()).find((entry) => entry.path === `/sandbox/v2/checkoutSessions/${sessionId}/complete`);
  expect(JSON.parse(completion?.body ?? '{}')).toEqual({ chargeAmount: { amount: ((order?.cents ?? 0) / 100).toFixed(2), currencyCode: 'EUR' } });
  expect(violations).toEqual([]);
});

test("the payment pages' policy names the configured script origin and none of the providers' real hosts; catalogue pages' policy names no provider", async () => {
  for (const pathname of ['/checkout', '/order-success', '/amazonpay/review']) {
    const policy = await policyOf(pathname);
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' ('sha256-[^']+' )*'strict-dynamic'/);
    expect(policy).toContain(FAKE);
    expect(policy).not.toMatch(/braintreegateway|paypal\.com|payments-amazon|stripe/);
  }
  // Every HTML page has a policy (issue 36), but only the payment pages may load a provider's script.
  const catalogue = await policyOf('/');
  expect(catalogue).toMatch(/script-src 'self'/);
  expect(catalogue).not.toContain(FAKE);
  expect(catalogue).not.toMatch(/braintreegateway|paypal\.com|payments-amazon|stripe/);
});

test('the catalogue pages of the provider shop load no provider script', async ({ page }) => {
  await page.goto(`${SHOP}${await productPathOn(VIEW.host, DEMO_SKUS.greenTea)}`);
  await page.waitForLoadState('networkidle');
  expect(await page.locator(`script[src^="${FAKE}"]`).count()).toBe(0);
});
