/**
 * The progressive web app on Chromium (issue 7): the worker at /service-worker.js with its scope
 * and headers; pages seen online come back offline from the cache; an uncached product sends the
 * shopper home with "not available in Offline mode"; an order placed offline arrives exactly once
 * after the tab was closed and the browser came back online.
 */
import { test, expect } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from '@/lib/config/pwa';
import { guestAtReview, messagesOf, ordersFor, productPathOn } from './support/guest-checkout';
import { PORT, storeUrl } from './support/server';
import { controlledByWorker } from './support/service-worker';

const VIEW = { host: 'de.localhost', locale: 'de-DE', postcode: '20095', city: 'Hamburg' };
const t = messagesOf(VIEW.locale);

test('the worker is served at /service-worker.js with no-cache, a whole-host scope and a manifest per store view', async ({ page }) => {
  const worker = await page.goto(`${storeUrl(VIEW.host)}${SERVICE_WORKER_PATH}`);
  expect(worker?.status()).toBe(200);
  expect(worker?.headers()['content-type']).toContain('javascript');
  expect(worker?.headers()['cache-control']).toBe('no-cache');
  expect(worker?.headers()['service-worker-allowed']).toBe(SERVICE_WORKER_SCOPE);

  const italian = await page.goto(`${storeUrl('localhost', '/it')}/manifest.webmanifest`);
  expect(await italian?.json()).toMatchObject({ start_url: '/it', scope: '/it/', lang: 'it-IT' });

  await page.goto(storeUrl(VIEW.host));
  await controlledByWorker(page);
  const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
  expect(scope).toBe(`http://${VIEW.host}:${PORT}/`);
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await page.evaluate((href) => fetch(href!).then((r) => r.json()), manifestHref);
  expect(manifest).toMatchObject({ start_url: '/', scope: '/', lang: 'de-DE', display: 'standalone' });
});

test('home, a category and a product seen online come back offline; an uncached product goes home with the message', async ({ page, context }) => {
  const productPath = await productPathOn(VIEW.host, DEMO_SKUS.greenTea);
  const uncachedPath = await productPathOn(VIEW.host, DEMO_SKUS.herbalTea);
  await page.goto(storeUrl(VIEW.host));
  await controlledByWorker(page);
  const homeHeading = await page.locator('h1').first().innerText();

  await page.goto(`${storeUrl(VIEW.host)}${productPath}`);
  const productHeading = await page.locator('h1').first().innerText();
  const categoryHref = await page.locator('nav ol li a').last().getAttribute('href');
  await page.goto(`${storeUrl(VIEW.host)}${categoryHref}`);
  const categoryHeading = await page.locator('h1').first().innerText();

  await context.setOffline(true);
  for (const [path, heading] of [['/', homeHeading], [categoryHref, categoryHeading], [productPath, productHeading]] as const) {
    await page.goto(`${storeUrl(VIEW.host)}${path}`);
    await expect(page.locator('h1').first()).toHaveText(heading);
  }

  await page.goto(`${storeUrl(VIEW.host)}${uncachedPath}`);
  await expect(page).toHaveURL(`${storeUrl(VIEW.host)}/`);
  await expect(page.getByText(t('pwa.offlinePageUnavailable'))).toBeVisible();
  await expect(page.locator('h1').first()).toHaveText(homeHeading);
});

test('an order placed offline arrives exactly once after the tab was closed and the browser is back online', async ({ context }) => {
  const email = `anna.pwa.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const page = await context.newPage();
  await page.goto(storeUrl(VIEW.host));
  await controlledByWorker(page);
  await guestAtReview(page, t, await productPathOn(VIEW.host, DEMO_SKUS.greenTea), email, VIEW);

  await context.setOffline(true);
  await page.getByRole('button', { name: t('checkout-ui.review.placeOrder') }).click();
  await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.pending.title') })).toBeVisible();
  await page.close();
  expect(ordersFor(email)).toBe(0);

  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto(storeUrl(VIEW.host));
  await expect.poll(() => ordersFor(email), { timeout: 20_000 }).toBe(1);
  await again.reload();
  await again.waitForTimeout(1500);
  expect(ordersFor(email)).toBe(1);
});
