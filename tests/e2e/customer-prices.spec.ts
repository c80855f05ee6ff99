/**
 * Prices for the logged-in customer's group (spec 01 §4 "Price tiers and tax groups re-run when
 * the user logs in or out"): the cached category page shows guest prices; once a customer is
 * logged in, every tile on it is re-priced through one render-list call for all their skus.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type Page, type Request } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { PORT, rawGet, storeUrl } from './support/server';

const HOST = 'de.localhost';
const login = JSON.parse(readFileSync(path.join('locales', 'de-DE', 'checkout-ui.json'), 'utf8')).login as Record<string, string>;

const isRenderList = (request: Request) => new URL(request.url()).pathname === '/api/products/render-list';

/** A category page with many tiles: the top category in a coffee's breadcrumb (after home). */
async function categoryPath(page: Page): Promise<string> {
  const hop = await rawGet(HOST, `/p/${DEMO_SKUS.configurableWithDisabledChild}/stale-slug`);
  expect(hop.status).toBe(301);
  await page.goto(new URL(hop.location ?? '', storeUrl(HOST)).toString());
  const href = await page.locator('nav ol li a').nth(1).getAttribute('href');
  if (!href) throw new Error('the product page has no breadcrumb');
  return href;
}

/** The render-list requests a category page load makes, once the page and its calls are done. */
async function renderListRequestsOn(page: Page, href: string): Promise<Request[]> {
  const requests: Request[] = [];
  const record = (request: Request) => void (isRenderList(request) && requests.push(request));
  page.on('request', record);
  await page.goto(`${storeUrl(HOST)}${href}`);
  await expect(page.locator('[data-testid="product-tile"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Late askers (a re-render after the stored session arrives) would show up in this second.
  await page.waitForTimeout(1000);
  page.off('request', record);
  return requests;
}

test('a logged-in customer sees a category page re-priced through exactly one render-list call', async ({ page, request }) => {
  const email = `anna.prices.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'kaffee-und-kuchen';
  // Node does not resolve *.localhost: the call goes to loopback and names the store by Host.
  const created = await request.post(`http://127.0.0.1:${PORT}/api/user/create`, {
    headers: { host: `${HOST}:${PORT}` },
    data: { customer: { email, firstname: 'Anna', lastname: 'Berg' }, password },
  });
  expect(created.status()).toBe(200);

  const href = await categoryPath(page);
  expect(await renderListRequestsOn(page, href)).toHaveLength(0);

  await page.goto(`${storeUrl(HOST)}/checkout/login`);
  await page.getByLabel(login.email, { exact: true }).fill(email);
  await page.getByLabel(login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: login.submit }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const requests = await renderListRequestsOn(page, href);
  expect(requests).toHaveLength(1);
  const tiles = await page.locator('[data-testid="product-tile"]').count();
  expect(tiles).toBeGreaterThan(1);
  const skus = new URL(requests[0].url()).searchParams.get('skus')?.split(',') ?? [];
  expect(new Set(skus).size).toBe(skus.length);
  expect(skus.length).toBeGreaterThanOrEqual(tiles);
  const answer = await (await requests[0].response())!.json();
  expect(answer.code).toBe(200);
  expect(answer.result.items.length).toBeGreaterThan(0);
  await expect(page.locator('[data-testid="product-tile"] [data-testid="price"]').first()).toHaveText(/\d,\d{2}\s€$/);
});
