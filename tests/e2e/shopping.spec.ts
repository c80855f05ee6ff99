/**
 * The shopper's journey with JavaScript on, on every country domain: category → product → add →
 * cart → checkout as a guest → the order in the database. Offline at the review step the order
 * waits as pending, survives a reload, and arrives exactly once when the browser is back online;
 * a double click places one order. Orders are counted in the server's database by a unique e-mail.
 */
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { test, expect, type Page } from '@playwright/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import path from 'node:path';
import { DEFAULT_SQLITE_FILE_NAME } from '@/lib/config/commerce';
import { E2E_DATA_DIR } from './support/server';
import { PORT, rawGet, storeUrl } from './support/server';

type Messages = Record<string, Record<string, unknown>>;
const messagesOf = (locale: string): Messages =>
  Object.fromEntries(
    ['cart', 'checkout', 'checkout-ui', 'product'].map((ns) => [ns, JSON.parse(readFileSync(path.join('locales', locale, `${ns}.json`), 'utf8'))]),
  );
/** A message by dotted path, so the test reads the same texts the shopper sees. */
function text(messages: Messages, key: string): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
  if (typeof found !== 'string') throw new Error(`no message ${key}`);
  return found;
}

const COUNTRY_VIEWS = [
  { host: 'de.localhost', locale: 'de-DE', postcode: '20095', city: 'Hamburg' },
  { host: 'at.localhost', locale: 'de-AT', postcode: '1010', city: 'Wien' },
  { host: 'nl.localhost', locale: 'nl-NL', postcode: '1012 AB', city: 'Amsterdam' },
];

function ordersFor(email: string): number {
  const db = new Database(path.join(E2E_DATA_DIR, DEFAULT_SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM orders WHERE email = ?').get(email) as { n: number }).n;
  } finally {
    db.close();
  }
}

async function productPathOn(host: string, sku: string): Promise<string> {
  const hop = await rawGet(host, `/p/${sku}/stale-slug`);
  expect(hop.status).toBe(301);
  return new URL(hop.location ?? '', `http://${host}:${PORT}`).pathname;
}

/** Category page (from the product's breadcrumb) → the product → add it → the cart page. */
async function addToCartFromCategory(page: Page, host: string, m: Messages): Promise<void> {
  const productPath = await productPathOn(host, DEMO_SKUS.greenTea);
  await page.goto(`${storeUrl(host)}${productPath}`);
  const categoryHref = await page.locator('nav ol li a').last().getAttribute('href');
  await page.goto(`${storeUrl(host)}${categoryHref}`);
  await expect(page.locator('[data-testid="product-tile"]').first()).toBeVisible();
  const tile = page.locator(`a[href="${productPath}"]`).first();
  if (await tile.count()) await tile.click();
  else await page.goto(`${storeUrl(host)}${productPath}`);
  await expect(page).toHaveURL(new RegExp(`${productPath}$`));
  await page.getByRole('button', { name: text(m, 'product.addToCart.button') }).click();
  await expect(page.getByText(text(m, 'cart.productAdded'))).toBeVisible();
  await page.goto(`${storeUrl(host)}/cart`);
  await expect(page.locator('[data-sku]')).toHaveCount(1);
  await expect(page.locator('[data-segment="grand_total"]')).toBeVisible();
}

/** Fills the checkout as a guest up to the review step. */
async function checkoutToReview(page: Page, m: Messages, email: string, view: (typeof COUNTRY_VIEWS)[number]): Promise<void> {
  await page.getByRole('link', { name: text(m, 'checkout-ui.cart.toCheckout') }).click();
  const field = (key: string) => page.getByLabel(text(m, key), { exact: true });
  await field('checkout-ui.personal.firstName').fill('Anna');
  await field('checkout-ui.personal.lastName').fill('Berg');
  await field('checkout-ui.personal.emailAddress').fill(email);
  await page.getByRole('button', { name: text(m, 'checkout-ui.steps.toShipping') }).click();
  await field('checkout-ui.address.firstName').fill('Anna');
  await field('checkout-ui.address.lastName').fill('Berg');
  await field('checkout-ui.address.streetAddress').fill('Hauptstraße');
  await field('checkout-ui.address.apartmentNumber').fill('5');
  await field('checkout-ui.address.zipCode').fill(view.postcode);
  await field('checkout-ui.address.city').fill(view.city);
  await expect(page.locator('input[name="shipping-method"]').first()).toBeChecked();
  await page.getByRole('button', { name: text(m, 'checkout-ui.steps.toPayment') }).click();
  await page.getByRole('radio', { name: text(m, 'checkout-ui.paymentMethods.cashondelivery') }).check();
  await page.getByRole('button', { name: text(m, 'checkout-ui.steps.toReview') }).click();
  await page.getByRole('checkbox', { name: text(m, 'checkout-ui.review.terms') }).check();
}

const uniqueEmail = (tag: string) => `anna.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

for (const view of COUNTRY_VIEWS) {
  test(`${view.host}: category → product → cart → guest checkout → the order is in the database`, async ({ page }) => {
    const m = messagesOf(view.locale);
    const email = uniqueEmail(view.host);
    await addToCartFromCategory(page, view.host, m);
    await checkoutToReview(page, m, email, view);
    await page.getByRole('button', { name: text(m, 'checkout-ui.review.placeOrder') }).click();
    await expect(page.getByRole('heading', { name: text(m, 'checkout-ui.thankYou.confirmed.title') })).toBeVisible();
    await expect.poll(() => ordersFor(email)).toBe(1);
  });
}

test('offline at the review step: the order waits as pending, survives a reload and arrives exactly once', async ({ page, context }) => {
  const view = COUNTRY_VIEWS[0];
  const m = messagesOf(view.locale);
  const email = uniqueEmail('offline');
  await addToCartFromCategory(page, view.host, m);
  await checkoutToReview(page, m, email, view);

  await context.setOffline(true);
  await expect(page.getByText(text(m, 'checkout-ui.review.offline'))).toBeVisible();
  await page.getByRole('button', { name: text(m, 'checkout-ui.review.placeOrder') }).click();
  await expect(page.getByRole('heading', { name: text(m, 'checkout-ui.thankYou.pending.title') })).toBeVisible();
  await expect(page.getByText(text(m, 'checkout.orderPending'))).toBeVisible();
  expect(ordersFor(email)).toBe(0);

  // Without the service worker (issue 7) an offline reload cannot load the page; the queue is in IndexedDB.
  await page.reload().catch(() => undefined);
  expect(ordersFor(email)).toBe(0);

  await context.setOffline(false);
  await page.goto(`${storeUrl(view.host)}/checkout`);
  await expect(page.getByRole('heading', { name: text(m, 'checkout-ui.thankYou.confirmed.title') })).toBeVisible();
  await expect.poll(() => ordersFor(email)).toBe(1);
  await page.reload();
  await page.waitForTimeout(1500);
  expect(ordersFor(email)).toBe(1);
});

test('a double click on "place order" places one order', async ({ page }) => {
  const view = COUNTRY_VIEWS[0];
  const m = messagesOf(view.locale);
  const email = uniqueEmail('double');
  await addToCartFromCategory(page, view.host, m);
  await checkoutToReview(page, m, email, view);
  await page.getByRole('button', { name: text(m, 'checkout-ui.review.placeOrder') }).dblclick();
  await expect(page.getByRole('heading', { name: text(m, 'checkout-ui.thankYou.confirmed.title') })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(ordersFor(email)).toBe(1);
});
