/**
 * The page cache in front of Next.js on the real server (docs/adr/0004-page-cache-in-front-of-next.md):
 * cached catalogue pages are answered from memory on every domain, in the client's encoding, never
 * to an editor in preview, and dropped when the catalogue pages are invalidated.
 */
import { brotliDecompressSync } from 'node:zlib';
import { test, expect } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { E2E_PREVIEW_SECRET, E2E_REVALIDATE_SECRET, productPathOn, rawGet, storeUrl } from './support/server';

// One after the other: the last test clears the whole cache, which the others would see.
test.describe.configure({ mode: 'serial' });

const RETRY_MS = 100;
/** A page rendered after a clear is kept at once; this bounds the polling, not the cache. */
const KEPT_WITHIN_MS = 3_000;

/** The same page until it is kept: the first visit renders it, a later one answers from the cache. */
async function keptPage(host: string, path: string) {
  const deadline = Date.now() + KEPT_WITHIN_MS;
  let answer = await rawGet(host, path);
  while (answer.headers['x-page-cache'] !== 'HIT' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    answer = await rawGet(host, path);
  }
  return answer;
}

for (const host of ['de.localhost', 'at.localhost', 'nl.localhost']) {
  test(`${host}: a product page is answered from the page cache, byte for byte as Next.js rendered it`, async () => {
    const path = await productPathOn(host, DEMO_SKUS.configurableWithDisabledChild);
    const kept = await keptPage(host, path);
    expect(kept.status).toBe(200);
    expect(kept.headers['x-page-cache']).toBe('HIT');
    expect(kept.headers['cache-control']).toMatch(/s-maxage=\d+/);
    expect(kept.body).toContain(`<link rel="canonical" href="${storeUrl(host)}${path}"`);
    const compressed = await rawGet(host, path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['x-page-cache']).toBe('HIT');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.bytes).toString('utf8')).toBe(kept.body);
    const revalidated = await rawGet(host, path, { 'if-none-match': String(kept.headers.etag) });
    expect(revalidated.status).toBe(304);
  });
}

test('the international domain keeps /de and /it apart', async () => {
  const [german, italian] = [await keptPage('localhost', '/de'), await keptPage('localhost', '/it')];
  expect(german.body).toContain('<html lang="de-DE"');
  expect(italian.body).toContain('<html lang="it-IT"');
});

test('pages that must not be shared are never kept: search and a 404', async () => {
  for (const path of ['/search?q=espresso', '/no-such-page-anywhere']) {
    await rawGet('de.localhost', path);
    expect((await rawGet('de.localhost', path)).headers['x-page-cache']).not.toBe('HIT');
  }
});

test('an editor in preview sees the draft home page although the published one is kept', async ({ page }) => {
  const home = await keptPage('de.localhost', '/');
  expect(home.headers['x-page-cache']).toBe('HIT');
  expect(home.body).not.toContain('data-testid="preview-banner"');
  await page.goto(`${storeUrl('de.localhost')}/api/preview?secret=${encodeURIComponent(E2E_PREVIEW_SECRET)}&slug=draft-preview`);
  const draftHome = await page.goto(`${storeUrl('de.localhost')}/`);
  expect(draftHome?.headers()['x-page-cache']).toBe('BYPASS');
  await expect(page.getByTestId('preview-banner')).toBeVisible();
  expect((await rawGet('de.localhost', '/')).body).not.toContain('data-testid="preview-banner"');
});

test('invalidating the catalogue pages drops kept pages, which are kept again once rendered anew', async () => {
  const path = await productPathOn('de.localhost', DEMO_SKUS.configurableWithDisabledChild);
  expect((await keptPage('de.localhost', path)).headers['x-page-cache']).toBe('HIT');
  const refused = await rawGet('de.localhost', '/api/revalidate', { 'x-revalidate-secret': 'wrong' }, 'POST');
  expect(refused.status).toBe(401);
  expect((await rawGet('de.localhost', path)).headers['x-page-cache']).toBe('HIT');
  const revalidated = await rawGet('de.localhost', '/api/revalidate', { 'x-revalidate-secret': E2E_REVALIDATE_SECRET }, 'POST');
  expect(revalidated.status).toBe(200);
  expect((await rawGet('de.localhost', path)).headers['x-page-cache']).toBe('MISS');
  const again = await keptPage('de.localhost', path);
  expect(again.headers['x-page-cache']).toBe('HIT');
  expect(again.body).toContain('<h1');
});
