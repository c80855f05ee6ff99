/**
 * The catalogue as a shopper reaches it, on whichever engine serves the shop (the embedded one in
 * the main run, OpenSearch in CI's second run, `E2E_OPENSEARCH_URL`): a search finds products in the
 * store's language, a category sorted by price lists them in that order, and `/api/catalog`
 * answers facets for a filtered listing.
 */
import { test, expect } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { productPathOn, rawGet, storeUrl } from './support/server';

test.use({ javaScriptEnabled: false });

const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

test('a search in German and in Dutch finds products on the shop\'s engine', async ({ page }) => {
  for (const [host, text] of [['de.localhost', 'kaffeemühle'], ['nl.localhost', 'koffiebonen']]) {
    const response = await page.goto(`${storeUrl(host)}/search?q=${encodeURIComponent(text)}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-testid="product-tile"]').first()).toBeVisible();
  }
});

test('a category sorted by price lists its products cheapest first', async ({ page }) => {
  // The product's category, from its breadcrumb trail, as a shopper walks up to it.
  await page.goto(`${storeUrl('de.localhost')}${await productPathOn('de.localhost', DEMO_SKUS.configurableWithDisabledChild)}`);
  const categoryHref = await page.locator('nav ol li a').last().getAttribute('href');
  await page.goto(`${storeUrl('de.localhost')}${categoryHref}?sort=final_price:asc`);
  const prices = (await page.locator('[data-testid="product-tile"] [data-testid="price"]').allTextContents()).slice(0, 8).map(euros);
  expect(prices.length).toBeGreaterThan(2);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test('/api/catalog answers a filtered listing with its facets', async () => {
  const body = {
    type: 'product',
    searchQuery: { filters: [{ field: 'status', op: 'eq', value: 1 }], aggregations: [{ type: 'terms', field: 'category_ids' }] },
    size: 5,
  };
  const response = await rawGet('de.localhost', `/api/catalog?request=${encodeURIComponent(JSON.stringify(body))}`);
  expect(response.status).toBe(200);
  const { result } = JSON.parse(response.body) as { result: { items: unknown[]; total: number; aggregations: Record<string, { buckets: unknown[] }> } };
  expect(result.items).toHaveLength(5);
  expect(result.total).toBeGreaterThan(5);
  expect(result.aggregations.agg_terms_category_ids.buckets.length).toBeGreaterThan(1);
});
