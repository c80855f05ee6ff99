/**
 * Wishlist and compare with JavaScript on, on the German store: a guest puts a product on the
 * wishlist from a category tile and one from its product page, finds both on /wishlist, logs in and
 * the list is on the server (the database), then removes one (gone on the server too); a shopper
 * compares two portafilter machines side by side, hides the equal rows, and a 5th machine of the
 * group gets the spec's warning. Texts come from the message catalogues the shopper sees.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import { test, expect, type Page } from './support/test';
import { DEFAULT_SQLITE_FILE_NAME } from '@/lib/config/commerce';
import { CLIENT_DATABASE_NAME, STORAGE_KEYS } from '@/lib/config/client';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { messagesOf, productPathOn } from './support/guest-checkout';
import { E2E_DATA_DIR, PORT, storeUrl } from './support/server';

const HOST = 'de.localhost';
const t = messagesOf('de-DE');
const base = storeUrl(HOST);
/** Portafilter machines: one product group (attribute set 31) with more than 4 products. */
const PORTAFILTER_CATEGORY = '/kaffeemaschinen/siebtraegermaschinen';

function serverWishlistSkus(email: string): string[] {
  const db = new Database(path.join(E2E_DATA_DIR, DEFAULT_SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT w.sku FROM wishlist_items w JOIN users u ON u.id = w.user_id WHERE u.email = ? ORDER BY w.sku').all(email) as { sku: string }[];
    return rows.map((row) => row.sku);
  } finally {
    db.close();
  }
}

/** What the page has stored under a key in IndexedDB ('' while nothing), to leave a page only once a click is kept. */
function storedState(page: Page, key: string): Promise<string> {
  return page.evaluate(
    ([database, storageKey]) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open(database);
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          const name = [...db.objectStoreNames][0];
          if (!name) return resolve('');
          const read = db.transaction(name).objectStore(name).get(storageKey);
          read.onsuccess = () => resolve(JSON.stringify(read.result ?? ''));
          read.onerror = () => resolve('');
        };
      }),
    [CLIENT_DATABASE_NAME, key] as const,
  );
}

test('a guest keeps a tile and a product page on the wishlist, logs in, the list reaches the server, and removes one', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = `wish.list.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'kaffee-und-kuchen';
  const created = await request.post(`http://127.0.0.1:${PORT}/api/user/create`, {
    headers: { host: `${HOST}:${PORT}` },
    data: { customer: { email, firstname: 'Wanda', lastname: 'Wish' }, password },
  });
  expect(created.status()).toBe(200);

  await page.goto(`${base}${PORTAFILTER_CATEGORY}`);
  const tile = page.getByTestId('product-tile').first();
  const tileName = (await tile.getByRole('heading').innerText()).trim();
  const heart = tile.getByRole('button', { name: t('wishlist.toggle.label') });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  // The button's name then says its state.
  await expect(tile.getByRole('button', { name: t('wishlist.toggle.labelListed') })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => storedState(page, STORAGE_KEYS.wishlist)).toContain('sku');

  await page.goto(`${base}${await productPathOn(HOST, DEMO_SKUS.greenTea)}`);
  const teaName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const pageHeart = page.getByRole('button', { name: t('wishlist.toggle.label') });
  await pageHeart.click();
  await expect(page.getByRole('button', { name: t('wishlist.toggle.labelListed') })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => storedState(page, STORAGE_KEYS.wishlist)).toContain(DEMO_SKUS.greenTea);

  await page.goto(`${base}/wishlist`);
  await expect(page.getByRole('heading', { name: t('wishlist.title') })).toBeVisible();
  const items = page.getByTestId('wishlist-item');
  await expect(items).toHaveCount(2);
  await expect(items.getByRole('link', { name: tileName })).toBeVisible();
  await expect(items.getByRole('link', { name: teaName })).toBeVisible();
  await expect(items.filter({ hasText: teaName }).getByText(/\d+,\d{2}\s€/)).toBeVisible();

  await page.goto(`${base}/customer/login`);
  await page.getByLabel(t('auth.email'), { exact: true }).fill(email);
  await page.getByLabel(t('auth.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).toHaveURL(`${base}/customer`);
  await expect.poll(() => serverWishlistSkus(email)).toHaveLength(2);
  expect(serverWishlistSkus(email)).toContain(DEMO_SKUS.greenTea);

  await page.getByRole('link', { name: t('account.nav.wishlist') }).click();
  await expect(page).toHaveURL(`${base}/customer/wishlist`);
  await expect(items).toHaveCount(2);
  await items.filter({ hasText: teaName }).getByRole('button', { name: t('wishlist.remove') }).click();
  await expect(items).toHaveCount(1);
  await expect.poll(() => serverWishlistSkus(email)).not.toContain(DEMO_SKUS.greenTea);
  expect(serverWishlistSkus(email)).toHaveLength(1);
});

test('a shopper compares two machines, sees only the differences, and a 5th of the group is refused', async ({ page }) => {
  await page.goto(`${base}${PORTAFILTER_CATEGORY}`);
  const compare = page.getByTestId('product-tile').getByRole('button', { name: t('compare.toggle.label') });
  expect(await compare.count()).toBeGreaterThanOrEqual(5);
  const names = await Promise.all([0, 1].map(async (i) => (await page.getByTestId('product-tile').nth(i).getByRole('heading').innerText()).trim()));
  await compare.nth(0).click();
  await compare.nth(1).click();
  await expect(compare.nth(1)).toHaveAttribute('aria-pressed', 'true');
  const panel = page.getByTestId('compare-panel');
  await expect(panel).toBeVisible();
  await expect.poll(() => storedState(page, STORAGE_KEYS.compare)).toContain(names[1]);

  await panel.getByRole('link', { name: t('compare.panel.open') }).click();
  await expect(page).toHaveURL(`${base}/compare`);
  await expect(page.getByRole('heading', { name: t('compare.title') })).toBeVisible();
  const table = page.getByRole('table');
  for (const name of names) await expect(table.getByRole('columnheader', { name })).toBeVisible();
  const rows = table.locator('tbody tr');
  const allRows = await rows.count();
  const equalRows = await table.locator('tbody tr[data-differs="false"]').count();
  expect(equalRows).toBeGreaterThan(0);
  await page.getByRole('radio', { name: t('compare.show.differences') }).check();
  await expect(rows).toHaveCount(allRows - equalRows);
  await expect(table.locator('tbody tr[data-differs="false"]')).toHaveCount(0);
  await page.getByRole('radio', { name: t('compare.show.all') }).check();
  await expect(rows).toHaveCount(allRows);

  await page.goto(`${base}${PORTAFILTER_CATEGORY}`);
  for (const i of [2, 3]) await compare.nth(i).click();
  await expect(compare.nth(3)).toHaveAttribute('aria-pressed', 'true');
  await compare.nth(4).click();
  await expect(page.getByText(t('compare.limitReached'))).toBeVisible();
  await expect(compare.nth(4)).toHaveAttribute('aria-pressed', 'false');
});
