/**
 * The newsletter settings page end to end on the German store, against the real server and
 * database: a customer registered through the API logs in, subscribes (the double opt-in's notice),
 * confirms through the link's token from the outbox mail, keeps WhatsApp as contact preference
 * across a reload, and unsubscribes. The spec's alias /newsletter/manage leads to the page.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { test, expect } from './support/test';
import { DEFAULT_SQLITE_FILE_NAME, MAIL_TEMPLATES } from '@/lib/config/commerce';
import { messagesOf } from './support/guest-checkout';
import { E2E_DATA_DIR, PORT, rawGet, storeUrl } from './support/server';

const HOST = 'de.localhost';
const base = storeUrl(HOST);
const t = messagesOf('de-DE');
const api = (route: string) => `http://127.0.0.1:${PORT}${route}`;
const storeHost = { host: `${HOST}:${PORT}` };

/** The token of the newest newsletter confirmation mail the server wrote for this address. */
function confirmationTokenFor(email: string): string {
  const db = new Database(path.join(E2E_DATA_DIR, DEFAULT_SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('SELECT payload FROM mail_outbox WHERE recipient = ? AND template = ? ORDER BY created_at DESC LIMIT 1')
      .get(email, MAIL_TEMPLATES.newsletterConfirm) as { payload: string };
    return (JSON.parse(row.payload) as { confirmationToken: string }).confirmationToken;
  } finally {
    db.close();
  }
}

test('a customer subscribes, confirms, keeps WhatsApp as contact preference and unsubscribes', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = `nora.newsletter.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'kaffee-und-kuchen';
  const created = await request.post(api('/api/user/create'), { headers: storeHost, data: { customer: { email, firstname: 'Nora', lastname: 'Brandt' }, password } });
  expect(created.status()).toBe(200);

  await page.goto(`${base}/customer/login?redirect=%2Fcustomer%2Fnewsletter`);
  await page.getByLabel(t('auth.email'), { exact: true }).fill(email);
  await page.getByLabel(t('auth.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
  await expect(page).toHaveURL(`${base}/customer/newsletter`);
  await expect(page.getByRole('heading', { name: t('newsletter.title'), level: 1 })).toBeVisible();
  await expect(page.getByText(t('newsletter.notSubscribed').replace('{email}', email))).toBeVisible();

  await page.getByRole('button', { name: t('newsletter.subscribe') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('newsletter.confirmationSent') })).toBeVisible();
  const confirmed = await request.get(api(`/api/ext/mailchimp-subscribe/confirm?token=${encodeURIComponent(confirmationTokenFor(email))}`), { headers: storeHost });
  expect(confirmed.status()).toBe(200);

  const whatsapp = page.getByRole('checkbox', { name: t('newsletter.byWhatsapp') });
  await whatsapp.check();
  await page.getByRole('button', { name: t('newsletter.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('newsletter.preferencesSaved') })).toBeVisible();

  await page.reload();
  await expect(page.getByText(t('newsletter.subscribed').replace('{email}', email))).toBeVisible();
  await expect(whatsapp).toBeChecked();
  await expect(page.getByRole('checkbox', { name: t('newsletter.byEmail') })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: t('newsletter.byPostal') })).not.toBeChecked();

  await page.getByRole('button', { name: t('newsletter.unsubscribe') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('newsletter.unsubscribed') })).toBeVisible();
  await page.reload();
  await expect(page.getByText(t('newsletter.notSubscribed').replace('{email}', email))).toBeVisible();
  await expect(whatsapp).toBeChecked();
});

test('the alias /newsletter/manage leads to the newsletter page', async () => {
  const answer = await rawGet(HOST, '/newsletter/manage');
  expect(answer.status).toBe(301);
  expect(answer.headers.location).toMatch(/\/customer\/newsletter$/);
});
