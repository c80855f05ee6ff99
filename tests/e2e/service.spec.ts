/**
 * Service and discovery end to end (issue 18) against the real server: the contact form delivered
 * over SMTP to a server this file starts, the guest newsletter's double opt-in through the link of
 * the received mail (the contact form's attachment with it), the age check's four messages and the server's refusal, order tracking, the
 * store-switch popup with the same page in the other store and the 30-day preference, and the
 * account pages. Serial: one SMTP server on one port for the whole file.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { test, expect, type Page } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog/special-cases';
import { BACKGROUND_WORK_DELAY_MS } from '@/lib/config/client';
import { SKIP_COUNTRY_CHECK_KEY } from '@/lib/config/service';
import { messagesOf, productPathOn } from './support/guest-checkout';
import { logIn, registerThroughApi } from './support/customer';
import { E2E_SMTP_PORT, PORT, rawGet, storeUrl } from './support/server';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

test.describe.configure({ mode: 'serial' });

const DE = 'de.localhost';
const t = messagesOf('de-DE');
const api = (route: string) => `http://127.0.0.1:${PORT}${route}`;
const deHost = { host: `${DE}:${PORT}` };
const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
/** The delivery job runs every 15 s; a mail arrives within two runs. */
const MAIL_WAIT_MS = 45_000;

let sink: SmtpSink;
test.beforeAll(async () => {
  sink = await startSmtpSink(E2E_SMTP_PORT);
});
test.afterAll(async () => {
  await sink?.close();
});

test('the contact form is stored and delivered over SMTP to the service address, with a copy to the customer', async ({ page }) => {
  test.setTimeout(90_000);
  const email = unique('clara.contact');
  await page.goto(`${storeUrl(DE)}/contact`);
  const form = page.getByTestId('contact-form');
  await form.getByLabel(t('service.contact.topic')).selectOption('delivery');
  await form.getByLabel(t('service.contact.name')).fill('Clara Kunde');
  await form.getByLabel(t('service.contact.email')).fill(email);
  await form.getByLabel(t('service.contact.message')).fill('Mein Paket ist noch nicht angekommen.');
  const photo = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(4096)]);
  await form.getByLabel(t('service.contact.attachment')).setInputFiles({ name: 'paket-foto.png', mimeType: 'image/png', buffer: photo });
  // The spam guard refuses a form sent within 3 s of showing it.
  await page.waitForTimeout(3_200);
  await form.getByRole('button', { name: t('service.contact.submit') }).click();
  await expect(page.getByTestId('contact-sent')).toContainText(t('service.contact.sent'));
  await page.screenshot({ path: '.test-results/service-contact.png', fullPage: true });

  const copy = await sink.waitFor(email, () => true, MAIL_WAIT_MS);
  expect(copy.subject).toBe('Deine Nachricht an Deutschland: Lieferung');
  expect(copy.text).toContain('Mein Paket ist noch nicht angekommen.');
  expect(copy.html).toContain('Mein Paket ist noch nicht angekommen.');
  const service = await sink.waitFor('service@kaffee-shop.de', (mail) => (mail.text ?? '').includes(email), MAIL_WAIT_MS);
  expect(service.subject).toMatch(/^Kontaktanfrage: Lieferung/);
  expect(service.replyTo?.text).toContain(email);
  // The upload travels with the service address's mail, byte for byte; the customer's copy only names it (ADR 0021).
  expect(service.attachments.map((file) => [file.filename, file.contentType, file.content.equals(photo)])).toEqual([['paket-foto.png', 'image/png', true]]);
  expect(copy.attachments).toEqual([]);
  expect(copy.text).toContain('Anhang: paket-foto.png');
});

