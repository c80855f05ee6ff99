/**
 * Stock settled before the order (issue 35), in German and Dutch: a quantity above the stock is
 * told on the product page with the spec's "only {maxQuantity} available" and not added; a cart line
 * the stock can no longer serve holds the checkout, names the line and offers the fix; and when the
 * last unit goes to another shopper between cart and order, the spec's stock text is shown at once,
 * online, with no "when you are back online", nothing queued, and the cart kept.
 * The stock row is set in the server's database (the stock table is the truth the server checks);
 * the tests run one after another, as they share those rows.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { test, expect, type Page } from './support/test';
import { DEFAULT_SQLITE_FILE_NAME } from '@/lib/config/commerce';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { E2E_DATA_DIR, rawGet, storeUrl } from './support/server';
import { guestAtReview, messagesOf, ordersFor, productPathOn, type Messages } from './support/guest-checkout';

test.describe.configure({ mode: 'serial' });

/** Products no other spec orders, in stock by the demo catalogue (120 units each). */
const VIEWS = [
  { host: 'de.localhost', locale: 'de-DE', postcode: '20095', city: 'Hamburg', sku: DEMO_SKUS.noImage },
  { host: 'nl.localhost', locale: 'nl-NL', postcode: '1012 AB', city: 'Amsterdam', sku: DEMO_SKUS.tierPrices },
];
const CATALOGUE_STOCK = 120;

/** Sets the stock row, after one stock check has seeded it from the catalogue (rows are written on first use). */
async function setStock(host: string, sku: string, qty: number): Promise<void> {
  expect((await rawGet(host, `/api/stock/check?sku=${sku}`)).status).toBe(200);
  const db = new Database(path.join(E2E_DATA_DIR, DEFAULT_SQLITE_FILE_NAME), { fileMustExist: true });
  try {
    db.prepare('UPDATE stock SET qty = ?, is_in_stock = ? WHERE sku = ?').run(qty, qty > 0 ? 1 : 0, sku);
  } finally {
    db.close();
  }
}

const fill = (t: Messages, qty: number) => async (page: Page) => {
  await page.getByLabel(t('product.quantity.label'), { exact: true }).fill(String(qty));
};

const withMessage = (t: Messages, key: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), t(key));

for (const view of VIEWS) {
  const t = messagesOf(view.locale);
  const unique = (tag: string) => `stock-${tag}-${view.locale.toLowerCase()}-${Date.now()}@example.com`;

  test(`${view.host}: 500 units of a product with ${CATALOGUE_STOCK} in stock are told on the product page and not added`, async ({ page }) => {
    await page.goto(`${storeUrl(view.host)}${await productPathOn(view.host, view.sku)}`);
    await fill(t, 500)(page);
    await page.getByRole('button', { name: t('product.addToCart.button') }).click();
    await expect(page.getByRole('alert').filter({ hasText: withMessage(t, 'product.stock.onlyLeft', { maxQuantity: CATALOGUE_STOCK }) })).toBeVisible();
    await expect(page.getByText(t('cart.productAdded'))).toHaveCount(0);
    await fill(t, CATALOGUE_STOCK + 1)(page);
    await page.getByRole('button', { name: t('product.addToCart.button') }).click();
    await expect(page.getByRole('alert').filter({ hasText: withMessage(t, 'product.stock.onlyLeft', { maxQuantity: CATALOGUE_STOCK }) })).toBeVisible();
    await expect(page.getByText(t('cart.productAdded'))).toHaveCount(0);
  });

  test(`${view.host}: a line above the stock holds the checkout, names the line and is fixed by "set to what is left"`, async ({ page }) => {
    const email = unique('short');
    // The page (cached) still says 120; the stock has two left: the cart takes 3 with the stock note.
    await setStock(view.host, view.sku, 2);
    await guestAtReview(page, t, await productPathOn(view.host, view.sku), email, view, false, { onProductPage: fill(t, 3) });
    const box = page.getByTestId('stock-problems');
    await expect(box).toContainText(withMessage(t, 'checkout-ui.stockProblems.onlyAvailable', { maxQuantity: 2 }));
    if (process.env.SHOTS_DIR) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/${view.locale}-stock-${width}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 720 });
    }
    await expect(page.getByRole('button', { name: t('checkout-ui.review.placeOrder') })).toBeDisabled();
    await expect(page.getByText(t('checkout-ui.stockProblems.blocked'))).toBeVisible();
    await box.getByRole('button', { name: withMessage(t, 'checkout-ui.stockProblems.setTo', { qty: 2 }) }).click();
    await expect(box).toHaveCount(0);
    await page.getByRole('button', { name: t('checkout-ui.review.placeOrder') }).click();
    await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.confirmed.title') })).toBeVisible();
    await expect.poll(() => ordersFor(email)).toBe(1);
    await setStock(view.host, view.sku, CATALOGUE_STOCK);
  });

  test(`${view.host}: two shoppers, the last unit: the second hears the stock text at once, online, and keeps the cart`, async ({ browser }) => {
    await setStock(view.host, view.sku, 1);
    const shoppers = await Promise.all([browser.newContext(), browser.newContext()]);
    const [first, second] = await Promise.all(shoppers.map((context) => context.newPage()));
    const productPath = await productPathOn(view.host, view.sku);
    const [firstEmail, secondEmail] = [unique('first'), unique('second')];
    await guestAtReview(first, t, productPath, firstEmail, view);
    await guestAtReview(second, t, productPath, secondEmail, view);

    await first.getByRole('button', { name: t('checkout-ui.review.placeOrder') }).click();
    await expect(first.getByRole('heading', { name: t('checkout-ui.thankYou.confirmed.title') })).toBeVisible();

    await second.getByRole('button', { name: t('checkout-ui.review.placeOrder') }).click();
    await expect(second.getByText(t('checkout.queuedOrderStockError'))).toBeVisible();
    await expect(second.getByText(t('checkout.orderPending'))).toHaveCount(0);
    await expect(second.getByRole('heading', { name: t('checkout-ui.thankYou.pending.title') })).toHaveCount(0);
    // The line is named with the fix, the box has the focus, and the cart is still there.
    const box = second.getByTestId('stock-problems');
    await expect(box).toContainText(t('checkout-ui.stockProblems.outOfStock'));
    await expect(box).toBeFocused();
    await second.goto(`${storeUrl(view.host)}/cart`);
    await expect(second.getByRole('link', { name: t('checkout-ui.cart.toCheckout') })).toBeVisible();
    await second.waitForTimeout(1500);
    expect(ordersFor(secondEmail)).toBe(0);
    expect(ordersFor(firstEmail)).toBe(1);
    await Promise.all(shoppers.map((context) => context.close()));
    await setStock(view.host, view.sku, CATALOGUE_STOCK);
  });
}
