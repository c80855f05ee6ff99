/**
 * The sign-in screens end to end on the German store, against the real server and database:
 * register a new customer (logged in on the dashboard URL), log out, a wrong password shows the
 * spec's text in the form, the right one goes back to the `?redirect=` page, and a forgotten
 * password is reset through the link of the mail the server wrote to its outbox.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { test, expect, type Page } from './support/test';
import { DEFAULT_SQLITE_FILE_NAME, MAIL_TEMPLATES } from '@/lib/config/commerce';
import { E2E_DATA_DIR, storeUrl } from './support/server';

const HOST = 'de.localhost';
const read = (namespace: string) => JSON.parse(readFileSync(path.join('locales', 'de-DE', `${namespace}.json`), 'utf8'));
const auth = read('auth');
const validation = read('checkout-ui').validation as Record<string, string>;
const serverTexts = read('commerce') as Record<string, string>;
const loggedOutText = read('checkout').loggedOut as string;

/** The newest password reset mail the server wrote for this address. */
function resetMailTo(email: string): { resetLink: string; resetToken: string } | null {
  const db = new Database(path.join(E2E_DATA_DIR, DEFAULT_SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('SELECT payload FROM mail_outbox WHERE recipient = ? AND template = ? ORDER BY created_at DESC LIMIT 1')
      .get(email.toLowerCase(), MAIL_TEMPLATES.passwordReset) as { payload: string } | undefined;
    return row ? JSON.parse(row.payload) : null;
  } finally {
    db.close();
  }
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(auth.email, { exact: true }).fill(email);
  await page.getByLabel(auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
}

async function expectLoggedInAs(page: Page, email: string): Promise<void> {
  await page.goto(`${storeUrl(HOST)}/customer/login`);
  await expect(page.getByText(auth.login.loggedInAs.replace('{email}', email))).toBeVisible();
}

test('register, log out, a wrong and a right password, forgotten password and a new one', async ({ page }) => {
  const email = `anna.auth.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'kaffee-und-kuchen';

  await page.goto(`${storeUrl(HOST)}/customer/register`);
  await page.getByRole('button', { name: auth.register.submit }).click();
  await expect(page.getByText(validation.termsNotAccepted)).toBeVisible();
  await page.getByLabel(auth.register.firstname).fill('Anna');
  await page.getByLabel(auth.register.lastname).fill('Berg');
  await page.getByLabel(auth.email, { exact: true }).fill(email);
  await page.getByLabel(auth.password, { exact: true }).fill(password);
  await page.getByLabel(auth.passwordRepeat, { exact: true }).fill(password);
  await page.getByLabel(auth.register.terms).check();
  await page.getByRole('button', { name: auth.register.submit }).click();
  await expect(page).toHaveURL(`${storeUrl(HOST)}/customer`);
  await expectLoggedInAs(page, email);

  // The dashboard's own logout belongs to the account screens; the login page offers one too.
  await page.getByRole('button', { name: auth.login.logOut }).click();
  await expect(page.getByText(loggedOutText)).toBeVisible();
  await expect(page.getByLabel(auth.password, { exact: true })).toBeVisible();

  await logIn(page, email, 'not-the-password');
  await expect(page.locator('form').getByRole('alert')).toHaveText(serverTexts.wrongPassword);
  await expect(page).toHaveURL(/\/customer\/login$/);

  await page.goto(`${storeUrl(HOST)}/customer/login?redirect=${encodeURIComponent('/cart')}`);
  await logIn(page, email, password);
  await expect(page).toHaveURL(`${storeUrl(HOST)}/cart`);
  await expectLoggedInAs(page, email);
  await page.getByRole('button', { name: auth.login.logOut }).click();
  await expect(page.getByText(loggedOutText)).toBeVisible();

  await page.goto(`${storeUrl(HOST)}/customer/forgot-password`);
  await page.getByLabel(auth.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: auth.forgotPassword.submit }).click();
  await expect(page.getByRole('status')).toHaveText(auth.forgotPassword.sent);

  const mail = resetMailTo(email);
  expect(mail).not.toBeNull();
  const link = new URL(mail!.resetLink);
  expect(link.pathname).toBe('/create-password');
  await page.goto(link.toString());
  const newPassword = 'neuer-kaffee-2025';
  await page.getByLabel(auth.createPassword.newPassword, { exact: true }).fill(newPassword);
  await page.getByLabel(auth.passwordRepeat, { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: auth.createPassword.submit }).click();
  await expect(page.getByRole('status')).toHaveText(auth.createPassword.done);

  await page.getByRole('link', { name: auth.createPassword.toLogin }).click();
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(`${storeUrl(HOST)}/customer`);
});

test('the forgotten-password page confirms an unknown address exactly like a known one', async ({ page }) => {
  await page.goto(`${storeUrl(HOST)}/customer/forgot-password`);
  const unknown = `nobody.${Date.now()}@example.com`;
  await page.getByLabel(auth.email, { exact: true }).fill(unknown);
  await page.getByRole('button', { name: auth.forgotPassword.submit }).click();
  await expect(page.getByRole('status')).toHaveText(auth.forgotPassword.sent);
  expect(resetMailTo(unknown)).toBeNull();
});