test('a guest signs up in the footer, stays awaiting confirmation after a reload, and confirms through the received mail', async ({ page }) => {
  test.setTimeout(90_000);
  const email = unique('gina.newsletter');
  await page.goto(`${storeUrl(DE)}/`);
  const footer = page.locator('footer');
  await footer.getByLabel(t('service.newsletter.footerEmail')).fill(email);
  await footer.getByRole('button', { name: t('service.newsletter.footerSubmit') }).click();
  await expect(page).toHaveURL(/\/newsletter\?email=/);
  await page.getByTestId('newsletter-signup').getByRole('button', { name: t('service.newsletter.submit') }).click();
  const pending = t('service.newsletter.pending').replace('{email}', email);
  await expect(page.getByTestId('newsletter-pending')).toHaveText(pending);
  await page.goto(`${storeUrl(DE)}/newsletter`);
  await expect(page.getByTestId('newsletter-pending')).toHaveText(pending);

  const mail = await sink.waitFor(email, (m) => m.subject === 'Bitte bestätige deine Newsletter-Anmeldung', MAIL_WAIT_MS);
  expect(mail.text).toContain('Vom Newsletter abmelden:');
  const link = /(http:\/\/\S+\/newsletter\?confirm=[\w-]+)/.exec(mail.text ?? '')?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('status').filter({ hasText: t('service.newsletter.confirmed') })).toBeVisible();
  const status = await page.request.get(api(`/api/ext/newsletter?email=${encodeURIComponent(email)}`), { headers: deHost });
  expect((await status.json()).result).toBe('subscribed');
  // A second sign-up gets the duplicate message with the customer-service link.
  await page.goto(`${storeUrl(DE)}/newsletter?email=${encodeURIComponent(email)}`);
  await page.getByTestId('newsletter-signup').getByRole('button', { name: t('service.newsletter.submit') }).click();
  await expect(page.getByTestId('newsletter-signup').getByRole('alert')).toContainText(t('service.newsletter.alreadyRegistered'));
  await expect(page.getByRole('link', { name: t('service.newsletter.toCustomerService') })).toBeVisible();
});

async function typeBirthDate(page: Page, value: string) {
  const dialog = page.getByTestId('age-check-dialog');
  await dialog.getByLabel(t('service.age.birthDate')).fill(value);
  await dialog.getByRole('button', { name: t('service.age.confirm') }).click();
}

test('the age check asks for a date of birth with all four messages, and the server refuses an unchecked order', async ({ page, request }) => {
  const path = await productPathOn(DE, DEMO_SKUS.ageRestricted);
  await page.goto(`${storeUrl(DE)}${path}`);
  await page.getByRole('button', { name: t('product.addToCart.button') }).click();
  const dialog = page.getByTestId('age-check-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(t('service.age.birthDate'))).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
  await typeBirthDate(page, '12.05');
  await expect(dialog.getByRole('alert')).toHaveText(t('service.age.incomplete'));
  await typeBirthDate(page, '31.02.2000');
  await expect(dialog.getByRole('alert')).toHaveText(t('service.age.invalid'));
  await typeBirthDate(page, `01.01.${new Date().getFullYear() + 1}`);
  await expect(dialog.getByRole('alert')).toHaveText(t('service.age.future'));
  await typeBirthDate(page, `01.01.${new Date().getFullYear() - 10}`);
  await expect(dialog.getByRole('alert')).toHaveText(t('service.age.tooYoung'));
  await page.screenshot({ path: '.test-results/service-age-check.png' });
  await typeBirthDate(page, '24.12.1980');
  await expect(dialog).toBeHidden();

  const address = { firstname: 'Anna', lastname: 'Berg', street: ['Hauptstraße 5'], city: 'Hamburg', postcode: '20095', countryId: 'DE', email: unique('age') };
  const order = { products: [{ sku: DEMO_SKUS.ageRestricted, qty: 1 }], addressInformation: { shippingAddress: address, billingAddress: address, shipping_method_code: 'flatrate', shipping_carrier_code: 'flatrate', payment_method_code: 'cashondelivery' } };
  const refused = await request.post(api('/api/order'), { headers: { ...deHost, 'idempotency-key': randomUUID() }, data: order });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).result).toBe(t('service.age.tooYoung'));
  const placed = await request.post(api('/api/order'), { headers: { ...deHost, 'idempotency-key': randomUUID() }, data: { ...order, age_verification: { birth_date: '1980-12-24' } } });
  expect(placed.status()).toBe(200);
});

