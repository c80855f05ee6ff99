/**
 * The coffee and machine finders on de.localhost (spec 02 §2, §9). Without JavaScript the
 * questionnaire is a plain GET form: the coffee finder's answers lead to recommended coffees with
 * prices in the store's format and why they match; an impossible machine combination ends in the
 * no-match message with links to all machines and all coffees; the 404 page links the coffee
 * finder. With JavaScript the steps move without a page load and going back keeps the answers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from './support/test';
import { storeUrl } from './support/server';

const SHOP = storeUrl('de.localhost');
const finders = JSON.parse(readFileSync(path.join('locales', 'de-DE', 'finders.json'), 'utf8')) as {
  coffee: { questions: { preparation: { title: string } } };
  noMatch: { title: string };
};
const PRICE = /\d{1,3}(\.\d{3})*,\d{2}\s€/;

async function next(page: Page, step: number) {
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText(`Frage ${step} von`)).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the coffee finder recommends coffees with prices and reasons', async ({ page }) => {
    const response = await page.goto(`${SHOP}/coffeefinder`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Kaffeefinder' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/coffeefinder$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    await expect(page.getByRole('heading', { name: finders.coffee.questions.preparation.title })).toBeVisible();
    await page.getByLabel('Siebträger', { exact: true }).check();
    await next(page, 2);
    await page.getByLabel('Schokoladig & nussig').check();
    await next(page, 3);
    await page.getByLabel('Intensiv', { exact: true }).check();
    await next(page, 4);
    await next(page, 5);
    await page.getByRole('button', { name: 'Empfehlungen anzeigen' }).click();

    await expect(page).toHaveURL(/step=results/);
    await expect(page).toHaveURL(/intensity=intense/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const recommendations = page.getByTestId('finder-recommendation');
    await expect(recommendations.first()).toBeVisible();
    const first = recommendations.first();
    await expect(first.getByTestId('product-tile').getByText(PRICE).first()).toBeVisible();
    await expect(first.getByText('Zubereitung: Siebträger')).toBeVisible();
    await expect(first.getByText('Intensität: Intensiv')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Unsere (\d+ Empfehlungen|Empfehlung)/ })).toBeVisible();
  });

  test('an impossible machine combination offers all machines and all coffees', async ({ page }) => {
    await page.goto(`${SHOP}/machinefinder`);
    await page.getByLabel('Siebträger', { exact: true }).check();
    for (let step = 2; step <= 10; step++) await next(page, step);
    await expect(page.getByRole('heading', { name: 'Sollen die Teile spülmaschinenfest sein?' })).toBeVisible();
    await page.getByLabel('Ja, spülmaschinenfest').check();
    await next(page, 11);
    await page.getByRole('button', { name: 'Empfehlungen anzeigen' }).click();

    await expect(page.getByRole('heading', { name: finders.noMatch.title })).toBeVisible();
    await expect(page.getByTestId('finder-recommendation')).toHaveCount(0);
    const coffees = page.getByRole('link', { name: 'Alle Kaffees' });
    await expect(coffees).toHaveAttribute('href', /.+/);
    await page.getByRole('link', { name: 'Alle Maschinen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kaffeemaschinen' })).toBeVisible();
  });

  test('the 404 page links the coffee finder', async ({ page }) => {
    const response = await page.goto(`${SHOP}/no-such-page-for-finders`);
    expect(response?.status()).toBe(404);
    await page.getByRole('link', { name: /Kaffeefinder/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kaffeefinder' })).toBeVisible();
  });
});

test('with JavaScript the steps move without a page load and back keeps the answers', async ({ page }) => {
  await page.goto(`${SHOP}/machinefinder`);
  await page.evaluate(() => Object.assign(window, { finderPageMarker: true }));
  await page.getByLabel('Siebträger', { exact: true }).check();
  await next(page, 2);
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByRole('heading', { name: 'Soll sie die Bohnen selbst mahlen?' })).toBeFocused();
  await page.getByLabel('Ohne Mahlwerk', { exact: true }).check();
  await next(page, 3);

  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByText('Frage 2 von')).toBeVisible();
  await expect(page.getByLabel('Ohne Mahlwerk', { exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByText('Frage 1 von')).toBeVisible();
  await expect(page.getByLabel('Siebträger', { exact: true })).toBeChecked();
  expect(await page.evaluate(() => (window as unknown as { finderPageMarker?: boolean }).finderPageMarker)).toBe(true);
});

test.describe('the Dutch coffee finder and the price per kg', () => {
  test.use({ javaScriptEnabled: false });
  const NL = storeUrl('nl.localhost');
  const RANGE = 'Prijs per kilo: €\u00a025,00 tot €\u00a035,00 per kg';
  const perKg = (text: string) => Number(/€\u00a0(\d+,\d{2}) \/ 1 kg/.exec(text)?.[1].replace(',', '.') ?? NaN);

  test('asked for € 25–35 per kg, recommends only coffees shown in a pack within it', async ({ page }) => {
    await page.goto(`${NL}/coffeefinder?pricePerKg=from25To35&step=results`);
    const recommendations = page.getByTestId('finder-recommendation');
    await expect(recommendations.first()).toBeVisible();
    await expect(page.getByTestId('finder-relaxed')).toHaveCount(0);
    for (const recommendation of await recommendations.all()) {
      await expect(recommendation.getByText(RANGE)).toBeVisible();
      const price = perKg(await recommendation.getByTestId('product-tile').innerText());
      expect(price).toBeGreaterThanOrEqual(25);
      expect(price).toBeLessThanOrEqual(35);
    }
  });

  test('when nothing meets every answer, says the price was left out and shows the coffees nearest to it', async ({ page }) => {
    await page.goto(`${NL}/coffeefinder?preparation=6005&intensity=mild&pricePerKg=from25To35&step=results`);
    await expect(page.getByTestId('finder-relaxed')).toHaveText(`Niets gevonden voor ‘${RANGE}’. Deze komen qua prijs het dichtst in de buurt.`);
    const recommendations = page.getByTestId('finder-recommendation');
    await expect(recommendations.first()).toBeVisible();
    await expect(page.getByTestId('finder-recommendation').getByText(/^Prijs per kilo/)).toHaveCount(0);
    await expect(recommendations.first().getByText('Bereiding: Cafetière')).toBeVisible();
    // "€" stays with its amount: the space between them is a no-break one, in the sentence and the tiles.
    const texts = [await page.getByTestId('finder-relaxed').textContent(), ...(await page.getByTestId('product-tile').allTextContents())].join('\n');
    expect(texts).toContain('€\u00a0');
    expect(texts).not.toMatch(/€ \d|\d €/);
  });
});
