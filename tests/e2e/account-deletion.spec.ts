/**
 * Account deletion end to end on the German store, against the real server and database: a customer
 * registered through the API logs in, is refused deletion with a wrong password (still logged in),
 * deletes the account with the right one, lands logged out on the home page, and cannot log in again.
 */
import { test, expect } from './support/test';
import { messagesOf } from './support/guest-checkout';
import { logIn, registerThroughApi } from './support/customer';
import { PORT, storeUrl } from './support/server';

const HOST = 'de.localhost';
const base = storeUrl(HOST);
const t = messagesOf('de-DE');

test('a customer deletes the account with the right password after a wrong one, and cannot log in again', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = `dora.deletion.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'kaffee-und-kuchen';
  await registerThroughApi(request, HOST, email, password);
  await logIn(page, t, HOST, email, password);

  await page.goto(`${base}/customer/account/edit`);
  const deletion = page.getByRole('form', { name: t('deletion.title') });
  await expect(deletion.getByText(t('deletion.warning'))).toBeVisible();
  const remove = async (attempt: string) => {
    await deletion.getByLabel(t('deletion.currentPassword'), { exact: true }).fill(attempt);
    await deletion.getByRole('button', { name: t('deletion.delete'), exact: true }).click();
    await deletion.getByRole('alertdialog', { name: t('deletion.question') }).getByRole('button', { name: t('deletion.confirm') }).click();
  };

  await remove('not-my-password');
  await expect(deletion.getByText(t('commerce.currentPasswordMismatch'))).toBeVisible();
  await expect(page).toHaveURL(`${base}/customer/account/edit`);

  await remove(password);
  await expect(page).toHaveURL(`${base}/`);
  await page.goto(`${base}/customer/account/edit`);
  await expect(page.getByText(t('account.gate.loginRequired'))).toBeVisible();

  const again = await request.post(`http://127.0.0.1:${PORT}/api/user/login`, { headers: { host: `${HOST}:${PORT}` }, data: { username: email, password } });
  expect(again.status()).toBe(401);
  await page.goto(`${base}/customer/login`);
  await page.getByLabel(t('auth.email'), { exact: true }).fill(email);
  await page.getByLabel(t('auth.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page.getByText(t('commerce.wrongPassword'))).toBeVisible();
  await expect(page).toHaveURL(`${base}/customer/login`);
});