test('order tracking shows an order for its number and e-mail, and the same miss for a wrong pair', async ({ page, request }) => {
  const email = unique('otto.tracking');
  const address = { firstname: 'Otto', lastname: 'Berg', street: ['Hauptstraße 5'], city: 'Hamburg', postcode: '20095', countryId: 'DE', email };
  const placed = await request.post(api('/api/order'), {
    headers: { ...deHost, 'idempotency-key': randomUUID() },
    data: { products: [{ sku: DEMO_SKUS.greenTea, qty: 2 }], addressInformation: { shippingAddress: address, billingAddress: address, shipping_method_code: 'flatrate', shipping_carrier_code: 'flatrate', payment_method_code: 'cashondelivery' } },
  });
  expect(placed.status()).toBe(200);
  const number = (await placed.json()).result.increment_id as string;

  await page.goto(`${storeUrl(DE)}/order-tracking`);
  const form = page.getByTestId('order-tracking-form');
  await form.getByLabel(t('service.orderTracking.orderNumber')).fill(number);
  await form.getByLabel(t('service.orderTracking.verifier')).fill('someone.else@example.com');
  await form.getByRole('button', { name: t('service.orderTracking.submit') }).click();
  await expect(form.getByRole('alert')).toHaveText(t('service.orderTracking.notFound'));
  await form.getByLabel(t('service.orderTracking.verifier')).fill(email);
  await form.getByRole('button', { name: t('service.orderTracking.submit') }).click();
  const tracked = page.getByTestId('tracked-order');
  await expect(tracked).toContainText(`#${number}`);
  await expect(tracked).toContainText('Hamburg');
  await page.screenshot({ path: '.test-results/service-order-tracking.png', fullPage: true });
});

test('a visitor from Austria is offered the Austrian store, lands on the same page there and is sent there for 30 days', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'AT' } });
  const page = await context.newPage();
  const dePath = await productPathOn(DE, DEMO_SKUS.greenTea);
  const atPath = await productPathOn('at.localhost', DEMO_SKUS.greenTea);
  await page.goto(`${storeUrl(DE)}${dePath}`);
  const popup = page.getByTestId('store-switch');
  await expect(popup).toBeVisible({ timeout: 15_000 });
  expect((await popup.boundingBox())?.width).toBe(450);
  await page.screenshot({ path: '.test-results/service-store-switch.png' });
  await popup.getByRole('button', { name: t('service.storeSwitch.switch').replace('{store}', 'Österreich') }).click();
  await expect(page).toHaveURL(new RegExp(`^${storeUrl('at.localhost')}${atPath}\\?from_store=de_de`));
  // Arrived from another store: the check marks the session at once and offers nothing here.
  await expect.poll(() => page.evaluate((key) => window.sessionStorage.getItem(key), SKIP_COUNTRY_CHECK_KEY)).toBe('1');
  await expect(page.getByTestId('store-switch')).toHaveCount(0);

  const cookie = (await context.cookies(storeUrl(DE))).find((c) => c.name === 'preferred-store');
  expect(cookie?.value).toBe('de_at');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);

  // A later visit (new session) goes to the preferred store client-side; the server answers the page itself.
  const later = await context.newPage();
  expect((await rawGet(DE, '/', { cookie: 'preferred-store=de_at' })).status).toBe(200);
  await later.goto(`${storeUrl(DE)}/`);
  await expect(later).toHaveURL(new RegExp(`^${storeUrl('at.localhost')}/`), { timeout: 15_000 });
  await context.close();
});

test('inside the native app (the Flutter webview injected its bridge) no store-switch popup shows and the country is never asked', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'AT' } });
  await context.addInitScript(() => {
    (window as unknown as { flutter_inappwebview: unknown }).flutter_inappwebview = { callHandler: () => Promise.resolve(null) };
  });
  const page = await context.newPage();
  const geoAsked: string[] = [];
  page.on('request', (req) => void (req.url().includes('/api/ext/geo/country') && geoAsked.push(req.url())));
  await page.goto(`${storeUrl(DE)}${await productPathOn(DE, DEMO_SKUS.greenTea)}`);
  // Asking the country waits until the page has settled (ADR 0033); the plain browser above shows the popup well within this time.
  await page.waitForTimeout(BACKGROUND_WORK_DELAY_MS + 4_000);
  await expect(page.getByTestId('store-switch')).toHaveCount(0);
  expect(geoAsked).toEqual([]);
  await context.close();
});

