/**
 * A guest's way from a product page to the checkout's review step, reading the texts the shopper
 * sees from the message catalogues, and the e2e database's orders by e-mail.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { DEFAULT_SQLITE_FILE_NAME } from '@/lib/config/commerce';
import { E2E_DATA_DIR, PORT, rawGet, storeUrl } from './server';
import { shoot } from './shots';

export type Messages = (key: string) => string;

/** `t('checkout-ui.review.placeOrder')` from the locale's catalogues. */
export function messagesOf(locale: string): Messages {
  return (key) => {
    const [namespace, ...rest] = key.split('.');
    const catalogue = JSON.parse(readFileSync(path.join('locales', locale, `${namespace}.json`), 'utf8')) as unknown;
    const found = rest.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
    if (typeof found !== 'string') throw new Error(`no message ${key}`);
    return found;
  };
}

function readDb<T>(query: (db: Database.Database) => T): T {
  const db = new Database(path.join(E2E_DATA_DIR, DEFAULT_SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    return query(db);
  } finally {
    db.close();
  }
}

export function ordersFor(email: string): number {
  return readDb((db) => (db.prepare('SELECT count(*) AS n FROM orders WHERE email = ?').get(email) as { n: number }).n);
}

/** The order confirmation mails written for `email` (the outbox of the e2e server). */
export function confirmationMailsTo(email: string): number {
  return readDb((db) => (db.prepare("SELECT count(*) AS n FROM mail_outbox WHERE recipient = ? AND template = 'order-confirmation'").get(email) as { n: number }).n);
}

/** The status and payment method of the order placed with `email`. */
export function orderOf(email: string): { status: string; payment_method: string } | undefined {
  return readDb((db) => db.prepare('SELECT status, payment_method FROM orders WHERE email = ?').get(email) as { status: string; payment_method: string } | undefined);
}

/** A product's canonical path, from the 301 a stale slug answers. */
export async function productPathOn(host: string, sku: string): Promise<string> {
  const hop = await rawGet(host, `/p/${sku}/stale-slug`);
  expect(hop.status).toBe(301);
  return new URL(hop.location ?? '', `http://${host}:${PORT}`).pathname;
}

export interface GuestAddress {
  host: string;
  /** Another shop server than the e2e one (the provider shop of payment-providers.spec.ts). */
  port?: number;
  postcode: string;
  city: string;
}

/** What a test chooses on the way: options on the product page, and the payment method (cash on delivery unless said). */
export interface CheckoutChoices {
  onProductPage?(page: Page): Promise<void>;
  paymentMethod?: string;
  /** Screenshots of the cart and each step, named `{shotsAs}-cart` … (taken only when SHOTS_DIR is set). */
  shotsAs?: string;
}

/**
 * Adds the product to the cart and fills the checkout as a guest up to the review step; for a
 * logged-in customer (`loggedIn`) the e-mail address is the account's, shown and not typed.
 */
export async function guestAtReview(page: Page, t: Messages, productPath: string, email: string, address: GuestAddress, loggedIn = false, choices: CheckoutChoices = {}): Promise<void> {
  const base = address.port ? `http://${address.host}:${address.port}` : storeUrl(address.host);
  await page.goto(`${base}${productPath}`);
  await choices.onProductPage?.(page);
  await page.getByRole('button', { name: t('product.addToCart.button') }).click();
  await expect(page.getByText(t('cart.productAdded'))).toBeVisible();
  await page.goto(`${base}/cart`);
  if (choices.shotsAs) await shoot(page, `${choices.shotsAs}-cart`);
  await checkoutFromCart(page, t, email, address, loggedIn, choices.paymentMethod, choices.shotsAs);
}

/** From the cart page through the checkout's steps to the review (the account's e-mail shown when `loggedIn`). */
export async function checkoutFromCart(page: Page, t: Messages, email: string, address: { postcode: string; city: string }, loggedIn = false, paymentMethod = 'cashondelivery', shotsAs?: string): Promise<void> {
  const shot = async (step: string) => shotsAs && (await shoot(page, `${shotsAs}-${step}`));
  await page.getByRole('link', { name: t('checkout-ui.cart.toCheckout') }).click();
  const field = (key: string) => page.getByLabel(t(key), { exact: true });
  await field('checkout-ui.personal.firstName').fill('Anna');
  await field('checkout-ui.personal.lastName').fill('Berg');
  if (loggedIn) await expect(field('checkout-ui.personal.emailAddress')).toHaveValue(email);
  else await field('checkout-ui.personal.emailAddress').fill(email);
  await shot('personal');
  await page.getByRole('button', { name: t('checkout-ui.steps.toShipping') }).click();
  await field('checkout-ui.address.firstName').fill('Anna');
  await field('checkout-ui.address.lastName').fill('Berg');
  await field('checkout-ui.address.streetAddress').fill('Hauptstraße');
  await field('checkout-ui.address.apartmentNumber').fill('5');
  await field('checkout-ui.address.zipCode').fill(address.postcode);
  await field('checkout-ui.address.city').fill(address.city);
  await shot('shipping');
  await page.getByRole('button', { name: t('checkout-ui.steps.toPayment') }).click();
  await page.getByRole('radio', { name: t(`checkout-ui.paymentMethods.${paymentMethod}`) }).check();
  await shot('payment');
  await page.getByRole('button', { name: t('checkout-ui.steps.toReview') }).click();
  await page.getByRole('checkbox', { name: t('checkout-ui.review.terms') }).check();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message whose one `{name}` placeholder may stand for anything: "Pay 12,90 €". */
export const withAny = (t: Messages, key: string, name = 'amount') => new RegExp(`^${escapeRegExp(t(key)).replace(escapeRegExp(`{${name}}`), '.+')}$`);

/**
 * Pays the order the payment panel asks for with a test card (card orders are confirmed only once
 * paid: the page says the payment is due until then).
 */
export async function payByTestCard(page: Page, t: Messages, number = '4242 4242 4242 4242'): Promise<void> {
  await page.getByRole('button', { name: t('payments.payNow') }).click();
  await page.getByLabel(t('payments.cardNumber')).fill(number);
  await page.getByLabel(t('payments.expiry')).fill('12/34');
  await page.getByLabel(t('payments.cvc')).fill('123');
  await page.getByRole('button', { name: withAny(t, 'payments.payAmount') }).click();
}
