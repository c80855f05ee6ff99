/**
 * Landing pages fetch their chunk scripts after the first paint (ADR 0034): the HTML names them only
 * in the loader, the browser paints before it requests any of them, loads every one the loader lists
 * and hydrates, then prefetches the client runtime's chunks (ADR 0055); checkout, under its
 * Content-Security-Policy, keeps Next.js's own script tags.
 */
import { test, expect } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { deferredChunkUrls, prefetchedChunkUrls } from '@/lib/html-delivery/deferred-chunk-scripts';
import { messagesOf } from './support/guest-checkout';
import { productPathOn, rawGet, storeUrl } from './support/server';

const t = messagesOf('de-DE');

const CHUNK_SCRIPT_TAG = /<script src="\/_next\/static\/[^"]+\.js" async="">/;

test('a product page paints, then fetches the chunks its loader lists, then hydrates', async ({ page }) => {
  const path = await productPathOn('de.localhost', DEMO_SKUS.configurableWithDisabledChild);
  const html = (await rawGet('de.localhost', path)).body;
  expect(html).not.toMatch(CHUNK_SCRIPT_TAG);
  expect(html).not.toContain('<link rel="preload" as="script"');
  const chunks = deferredChunkUrls(html);
  expect(chunks.length).toBeGreaterThan(3);

  await page.goto(`${storeUrl('de.localhost')}${path}`);
  // Hydrated: the wishlist toggle's click is React's (it changes its pressed state without a reload).
  const toggle = page.getByRole('button', { name: t('wishlist.toggle.label') });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  // Its name then says its state.
  await expect(page.getByRole('button', { name: t('wishlist.toggle.labelListed') })).toHaveAttribute('aria-pressed', 'true');

  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint')?.startTime ?? null,
    scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' && new URL(entry.name).pathname.startsWith('/_next/static/'))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  expect(timing.firstPaint).not.toBeNull();
  const loaded = timing.scripts.map((script) => script.path);
  for (const chunk of chunks) expect(loaded).toContain(chunk);
  for (const script of timing.scripts) expect(script.start).toBeGreaterThanOrEqual(timing.firstPaint!);
});

test('a product page prefetches the client runtime’s chunks once its own scripts have loaded', async ({ page }) => {
  const path = await productPathOn('de.localhost', DEMO_SKUS.configurableWithDisabledChild);
  const html = (await rawGet('de.localhost', path)).body;
  const chunks = deferredChunkUrls(html);
  const prefetched = prefetchedChunkUrls(html);
  expect(prefetched.length).toBeGreaterThan(0);
  for (const chunk of prefetched) expect(chunks).not.toContain(chunk);

  await page.goto(`${storeUrl('de.localhost')}${path}`);
  const resources = async () =>
    page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({ path: new URL(entry.name).pathname, initiator: entry.initiatorType, start: entry.startTime, end: entry.responseEnd })),
    );
  await expect.poll(async () => (await resources()).filter((entry) => entry.initiator === 'link' && prefetched.includes(entry.path)).length).toBe(prefetched.length);
  const seen = await resources();
  // Asked for after the page's own scripts, so they never share the connection with what hydration needs.
  const scriptsLoaded = Math.max(...seen.filter((entry) => entry.initiator === 'script' && chunks.includes(entry.path)).map((entry) => entry.end));
  for (const entry of seen.filter((entry) => entry.initiator === 'link' && prefetched.includes(entry.path))) expect(entry.start).toBeGreaterThanOrEqual(scriptsLoaded);
});

test('a category page streams with the loader in its head and no chunk script tags', async () => {
  const html = (await rawGet('nl.localhost', '/koffie', { 'accept-encoding': 'identity' })).body;
  const head = html.slice(0, html.indexOf('</head>'));
  expect(deferredChunkUrls(head).length).toBeGreaterThan(3);
  expect(html).not.toMatch(CHUNK_SCRIPT_TAG);
});

test('checkout keeps its script tags under its Content-Security-Policy', async () => {
  const checkout = await rawGet('de.localhost', '/checkout');
  expect(checkout.headers['content-security-policy']).toBeTruthy();
  expect(checkout.body).toMatch(/<script src="\/_next\/static\/[^"]+\.js" async="" nonce="[^"]+">/);
  expect(deferredChunkUrls(checkout.body)).toEqual([]);
});
