/**
 * The cancellation form end to end on de.localhost (spec 02 §2 "cancellation", §5; issue 16): a
 * guest sees the login prompt; a customer cancels their own subscription ordinarily through the
 * alias /abo-kuendigen and sees the confirmation; an extraordinary termination needs a reason and
 * evidence of the right type (a text file is refused in the form, a text file named .pdf by the
 * server, a PNG is taken); someone else's subscription id is refused exactly like an unknown one.
 */
import { randomUUID } from 'node:crypto';
import { test, expect, type APIRequestContext } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { logIn, registerThroughApi } from './support/customer';
import { messagesOf } from './support/guest-checkout';
import { PORT, storeUrl } from './support/server';

const HOST = 'de.localhost';
const t = messagesOf('de-DE');
const base = storeUrl(HOST);
const api = (path: string) => `http://127.0.0.1:${PORT}${path}`;
const headers = { host: `${HOST}:${PORT}` };
const PASSWORD = 'kaffee-kuendigen';
const ADDRESS = { firstname: 'Anna', lastname: 'Berg', street: ['Hafenstraße 12'], city: 'Hamburg', postcode: '20095', countryId: 'DE' };
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

interface Customer {
  email: string;
  token: string;
}

async function customer(request: APIRequestContext): Promise<Customer> {
  const email = `kuendigung.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerThroughApi(request, HOST, email, PASSWORD);
  const login = await request.post(api('/api/user/login'), { headers, data: { username: email, password: PASSWORD } });
  return { email, token: ((await login.json()) as { result: string }).result };
}

/** Orders the demo coffee every 4 weeks by card through the API; answers the subscription's id. */
async function subscriptionOf(request: APIRequestContext, who: Customer): Promise<string> {
  const line = { sku: DEMO_SKUS.subscriptionCoffee, qty: 1, is_subscription: true, product_option: { extension_attributes: { billing_period: { option_value: '3' } } } };
  const data = {
    products: [line],
    addressInformation: { shippingAddress: ADDRESS, billingAddress: ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate', payment_method_code: 'card' },
  };
  const auth = { ...headers, authorization: `Bearer ${who.token}` };
  const ordered = await request.post(api('/api/order'), { headers: { ...auth, 'idempotency-key': randomUUID() }, data });
  expect(((await ordered.json()) as { code: number }).code).toBe(200);
  const list = await request.get(api('/api/user/subscriptions'), { headers: auth });
  return ((await list.json()) as { result: { id: string }[] }).result[0].id;
}

async function statusOf(request: APIRequestContext, who: Customer, id: string): Promise<string> {
  const answer = await request.get(api(`/api/user/subscriptions/${encodeURIComponent(id)}`), { headers: { ...headers, authorization: `Bearer ${who.token}` } });
  return ((await answer.json()) as { result: { status: string } }).result.status;
}

test('a guest sees the login prompt on the cancellation form', async ({ page }) => {
  await page.goto(`${base}/cancel-subscription`);
  await expect(page.getByText(t('account.gate.loginRequired'))).toBeVisible();
});

test('a customer cancels their own subscription ordinarily through /abo-kuendigen and sees the confirmation', async ({ page, request }) => {
  test.setTimeout(90_000);
  const anna = await customer(request);
  const id = await subscriptionOf(request, anna);
  await logIn(page, t, HOST, anna.email, PASSWORD);
  await page.goto(`${base}/abo-kuendigen`);
  await expect(page.getByRole('heading', { name: t('subscriptions.cancellation.title') })).toBeVisible();
  await page.getByRole('button', { name: t('subscriptions.cancellation.submit') }).click();
  await expect(page.getByText(t('subscriptions.cancellation.errors.chooseSubscription'))).toBeVisible();
  await page.getByLabel(t('subscriptions.cancellation.subscription'), { exact: true }).selectOption(id);
  await page.getByLabel(t('subscriptions.cancellation.kinds.ordinary'), { exact: true }).check();
  await page.getByRole('button', { name: t('subscriptions.cancellation.submit') }).click();
  await expect(page.getByTestId('cancellation-confirmation')).toContainText(t('subscriptions.cancellation.done.text').replace('{id}', id));
  expect(await statusOf(request, anna, id)).toBe('cancelled');
});

test('on a phone the form draws its fields like the shop\'s other forms, each kind on a row of its own', async ({ page, request }) => {
  test.setTimeout(90_000);
  const anna = await customer(request);
  await subscriptionOf(request, anna);
  await logIn(page, t, HOST, anna.email, PASSWORD);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${base}/cancel-subscription`);
  const choice = page.getByLabel(t('subscriptions.cancellation.subscription'), { exact: true });
  // The browser's bare select was 13 px text in a square box beside 16 px fields.
  const drawn = await choice.evaluate((select) => ({ bodyFont: getComputedStyle(select).fontSize === getComputedStyle(document.body).fontSize, radius: getComputedStyle(select).borderRadius }));
  expect(drawn).toEqual({ bodyFont: true, radius: '8px' });
  // Each radio starts its own row: inline, the second radio trailed the first label's text.
  const radiosStartRows = await page.getByTestId('cancellation-kinds').evaluate((fieldset) => {
    const left = fieldset.getBoundingClientRect().left;
    return [...fieldset.querySelectorAll('input[type="radio"]')].map((radio) => radio.getBoundingClientRect().left - left <= 8);
  });
  expect(radiosStartRows).toEqual([true, true]);
});

