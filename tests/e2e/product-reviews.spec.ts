/**
 * Reviews to read on the product page (issue 36), in German and Dutch: the count next to the name
 * is the list's, the average and the five star bars are shown, the newest reviews come
 * server-rendered (also as Review and AggregateRating JSON-LD), and "more" pages on to the last.
 * The demo catalogue's special cases have 12 reviews averaging 4.5.
 */
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { REVIEW_PAGE_SIZE } from '@/lib/config/commerce';
import { test, expect } from './support/test';
import { productPathOn, storeUrl } from './support/server';

const VIEWS = [
  { host: 'de.localhost', count: '12 Bewertungen', average: '4,5 von 5 Sternen', more: 'Weitere Bewertungen', bar: /^5 Sterne: \d+ Bewertung(en)?$/ },
  { host: 'nl.localhost', count: '12 beoordelingen', average: '4,5 van 5 sterren', more: 'Meer beoordelingen', bar: /^5 sterren: \d+ beoordeling(en)?$/ },
];
const COUNT = 12;

interface ProductLd {
  '@type': string;
  aggregateRating?: { reviewCount: number; ratingValue: number };
  review?: { '@type': string; reviewRating: { ratingValue: number }; author: { name: string } }[];
}

for (const view of VIEWS) {
  test(`${view.host}: a product's reviews can be read, paged on, and are in the JSON-LD`, async ({ page }) => {
    await page.goto(`${storeUrl(view.host)}${await productPathOn(view.host, DEMO_SKUS.greenTea)}`);
    const section = page.getByTestId('product-reviews');
    await expect(page.getByRole('link', { name: view.count })).toHaveAttribute('href', '#reviews');
    await expect(section.getByTestId('reviews-count')).toHaveText(view.count);
    await expect(section.getByTestId('reviews-average')).toHaveText(view.average);
    const bars = section.getByTestId('reviews-bar');
    await expect(bars).toHaveCount(5);
    await expect(bars.first()).toHaveAttribute('aria-label', view.bar);
    const counts = await bars.evaluateAll((items) => items.map((item) => Number(item.lastElementChild?.textContent)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(COUNT);

    const reviews = section.getByTestId('review');
    await expect(reviews).toHaveCount(REVIEW_PAGE_SIZE);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => JSON.parse(text) as ProductLd[]);
    const product = ld.find((item) => item['@type'] === 'Product')!;
    expect(product.aggregateRating).toMatchObject({ reviewCount: COUNT, ratingValue: 4.5 });
    expect(product.review).toHaveLength(REVIEW_PAGE_SIZE);
    expect(await reviews.first().textContent()).toContain(product.review![0].author.name);

    const more = section.getByRole('button', { name: view.more });
    await more.click();
    await expect(reviews).toHaveCount(2 * REVIEW_PAGE_SIZE);
    await more.click();
    await expect(reviews).toHaveCount(COUNT);
    await expect(more).toHaveCount(0);
    const dates = await section.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
  });
}
