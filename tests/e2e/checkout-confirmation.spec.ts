/**
 * Every step says what is true (issue 35), in German and Dutch: a card order's page asks for the
 * money (amount, method, how) and does not thank before it is paid; after paying, the thanks are in
 * view and focused. The confirmation shows the number, the lines with quantities and prices, the
 * totals, the addresses and the payment method. Screenshots at 375 and 1280 px go to
 * /tmp/<name>/shots when SHOTS_DIR is set.
 */
import { test, expect, type Page } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { guestAtReview, messagesOf, productPathOn } from './support/guest-checkout';

const VIEWS = [
  { host: 'de.localhost', locale: 'de-DE', postcode: '20095', city: 'Hamburg' },
  { host: 'nl.localhost', locale: 'nl-NL', postcode: '1012 AB', city: 'Amsterdam' },
];

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

for (const view of VIEWS) {
  const t = messagesOf(view.locale);
  const email = () => `confirm.${view.locale.toLowerCase()}.${Date.now()}@example.com`;

  test(`${view.host}: a card order asks for the money first, thanks after paying, and shows the whole order`, async ({ page }) => {
    await guestAtReview(page, t, await productPathOn(view.host, DEMO_SKUS.greenTea), email(), view, false, { paymentMethod: 'card' });
    await shoot(page, `${view.locale}-review`);
    await page.getByRole('button', { name: t('checkout-ui.review.placeOrder') }).click();
    await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.paymentDue.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.confirmed.title') })).toHaveCount(0);
    await expect(page.getByText(t('checkout-ui.thankYou.confirmed.text'))).toHaveCount(0);
    await expect(page.locator('[data-payment-due="true"]')).toContainText(t('checkout-ui.paymentMethods.card'));
    const receipt = page.getByTestId('order-receipt');
    await expect(receipt).toContainText(t('account.order.shippingAddress'));
    await expect(receipt).toContainText('Hauptstraße');
    await expect(receipt.locator(`tr[data-sku="${DEMO_SKUS.greenTea}"]`)).toContainText('1');
    await expect(receipt.locator('[data-segment="grand_total"]')).toBeVisible();
    await expect(receipt.locator('[data-segment="shipping"]')).toBeVisible();
    await shoot(page, `${view.locale}-payment-due`);

    await page.getByRole('button', { name: t('payments.payNow') }).click();
    await page.getByLabel(t('payments.cardNumber')).fill('4242 4242 4242 4242');
    await page.getByLabel(t('payments.expiry')).fill('12/34');
    await page.getByLabel(t('payments.cvc')).fill('123');
    await page.getByRole('button', { name: new RegExp(t('payments.payAmount').replace('{amount}', '.+')) }).click();
    const thanks = page.getByRole('heading', { name: t('checkout-ui.thankYou.confirmed.title') });
    await expect(thanks).toBeFocused();
    await expect(thanks).toBeInViewport();
    await expect(page.getByText(t('payments.paid'))).toBeVisible();
    await shoot(page, `${view.locale}-paid`);
  });
}
