import { test, expect } from './support/test';
import { ROUTES } from '@/lib/routing/route-table';
import { PORT, rawGet, storeUrl } from './support/server';

const STORE_VIEWS = [
  { host: 'de.localhost', prefix: '', lang: 'de-DE', heading: 'Guter Kaffee beginnt hier', email: 'service@kaffee-shop.de' },
  { host: 'at.localhost', prefix: '', lang: 'de-AT', heading: 'Guter Kaffee beginnt hier', email: 'service@kaffee-shop.at' },
  { host: 'nl.localhost', prefix: '', lang: 'nl-NL', heading: 'Goede koffie begint hier', email: 'service@koffie-shop.nl' },
  { host: 'localhost', prefix: '', lang: 'en-US', heading: 'Great coffee starts here', email: 'service@coffee-shop.com' },
  { host: 'localhost', prefix: '/de', lang: 'de-DE', heading: 'Guter Kaffee beginnt hier', email: 'service@kaffee-shop.de' },
  { host: 'localhost', prefix: '/it', lang: 'it-IT', heading: 'Il grande caffè inizia qui', email: 'servizio@coffee-shop.com' },
];

/** A Location header as the browser follows it (Next.js shortens same-origin ones to a path). */
const resolved = (location: string | undefined, host: string) => new URL(location ?? '', `http://${host}:${PORT}`).href;

for (const view of STORE_VIEWS) {
  test(`${view.host}${view.prefix} renders the home page in ${view.lang} with its contact`, async ({ page }) => {
    const response = await page.goto(storeUrl(view.host, view.prefix));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', view.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.heading);
    await expect(page.locator('footer')).toContainText(view.email);
    await expect(page.locator('.shop-logo')).toHaveAttribute('href', view.prefix || '/');
  });
}

test('the first frame waits for the whole page: the head expects an element after the footer', async ({ page }) => {
  await page.goto(storeUrl('de.localhost', ''));
  // ADR 0053: Chromium lets go of the expect link once its element is inserted, so the element must
  // come after everything the first frame should show.
  const placement = await page.evaluate(() => {
    const link = document.head.querySelector('link[rel="expect"][blocking="render"]');
    const target = link && document.querySelector(link.getAttribute('href') ?? '');
    const footer = document.querySelector('footer');
    return { linked: link !== null, found: target !== null, afterFooter: !!(footer && target && footer.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING && !footer.contains(target)) };
  });
  expect(placement).toEqual({ linked: true, found: true, afterFooter: true });
});

test('every alias of the route table answers 301 to its canonical path, keeping the query', async () => {
  const aliases = ROUTES.flatMap((route) => (route.aliases ?? []).map((alias) => ({ alias, path: route.path })));
  expect(aliases.length).toBeGreaterThan(15);
  for (const { alias, path } of aliases) {
    const concrete = alias.replace('{form}', 'return');
    const expected = path.replace('{form}', 'return');
    const answer = await rawGet('de.localhost', `${concrete}?utm=x`);
    expect.soft(answer.status, alias).toBe(301);
    expect.soft(resolved(answer.location, 'de.localhost'), alias).toBe(`http://de.localhost:${PORT}${expected}?utm=x`);
  }
});

test('aliases in a prefixed view redirect inside that view', async () => {
  const answer = await rawGet('localhost', '/it/checkout/cart');
  expect(answer.status).toBe(301);
  expect(resolved(answer.location, 'localhost')).toBe(`http://localhost:${PORT}/it/cart`);
});

test('an unknown path answers 404 with the translated 404 page', async ({ page }) => {
  const response = await page.goto(storeUrl('nl.localhost', '/bestaat-niet'));
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Het spijt ons, deze pagina kan niet worden gevonden');
  await expect(page.getByRole('link', { name: /koffiezoeker/ })).toHaveAttribute('href', '/coffeefinder');
});

test('the 404 page of a prefixed view links inside the view', async ({ page }) => {
  const response = await page.goto(storeUrl('localhost', '/it/non-esiste'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siamo spiacenti, questa pagina non è stata trovata');
  await expect(page.getByRole('link', { name: /cercatore di caffè/ })).toHaveAttribute('href', '/it/coffeefinder');
});

test('the generic error page shows the spec message and a contact link', async ({ page }) => {
  await page.goto(storeUrl('localhost', '/error'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are sorry, something went wrong');
  await expect(page.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', '/contact');
});

test('an unknown host is served by the default store', async () => {
  const answer = await rawGet('shop.unknown-host.example', '/');
  expect(answer.status).toBe(200);
  expect(answer.body).toContain('<html lang="en-US"');
});

test('malformed paths answer 400 or 404, never a server error', async () => {
  for (const path of ['/%2e%2e/%2e%2e/etc/passwd', '/a/%2F/b', '/%E0%A4%A', `/${'x'.repeat(5000)}`, '//', '/a//b', '/..%5c..%5cwin.ini']) {
    const answer = await rawGet('de.localhost', path);
    expect.soft([400, 404, 308], path).toContain(answer.status);
  }
});

test('the logo leads home without growing the history', async ({ page }) => {
  await page.goto(storeUrl('de.localhost', '/error'));
  await page.goto(storeUrl('de.localhost', '/gibt-es-nicht'));
  await page.locator('.shop-logo').first().click();
  await expect(page).toHaveURL(storeUrl('de.localhost', '/'));
  await page.goBack();
  await expect(page).toHaveURL(storeUrl('de.localhost', '/error'));
});

test('the layout fits a mobile screen and a desktop screen without horizontal scrolling', async ({ page }) => {
  for (const viewport of [{ width: 375, height: 740 }, { width: 800, height: 1000 }, { width: 1280, height: 900 }]) {
    await page.setViewportSize(viewport);
    await page.goto(storeUrl('at.localhost'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `width ${viewport.width}`).toBeLessThanOrEqual(0);
  }
});
