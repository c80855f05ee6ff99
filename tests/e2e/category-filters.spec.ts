/**
 * A category's filters on a phone (issue 36 §4): facet values in their natural order (roast light to
 * dark, intensity 1 to 5), the active sort marked, and a filter tap that keeps the panel open and
 * the page where it was (the next page opens the panel again and scrolls back before its first paint).
 */
import { test, expect } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { productPathOn, storeUrl } from './support/server';
import { messagesOf } from './support/guest-checkout';

const HOST = 'de.localhost';
const t = messagesOf('de-DE');

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

async function coffeeCategory(page: import('@playwright/test').Page): Promise<string> {
  await page.goto(`${storeUrl(HOST)}${await productPathOn(HOST, DEMO_SKUS.configurableWithDisabledChild)}`);
  // The top category of its breadcrumb (after the home link): coffees enough for every facet.
  return `${storeUrl(HOST)}${await page.locator('nav ol li a').nth(1).getAttribute('href')}`;
}

test('facet values in natural order, the active sort marked, a filter tap keeps the panel open and the place', async ({ page }) => {
  const category = await coffeeCategory(page);
  await page.goto(category);
  const group = (title: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const toggle = page.getByText(t('category.filters.open'), { exact: true });
  await toggle.click();
  const labelsOf = async (title: string) => (await group(title).locator('ul a').allTextContents()).map((text) => text.replace(/\d+$/, '').trim());

  const roast = await labelsOf('Röstgrad');
  expect(roast.length).toBeGreaterThan(2);
  expect(roast).toEqual(['Hell', 'Mittel', 'Mitteldunkel', 'Dunkel'].filter((label) => roast.includes(label)));
  const intensity = await labelsOf('Intensität');
  expect(intensity).toEqual([...intensity].sort((a, b) => Number(a) - Number(b)));

  const sort = group(t('catalog.sort.label'));
  // Before any choice, the list is in the shop's default order, and that option says so.
  await expect(sort.locator('a[aria-current]')).toHaveText(t('catalog.sort.default'));
  await sort.getByRole('link', { name: t('catalog.sort.priceAsc') }).click();
  await expect(sort.getByRole('link', { name: t('catalog.sort.priceAsc') })).toHaveAttribute('aria-current', 'true');
  await expect(sort.locator('a[aria-current]')).toHaveCount(1);

  // The panel stayed open; a filter tap far down it comes back to the same place.
  const option = group('Intensität').locator('ul a').last();
  await expect(option).toBeVisible();
  await option.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(200);
  await option.click();
  await page.waitForURL(/intensity=/);
  await expect(group('Intensität').locator('ul a[aria-current]')).toBeVisible();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(80);
});
