/**
 * Catalogue pages with JavaScript disabled, on every country domain: a product and a category page
 * carry name, price incl. tax in the store's format, base price, breadcrumbs, canonical, the
 * hreflang set and valid JSON-LD in the first HTML; children answer exactly one 301 to the parent;
 * an unknown product answers the 404 page.
 */
import { test, expect, type Page } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { PORT, productPathOn, rawGet, storeUrl } from './support/server';

test.use({ javaScriptEnabled: false });

// Amount and "€" joined by a no-break space, so a line never ends between them.
const COUNTRY_VIEWS = [
  { host: 'de.localhost', lang: 'de-DE', price: /^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/ },
  { host: 'at.localhost', lang: 'de-AT', price: /^€\u00a0\d{1,3}(\.\d{3})*,\d{2}$/ },
  { host: 'nl.localhost', lang: 'nl-NL', price: /^€\u00a0\d{1,3}(\.\d{3})*,\d{2}$/ },
];
const HREFLANGS = ['de-DE', 'de-AT', 'nl-NL', 'x-default'];

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

async function expectSeo(page: Page, canonical: string) {
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  for (const lang of HREFLANGS) await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveCount(1);
  const breadcrumbs = (await jsonLd(page)).find((d) => d['@type'] === 'BreadcrumbList');
  expect((breadcrumbs?.itemListElement as unknown[]).length).toBeGreaterThanOrEqual(2);
}

for (const view of COUNTRY_VIEWS) {
  test(`${view.host}: a product page is complete without JavaScript`, async ({ page }) => {
    const path = await productPathOn(view.host, DEMO_SKUS.configurableWithDisabledChild);
    const response = await page.goto(`${storeUrl(view.host)}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', view.lang);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(name.length).toBeGreaterThan(3);
    const price = (await page.locator('[data-testid="price"]').first().textContent())?.trim() ?? '';
    expect(price).toMatch(view.price);
    await expect(page.locator('[data-testid="base-price"]').first()).toContainText('/ 1 kg');
    await expect(page.locator('nav ol li')).not.toHaveCount(0);
    await expectSeo(page, `${storeUrl(view.host)}${path}`);
    const product = (await jsonLd(page)).find((d) => d['@type'] === 'Product');
    expect(product?.name).toBe(name);
    const offer = product?.offers as Record<string, string>;
    expect(offer.priceCurrency).toBe('EUR');
    expect(price.replace(/[^\d,]/g, '').replace(',', '.')).toBe(offer.price);
    expect(offer.availability).toMatch(/^https:\/\/schema\.org\//);
  });

  test(`${view.host}: a category page is complete without JavaScript`, async ({ page }) => {
    await page.goto(`${storeUrl(view.host)}${await productPathOn(view.host, DEMO_SKUS.configurableWithDisabledChild)}`);
    const categoryHref = await page.locator('nav ol li a').last().getAttribute('href');
    const response = await page.goto(`${storeUrl(view.host)}${categoryHref}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.locator('[data-testid="product-tile"]').first()).toBeVisible();
    expect((await page.locator('[data-testid="price"]').first().textContent())?.trim().replace(/^(ab|vanaf) /, '')).toMatch(view.price);
    await expect(page.locator('[data-testid="base-price"]').first()).toBeVisible();
    await expectSeo(page, `${storeUrl(view.host)}${categoryHref}`);
    // A filtered and sorted variant canonicalises to the bare category, its filters are plain links
    // relative to the page (`?coffee_type=…`), so they stay on the category.
    const filter = page.locator('a[rel="nofollow"][href*="?"]').first();
    const filterHref = (await filter.getAttribute('href')) ?? '';
    expect(filterHref).toMatch(/^\?/);
    await page.goto(new URL(filterHref, page.url()).toString());
    expect(new URL(page.url()).pathname).toBe(new URL(`${storeUrl(view.host)}${categoryHref}`).pathname);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${storeUrl(view.host)}${categoryHref}`);
  });
}

test('the /de view canonicalises to the German domain', async ({ page }) => {
  const path = await productPathOn('de.localhost', DEMO_SKUS.configurableWithDisabledChild);
  await page.goto(`${storeUrl('localhost', '/de')}${path}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${storeUrl('de.localhost')}${path}`);
});

test('a configurable child answers exactly one 301 to its parent with ?s=', async () => {
  const parent = await productPathOn('de.localhost', DEMO_SKUS.configurableWithDisabledChild);
  const hop = await rawGet('de.localhost', `/p/${DEMO_SKUS.childNotVisibleIndividually}/any-slug`);
  expect(hop.status).toBe(301);
  const target = new URL(hop.location ?? '', `http://de.localhost:${PORT}`);
  expect(target.pathname).toBe(parent);
  expect(target.searchParams.get('s')).toMatch(/^\d+$/);
  const landing = await rawGet('de.localhost', `${target.pathname}${target.search}`);
  expect(landing.status).toBe(200);
  expect(landing.body).toContain(`rel="canonical" href="${storeUrl('de.localhost')}${parent}"`);
});

test('an unknown product answers the 404 page with status 404', async ({ page }) => {
  const response = await page.goto(`${storeUrl('de.localhost')}/p/NO-SUCH-SKU/nothing`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Es tut uns leid, diese Seite wurde nicht gefunden');
});
