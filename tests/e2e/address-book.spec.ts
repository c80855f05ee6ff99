/**
 * The address book end to end on the international (English) store, against the real server and
 * database (spec 02 §2 "address book (default billing and shipping)", §5): a customer registered
 * through the API adds a private address whose postcode is too short and sees the spec's message,
 * fixes it, adds a company address and makes it the default shipping address, finds both with the
 * right marks after a reload, and deletes one after the confirmation question.
 */
import { test, expect, type Page } from './support/test';
import { messagesOf } from './support/guest-checkout';
import { PORT, storeUrl } from './support/server';

const HOST = 'localhost';
const base = storeUrl(HOST);
const t = messagesOf('en-US');
const api = (route: string) => `http://127.0.0.1:${PORT}${route}`;

/** Fills the open dialog's fields by their labels. */
async function fill(page: Page, fields: Record<string, string>): Promise<void> {
  const dialog = page.getByRole('dialog');
  for (const [key, value] of Object.entries(fields)) await dialog.getByLabel(t(`checkout-ui.address.${key}`), { exact: true }).fill(value);
}

const saveAddress = (page: Page) => page.getByRole('dialog').getByRole('button', { name: t('addresses.save') }).click();
const status = (page: Page, key: string) => page.getByRole('status').filter({ hasText: t(key) });
const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test('a customer adds a private and a company address, makes the company one the default shipping address and deletes the other', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = `ada.addresses.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'kaffee-und-kuchen';
  const created = await request.post(api('/api/user/create'), { headers: { host: `${HOST}:${PORT}` }, data: { customer: { email, firstname: 'Ada', lastname: 'Lovelace' }, password } });
  expect(created.status()).toBe(200);

  await page.goto(`${base}/customer/login?redirect=%2Fcustomer%2Faddress`);
  await page.getByLabel(t('auth.email'), { exact: true }).fill(email);
  await page.getByLabel(t('auth.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
  await expect(page).toHaveURL(`${base}/customer/address`);
  await expect(page.getByRole('heading', { name: t('addresses.title'), level: 1 })).toBeVisible();
  await expect(page.getByText(t('addresses.empty'))).toBeVisible();

  await page.getByRole('button', { name: t('addresses.add') }).click();
  await expect(page.getByRole('dialog', { name: t('addresses.addTitle') })).toBeVisible();
  await fill(page, { firstName: 'Ada', lastName: 'Lovelace', streetAddress: 'Hafenstraße', apartmentNumber: '12', zipCode: '20', city: 'Hamburg' });
  await saveAddress(page);
  await expect(page.getByRole('dialog').getByText('This PLZ ist not valid.')).toBeVisible();
  await fill(page, { zipCode: '20095' });
  await saveAddress(page);
  await expect(status(page, 'addresses.savedAdded')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card(page, 'Hafenstraße 12')).toBeVisible();

  await page.getByRole('button', { name: t('addresses.add') }).click();
  await page.getByRole('dialog').getByRole('radio', { name: t('checkout-ui.address.kinds.company') }).check();
  await fill(page, { company: 'Analytical Engines', taxId: 'DE123456789', firstName: 'Ada', lastName: 'Lovelace', streetAddress: 'Ring', apartmentNumber: '3', zipCode: '10115', city: 'Berlin' });
  await saveAddress(page);
  await expect(card(page, 'Analytical Engines')).toBeVisible();
  await card(page, 'Analytical Engines').getByRole('button', { name: t('addresses.setDefaultShipping') }).click();
  await expect(status(page, 'addresses.savedDefaultShipping')).toBeVisible();

  await page.reload();
  const company = card(page, 'Analytical Engines');
  const home = card(page, 'Hafenstraße 12');
  await expect(company.getByText(t('addresses.defaultShipping'), { exact: true })).toBeVisible();
  await expect(company.getByText('Tax ID DE123456789')).toBeVisible();
  await expect(home).toBeVisible();
  await expect(home.getByText(t('addresses.defaultShipping'), { exact: true })).toHaveCount(0);
  await expect(home.getByRole('button', { name: t('addresses.setDefaultShipping') })).toBeVisible();

  await home.getByRole('button', { name: /^Delete address:/ }).click();
  await page.getByRole('dialog', { name: t('addresses.deleteTitle') }).getByRole('button', { name: t('addresses.deleteConfirm') }).click();
  await expect(status(page, 'addresses.savedDeleted')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.reload();
  await expect(card(page, 'Analytical Engines')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('the dialog is a native modal: Tab stays inside it, the page behind is inert, Escape closes it and focus returns', async ({ page, request }) => {
  const email = `ada.dialog.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'kaffee-und-kuchen';
  const created = await request.post(api('/api/user/create'), { headers: { host: `${HOST}:${PORT}` }, data: { customer: { email, firstname: 'Ada', lastname: 'Lovelace' }, password } });
  expect(created.status()).toBe(200);
  await page.goto(`${base}/customer/login?redirect=%2Fcustomer%2Faddress`);
  await page.getByLabel(t('auth.email'), { exact: true }).fill(email);
  await page.getByLabel(t('auth.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
  await expect(page).toHaveURL(`${base}/customer/address`);

  const opener = page.getByRole('button', { name: t('addresses.add') });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: t('addresses.addTitle') });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element instanceof HTMLDialogElement && element.open && element.matches(':modal'))).toBe(true);
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
    const inside = await page.evaluate(() => {
      const active = document.activeElement;
      return active === document.body || !!active?.closest('dialog[open]');
    });
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});