test('the account pages answer: coffee corner with the birth date set once, order again, shipping details, recently viewed', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = unique('carla.corner');
  const password = 'kaffee-und-kuchen';
  const shipping = { type: 'private', firstname: 'Carla', lastname: 'Ecke', street: 'Lindenallee', house_number: '7', postcode: '20095', city: 'Hamburg', countryId: 'DE', default_shipping: true };
  const created = await request.post(api('/api/user/create'), { headers: deHost, data: { customer: { email, firstname: 'Carla', lastname: 'Ecke', addresses: [shipping] }, password } });
  expect(created.status()).toBe(200);
  await logIn(page, t, DE, email, password);

  // The account menu links the last account pages, in German.
  const menu = page.getByRole('navigation', { name: t('account.nav.label') });
  for (const [key, href] of [['coffeeCorner', '/customer/coffee-corner'], ['reorder', '/customer/reorder'], ['shippingDetails', '/customer/shipping-details'], ['recentlyViewed', '/my-account/recently-viewed']]) {
    await expect(menu.getByRole('link', { name: t(`account.nav.${key}`), exact: true })).toHaveAttribute('href', href);
  }

  await page.goto(`${storeUrl(DE)}/customer/coffee-corner`);
  const corner = page.getByTestId('coffee-corner');
  await corner.getByLabel(t('service.coffeeCorner.milkFoam')).selectOption('integrated');
  await corner.getByLabel(t('service.coffeeCorner.birthDate')).fill('24.12.1980');
  await corner.getByRole('button', { name: t('service.coffeeCorner.save') }).click();
  await expect(corner.getByRole('alert')).toHaveText(t('service.coffeeCorner.acknowledgeRequired'));
  await corner.getByLabel(t('service.coffeeCorner.acknowledge')).check();
  await corner.getByRole('button', { name: t('service.coffeeCorner.save') }).click();
  await expect(corner.getByRole('status')).toHaveText(t('service.coffeeCorner.saved'));
  await expect(corner.getByTestId('birth-date-fixed')).toBeVisible();
  await page.screenshot({ path: '.test-results/service-coffee-corner.png', fullPage: true });

  const alias = await rawGet(DE, '/rma_customer/kaffeekeller');
  expect([alias.status, new URL(alias.location ?? '', storeUrl(DE)).pathname]).toEqual([301, '/customer/reorder']);
  await page.goto(`${storeUrl(DE)}/customer/reorder`);
  await expect(page.getByText(t('service.reorder.empty'))).toBeVisible();

  // After an order of two products, both are on the order-again list; "all to the cart" puts both in the cart.
  const login = await request.post(api('/api/user/login'), { headers: deHost, data: { username: email, password } });
  const token = (await login.json()).result as string;
  const address = { firstname: 'Carla', lastname: 'Ecke', street: ['Lindenallee 7'], city: 'Hamburg', postcode: '20095', countryId: 'DE', email };
  const ordered = await request.post(api('/api/order'), {
    headers: { ...deHost, authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: { products: [{ sku: DEMO_SKUS.greenTea, qty: 1 }, { sku: DEMO_SKUS.herbalTea, qty: 2 }], addressInformation: { shippingAddress: address, billingAddress: address, shipping_method_code: 'flatrate', shipping_carrier_code: 'flatrate', payment_method_code: 'cashondelivery' } },
  });
  expect(ordered.status()).toBe(200);
  const items = ((await ordered.json()).result.items ?? []) as { name: string }[];
  expect(items).toHaveLength(2);
  await page.goto(`${storeUrl(DE)}/customer/reorder`);
  const again = page.getByTestId('order-again');
  await expect(again.getByRole('listitem')).toHaveCount(2);
  for (const item of items) await expect(again).toContainText(item.name);
  await expect(page.getByRole('navigation', { name: t('account.nav.label') }).getByRole('link', { name: t('account.nav.reorder'), exact: true })).toHaveAttribute('aria-current', 'page');
  await again.getByRole('button', { name: t('service.reorder.addAll') }).click();
  await expect(again.getByRole('status')).toContainText(t('service.reorder.added'));
  await page.goto(`${storeUrl(DE)}/cart`);
  for (const item of items) await expect(page.getByRole('main')).toContainText(item.name);

  await page.goto(`${storeUrl(DE)}/customer/shipping-details`);
  const details = page.getByTestId('shipping-details');
  await expect(details).toContainText('Lindenallee 7');
  await expect(details).toContainText('20095 Hamburg');
  await expect(details.getByRole('link', { name: t('service.shippingDetails.manage') })).toHaveAttribute('href', '/customer/address');

  const path = await productPathOn(DE, DEMO_SKUS.greenTea);
  await page.goto(`${storeUrl(DE)}${path}`);
  const name = (await page.locator('h1').first().textContent())?.trim() ?? '';
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('recently-viewed') ?? '')).toContain(DEMO_SKUS.greenTea);
  await page.goto(`${storeUrl(DE)}/my-account/recently-viewed`);
  await expect(page.getByTestId('recently-viewed').getByRole('link', { name })).toBeVisible();
  // Synced for the customer: the server keeps the viewed product too.
  await expect
    .poll(async () => JSON.stringify((await (await request.get(api('/api/user/recently-viewed'), { headers: { ...deHost, authorization: `Bearer ${token}` } })).json()).result))
    .toContain(DEMO_SKUS.greenTea);
});
