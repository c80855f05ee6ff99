/**
 * The first tap answers at once (issue 35): a new shopper's "add to cart" shows the button busy and
 * the header's badge counting the add while the server has not answered yet (the cart's add call is
 * held back here); the server's answer then confirms it. A refused add takes the count back and
 * says why. The add waits for the cart's own stored state only (ADR 0052), so the cart page opened
 * the moment the confirmation shows finds the line, and a wishlist kept before is still whole.
 * A tap that comes before the page has hydrated is held by the page's inline script (ADR 0064): shown
 * busy and announced at once, added once when the page has hydrated; should the page's scripts never
 * come, the form posts natively after the fallback time.
 * In German and Dutch. Behaviour only: the timings are bench:first-tap's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type Page, type Route } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { productPathOn, storeUrl } from './support/server';
import { EARLY_TAP_FALLBACK_MS } from '@/lib/config/client';

const VIEWS = [
  { host: 'de.localhost', locale: 'de-DE' },
  { host: 'nl.localhost', locale: 'nl-NL' },
];

function message(locale: string, namespace: string, key: string): string {
  const messages = JSON.parse(readFileSync(path.join('locales', locale, `${namespace}.json`), 'utf8'));
  return key.split('.').reduce((node, part) => node[part], messages) as string;
}

/** Holds every call that adds a line until `release` is called; answers what the server answered, or `refusal`. */
async function holdCartAdds(page: Page, refusal?: string): Promise<{ held: Promise<void>; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived = () => {};
  const held = new Promise<void>((resolve) => (arrived = resolve));
  const hold = async (route: Route) => {
    arrived();
    await released;
    if (refusal === undefined) await route.continue();
    else await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 400, result: refusal }) });
  };
  await page.route('**/api/cart/update**', hold);
  // A new shopper's first add creates the cart with its line, in one request; a create without a line passes.
  await page.route('**/api/cart/create**', (route: Route) => (route.request().postData() ? hold(route) : route.continue()));
  return { held, release };
}

/** Holds the page's chunk scripts (so it cannot hydrate) until `release` is called. */
async function holdChunkScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

const badge = (page: Page) => page.locator('.site-header__action--cart [data-count]');

for (const view of VIEWS) {
  test.describe(`first tap on ${view.host}`, () => {
    test('the cart page opened the moment the add is confirmed holds the line, and the wishlist kept before is whole', async ({ page }) => {
      const productPath = await productPathOn(view.host, DEMO_SKUS.greenTea);
      await page.goto(`${storeUrl(view.host)}${productPath}`);
      await page.getByRole('button', { name: message(view.locale, 'wishlist', 'toggle.label') }).click();
      await expect(page.getByRole('button', { name: message(view.locale, 'wishlist', 'toggle.labelListed') })).toHaveAttribute('aria-pressed', 'true');
      // A new page: the runtime starts again, its nine stored keys read back while the add goes.
      await page.goto(`${storeUrl(view.host)}${productPath}`);
      await page.getByRole('button', { name: message(view.locale, 'product', 'addToCart.button') }).click();
      await expect(page.getByText(message(view.locale, 'cart', 'productAdded'))).toBeVisible();
      await page.goto(`${storeUrl(view.host)}/cart`);
      await expect(page.locator('[data-sku]')).toHaveCount(1);
      await page.goto(`${storeUrl(view.host)}/wishlist`);
      await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
    });

    test('the button is busy and the badge counts the add before the server answers', async ({ page }) => {
      const productPath = await productPathOn(view.host, DEMO_SKUS.greenTea);
      const { held, release } = await holdCartAdds(page);
      await page.goto(`${storeUrl(view.host)}${productPath}`);
      await expect(badge(page)).toHaveAttribute('data-count', '0');
      const button = page.getByRole('button', { name: message(view.locale, 'product', 'addToCart.button') });
      await button.click();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(badge(page)).toHaveAttribute('data-count', '1');
      await held;
      // Still held: what the shopper sees now is the page's own answer.
      await expect(page.getByText(message(view.locale, 'cart', 'productAdded'))).toHaveCount(0);
      release();
      await expect(page.getByText(message(view.locale, 'cart', 'productAdded'))).toBeVisible();
      await expect(button).not.toHaveAttribute('aria-busy', 'true');
      await expect(badge(page)).toHaveAttribute('data-count', '1');
    });

    test('a tap before the page has hydrated is busy and announced at once, and added once when the page has', async ({ page }) => {
      const productPath = await productPathOn(view.host, DEMO_SKUS.greenTea);
      const release = await holdChunkScripts(page);
      await page.goto(`${storeUrl(view.host)}${productPath}`, { waitUntil: 'domcontentloaded' });
      const button = page.getByRole('button', { name: message(view.locale, 'product', 'addToCart.button') });
      await button.click();
      await button.click();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('status').filter({ hasText: message(view.locale, 'product', 'addToCart.adding') })).toHaveCount(1);
      // Held, not posted: the page stays, and it has not hydrated (the badge is React's).
      await expect(page).toHaveURL(`${storeUrl(view.host)}${productPath}`);
      release();
      await expect(page.getByText(message(view.locale, 'cart', 'productAdded'))).toBeVisible();
      await expect(badge(page)).toHaveAttribute('data-count', '1');
      await expect(button).not.toHaveAttribute('aria-busy', 'true');
      await page.goto(`${storeUrl(view.host)}/cart`);
      await expect(page.locator('[data-sku]')).toHaveCount(1);
      await expect(page.locator(`[data-sku="${DEMO_SKUS.greenTea}"] output`)).toHaveText('1');
    });

    test('a refused add takes the count back and says why', async ({ page }) => {
      const productPath = await productPathOn(view.host, DEMO_SKUS.greenTea);
      const refusal = 'The cart could not take this line (test)';
      const { held, release } = await holdCartAdds(page, refusal);
      await page.goto(`${storeUrl(view.host)}${productPath}`);
      const button = page.getByRole('button', { name: message(view.locale, 'product', 'addToCart.button') });
      await button.click();
      await expect(badge(page)).toHaveAttribute('data-count', '1');
      await held;
      release();
      await expect(page.getByText(refusal)).toBeVisible();
      await expect(badge(page)).toHaveAttribute('data-count', '0');
      await expect(button).not.toHaveAttribute('aria-busy', 'true');
    });
  });
}

test('a tap held before hydration posts the form natively when the page\'s scripts never come', async ({ page }) => {
  const view = VIEWS[0];
  const productPath = await productPathOn(view.host, DEMO_SKUS.greenTea);
  const release = await holdChunkScripts(page);
  await page.goto(`${storeUrl(view.host)}${productPath}`, { waitUntil: 'domcontentloaded' });
  const button = page.getByRole('button', { name: message(view.locale, 'product', 'addToCart.button') });
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  // The plain GET to the cart page, which adds the line once it has hydrated.
  await expect(page).toHaveURL(/\/cart\?/, { timeout: EARLY_TAP_FALLBACK_MS + 15_000 });
  release();
  await expect(page.getByText(message(view.locale, 'cart', 'productAdded'))).toBeVisible();
  await expect(page).toHaveURL(`${storeUrl(view.host)}/cart`);
  await page.reload();
  await expect(page.locator('[data-sku]')).toHaveCount(1);
  await expect(page.locator(`[data-sku="${DEMO_SKUS.greenTea}"] output`)).toHaveText('1');
});