test('an extraordinary termination needs evidence of the right type', async ({ page, request }) => {
  test.setTimeout(90_000);
  const anna = await customer(request);
  const id = await subscriptionOf(request, anna);
  await logIn(page, t, HOST, anna.email, PASSWORD);
  await page.goto(`${base}/cancel-subscription`);
  await page.getByLabel(t('subscriptions.cancellation.subscription'), { exact: true }).selectOption(id);
  await page.getByLabel(t('subscriptions.cancellation.kinds.extraordinary'), { exact: true }).check();
  const submit = page.getByRole('button', { name: t('subscriptions.cancellation.submit') });
  await submit.click();
  await expect(page.getByText(t('subscriptions.cancellation.errors.reasonRequired'))).toBeVisible();
  await page.getByLabel(t('subscriptions.cancellation.reason'), { exact: true }).selectOption('relocation_abroad');
  await submit.click();
  await expect(page.getByText(t('subscriptions.cancellation.errors.evidenceMissing'))).toBeVisible();
  const evidence = page.getByLabel(t('subscriptions.cancellation.evidence'), { exact: true });
  await evidence.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just text') });
  await submit.click();
  await expect(page.getByText(t('subscriptions.cancellation.errors.evidenceType'))).toBeVisible();
  // A text file named .pdf passes the form; the server reads its first bytes and refuses it.
  await evidence.setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a pdf') });
  await submit.click();
  await expect(page.getByTestId('cancellation-form').getByRole('alert')).toContainText("'evidence'");
  expect(await statusOf(request, anna, id)).toBe('active');
  await evidence.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: PNG });
  await submit.click();
  await expect(page.getByTestId('cancellation-confirmation')).toBeVisible();
  expect(await statusOf(request, anna, id)).toBe('cancelled');
});

test("someone else's subscription is refused like an unknown one and not offered in the form", async ({ page, request }) => {
  test.setTimeout(90_000);
  const owner = await customer(request);
  const other = await customer(request);
  const id = await subscriptionOf(request, owner);
  const cancel = (subscriptionId: string) =>
    request.post(api('/api/user/subscription-cancellation'), { headers: { ...headers, authorization: `Bearer ${other.token}` }, multipart: { subscription_id: subscriptionId, kind: 'ordinary' } });
  const foreign = await cancel(id);
  const unknown = await cancel('999999999-1');
  expect(foreign.status()).toBe(404);
  expect(await foreign.json()).toEqual(await unknown.json());
  expect(((await foreign.json()) as { result: string }).result).toBe(t('subscriptions.errors.notFound'));
  expect(await statusOf(request, owner, id)).toBe('active');

  await logIn(page, t, HOST, other.email, PASSWORD);
  await page.goto(`${base}/cancel-subscription`);
  await expect(page.getByText(t('subscriptions.cancellation.none'))).toBeVisible();
});
