/** A customer for the account e2e: registered through the API, logged in through the login page. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Messages } from './guest-checkout';
import { PORT, storeUrl } from './server';

export async function registerThroughApi(request: APIRequestContext, host: string, email: string, password: string): Promise<void> {
  const created = await request.post(`http://127.0.0.1:${PORT}/api/user/create`, {
    headers: { host: `${host}:${PORT}` },
    data: { customer: { email, firstname: 'Anna', lastname: 'Berg' }, password },
  });
  expect(created.status()).toBe(200);
}

/** Logs in on the store's login page and waits for the dashboard. */
/** `timeout`: how long the account page may take to come (a long spec on a busy machine gives it more). */
export async function logIn(page: Page, t: Messages, host: string, email: string, password: string, timeout?: number): Promise<void> {
  const base = storeUrl(host);
  await page.goto(`${base}/customer/login`);
  await page.getByLabel(t('auth.email'), { exact: true }).fill(email);
  await page.getByLabel(t('auth.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).toHaveURL(`${base}/customer`, { timeout });
}
