/**
 * The customer's account area with JavaScript on, on the German store: a customer registered
 * through the API logs in, orders through the real checkout, finds the order on the dashboard and
 * in the orders list, opens it and cancels it, edits the profile, changes the password (and logs
 * in with the new one), and logs out. Texts come from the message catalogues the shopper sees.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import { test, expect } from './support/test';
import { DEFAULT_SQLITE_FILE_NAME } from '@/lib/config/commerce';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { logIn, registerThroughApi } from './support/customer';
import { guestAtReview, messagesOf, productPathOn } from './support/guest-checkout';
import { E2E_DATA_DIR, storeUrl } from './support/server';

const HOST = 'de.localhost';
const t = messagesOf('de-DE');
const base = storeUrl(HOST);

function orderNumberOf(email: string): string {
  const db = new Database(path.join(E2E_DATA_DIR, DEFAULT_SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT increment_id FROM orders WHERE email = ?').get(email) as { increment_id: string }).increment_id;
  } finally {
    db.close();
  }
}

const interpolate = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_all, name: string) => values[name]);

test('a customer orders, finds, opens and cancels the order, edits the profile, changes the password and logs out', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `anna.account.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'kaffee-und-kuchen';
  await registerThroughApi(request, HOST, email, password);

  await page.goto(`${base}/customer`);
  await expect(page.getByText(t('account.gate.loginRequired'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('account.gate.toLogin') })).toHaveAttribute('href', '/customer/login?redirect=%2Fcustomer');
  await expect(page.getByRole('link', { name: t('account.gate.toRegister') })).toHaveAttribute('href', '/customer/register');

  await logIn(page, t, HOST, email, password);
  await expect(page.getByRole('heading', { name: interpolate(t('account.dashboard.greeting'), { name: 'Anna Berg' }) })).toBeVisible();
  await expect(page.getByText(t('account.dashboard.noOrders'))).toBeVisible();

  await guestAtReview(page, t, await productPathOn(HOST, DEMO_SKUS.greenTea), email, { host: HOST, postcode: '20095', city: 'Hamburg' }, true);
  await page.getByRole('button', { name: t('checkout-ui.review.placeOrder') }).click();
  await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.confirmed.title') })).toBeVisible();
  const orderHeading = interpolate(t('account.order.number'), { number: orderNumberOf(email) });

  await page.getByRole('link', { name: t('account.headerLink') }).click();
  await expect(page).toHaveURL(`${base}/customer`);
  const last = page.getByRole('article').filter({ has: page.getByRole('heading', { name: orderHeading }) });
  await expect(last).toBeVisible();
  await expect(last.getByText(t('account.orderStatus.pending'))).toBeVisible();

  await page.getByRole('link', { name: t('account.dashboard.ordersLink') }).click();
  await expect(page).toHaveURL(`${base}/customer/orders`);
  const listed = page.getByRole('article').filter({ has: page.getByRole('heading', { name: orderHeading }) });
  await listed.getByRole('link', { name: t('account.order.details') }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/customer/orders/[0-9a-f-]+$`));
  await expect(page.locator(`[data-sku="${DEMO_SKUS.greenTea}"]`)).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText(t('account.orderStatus.pending'));

  await page.getByRole('button', { name: t('account.order.cancel') }).click();
  await page.getByRole('button', { name: t('account.order.cancelConfirm') }).click();
  await expect(page.getByTestId('order-status')).toHaveText(t('account.orderStatus.canceled'));
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText(t('account.orderStatus.canceled'));
  await expect(page.getByRole('button', { name: t('account.order.cancel') })).toHaveCount(0);

  await page.goto(`${base}/customer/account/edit`);
  await page.getByLabel(t('account.profile.firstname'), { exact: true }).fill('Berta');
  await page.getByRole('button', { name: t('account.profile.save') }).click();
  await expect(page.getByText(t('account.profileUpdated'))).toBeVisible();
  await page.goto(`${base}/customer`);
  await expect(page.getByRole('heading', { name: interpolate(t('account.dashboard.greeting'), { name: 'Berta Berg' }) })).toBeVisible();

  const newPassword = 'milch-und-zucker';
  await page.goto(`${base}/customer/account/edit`);
  await page.getByLabel(t('account.profile.currentPassword'), { exact: true }).fill(password);
  await page.getByLabel(t('account.profile.newPassword'), { exact: true }).fill(newPassword);
  await page.getByLabel(t('auth.passwordRepeat'), { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: t('account.profile.changePassword') }).click();
  await expect(page.getByText(t('account.passwordUpdated'))).toBeVisible();

  await page.getByRole('button', { name: t('account.nav.logOut') }).click();
  await expect(page.getByText(t('checkout.loggedOut'))).toBeVisible();
  await expect(page.getByText(t('account.gate.loginRequired'))).toBeVisible();

  await logIn(page, t, HOST, email, newPassword);
  await expect(page.getByRole('heading', { name: interpolate(t('account.dashboard.greeting'), { name: 'Berta Berg' }) })).toBeVisible();
});
