/**
 * Home, CMS pages, search, sitemap, robots and the editors' preview on every domain, read the way a
 * search engine reads them: JavaScript off, content in the first HTML response.
 */
import { test, expect } from './support/test';
import { E2E_PREVIEW_SECRET, PORT, rawGet, storeUrl } from './support/server';

test.use({ javaScriptEnabled: false });

const VIEWS = [
  { host: 'de.localhost', prefix: '', privacy: 'Datenschutzerklärung', about: 'Über uns' },
  { host: 'at.localhost', prefix: '', privacy: 'Datenschutzerklärung', about: 'Über uns' },
  { host: 'nl.localhost', prefix: '', privacy: 'Privacyverklaring', about: 'Over ons' },
  { host: 'localhost', prefix: '', privacy: 'Privacy policy', about: 'About us' },
  { host: 'localhost', prefix: '/it', privacy: 'Informativa sulla privacy', about: 'Chi siamo' },
];

/** Pages rendered before the catalogue import are kept briefly; wait for the imported catalogue. */
async function goCatalogued(page: import('@playwright/test').Page, url: string) {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByTestId('product-tile').first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

for (const view of VIEWS) {
  const base = storeUrl(view.host, view.prefix);

  test(`${view.host}${view.prefix}: home shows featured categories, priced products, the menu and Organization data without JS`, async ({ page }) => {
    await goCatalogued(page, base);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await page.getByTestId('product-tile').count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByTestId('product-tile').first()).toContainText('€');
    const menuLinks = page.locator('header nav a');
    expect(await menuLinks.count()).toBeGreaterThan(10);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const organization = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Organization');
    expect(organization?.url).toContain(view.host);
  });

  test(`${view.host}${view.prefix}: CMS content routes render their page without JS`, async ({ page }) => {
    let response = await page.goto(`${base}/privacy`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.privacy);
    response = await page.goto(`${base}/about-us`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.about);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about-us$/);
    response = await page.goto(`${base}/help`);
    expect(await page.locator('article a[href*="/help/"]').count()).toBeGreaterThanOrEqual(5);
    await page.locator('article a[href*="/help/"]').first().click();
    await expect(page).toHaveURL(/\/help\/[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  });
}

test('the German data-protection page is the CMS page datenschutzerklaerung', async ({ page }) => {
  await page.goto(`${storeUrl('de.localhost')}/i/datenschutzerklaerung`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
});

test('an unknown CMS page answers the translated 404 page with status 404, a known one is cached', async () => {
  const unknown = await rawGet('de.localhost', '/i/gibt-es-nicht');
  expect(unknown.status).toBe(404);
  expect(unknown.body).toContain('<html lang="de-DE"');
  const known = await rawGet('de.localhost', '/i/datenschutzerklaerung');
  expect(known.status).toBe(200);
  expect(known.headers['cache-control']).toMatch(/s-maxage=\d+/);
});

for (const host of ['de.localhost', 'at.localhost', 'nl.localhost', 'localhost']) {
  test(`${host}: robots.txt points at the domain's sitemap, which lists the domain's pages`, async () => {
    const robots = await rawGet(host, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Disallow: /search');
    expect(robots.body).toContain(`Sitemap: http://${host}:${PORT}/sitemap.xml`);
    const sitemap = await rawGet(host, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain('<urlset');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]));
    expect(locs.length).toBeGreaterThan(50);
    expect(locs.every((url) => url.hostname === host)).toBe(true);
    expect(locs.some((url) => url.pathname.endsWith('/privacy'))).toBe(true);
  });
}

test('the international sitemap holds the /it view but not the /de duplicate of the German domain', async () => {
  const sitemap = await rawGet('localhost', '/sitemap.xml');
  expect(sitemap.body).toContain(`<loc>http://localhost:${PORT}/it</loc>`);
  expect(sitemap.body).not.toContain(`http://localhost:${PORT}/de/`);
});

test('search is noindex and a manual-link term lands on its page', async ({ page }) => {
  const answer = await rawGet('de.localhost', '/search?q=espresso');
  expect([301, 302, 307, 308]).toContain(answer.status);
  const response = await page.goto(`${storeUrl('de.localhost')}/search?q=Espresso`);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(new URL(answer.location ?? '', storeUrl('de.localhost')).pathname);
  await page.goto(`${storeUrl('de.localhost')}/search?q=kaffee`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await page.getByTestId('product-tile').count()).toBeGreaterThan(0);
});

test.describe('editors\' preview', () => {
  const secret = E2E_PREVIEW_SECRET;

  test('a draft CMS page is hidden without the right secret', async ({ page }) => {
    const wrong = await rawGet('de.localhost', '/api/preview?secret=wrong&slug=draft-preview');
    expect(wrong.status).toBe(401);
    await page.goto(`${storeUrl('de.localhost')}/api/preview?secret=wrong&slug=draft-preview`);
    await page.goto(`${storeUrl('de.localhost')}/i/draft-preview`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Entwurf/);
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  });

  test('the right secret shows the draft with the preview banner, noindex, and exit ends it', async ({ page }) => {
    await page.goto(`${storeUrl('de.localhost')}/api/preview?secret=${encodeURIComponent(secret)}&slug=draft-preview`);
    await expect(page).toHaveURL(/\/i\/draft-preview$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entwurf: Herbstaktion');
    await expect(page.getByTestId('preview-banner')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByTestId('preview-banner').getByRole('link').click();
    await page.goto(`${storeUrl('de.localhost')}/i/draft-preview`);
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  });
});
