/**
 * Every step says what is true (issue 35), in German and Dutch: a card order's page asks for the
 * money (amount, method, how) and does not thank before it is paid; after paying, the thanks are in
 * view and focused. The confirmation shows the number, the lines with quantities and prices, the
 * totals, the addresses and the payment method. A declined card is said at the card form (focused,
 * live) with "try again" and "choose another payment method": the same order is then paid another
 * way and confirmed once. Apple Pay is not offered in Chromium. Screenshots at 375 and 1280 px go
 * to /tmp/<name>/shots when SHOTS_DIR is set.
 */
import { test, expect } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { shoot } from './support/shots';
import { confirmationMailsTo, guestAtReview, messagesOf, orderOf, ordersFor, payByTestCard, productPathOn } from './support/guest-checkout';

/** After the decline, the German shopper pays on delivery, the Dutch one with PayPal (the test gateway's approval page). */
const VIEWS = [
  { host: 'de.localhost', locale: 'de-DE', postcode: '20095', city: 'Hamburg', otherMethod: 'cashondelivery' },
  { host: 'nl.localhost', locale: 'nl-NL', postcode: '1012 AB', city: 'Amsterdam', otherMethod: 'paypal' },
];

for (const view of VIEWS) {
  const t = messagesOf(view.locale);
  const email = () => `confirm.${view.locale.toLowerCase()}.${Date.now()}@example.com`;

  test(`${view.host}: a card order asks for the money first, thanks after paying, and shows the whole order`, async ({ page }) => {
    await guestAtReview(page, t, await productPathOn(view.host, DEMO_SKUS.greenTea), email(), view, false, { paymentMethod: 'card', shotsAs: view.locale });
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

for (const view of VIEWS) {
  const t = messagesOf(view.locale);
  const email = `decline.${view.locale.toLowerCase()}.${Date.now()}@example.com`;

  test(`${view.host}: a declined card keeps the order payable; "choose another payment method" (${view.otherMethod}) confirms that same order once`, async ({ page }) => {
    await guestAtReview(page, t, await productPathOn(view.host, DEMO_SKUS.greenTea), email, view, false, { paymentMethod: 'card' });
    await page.getByRole('button', { name: t('checkout-ui.review.placeOrder') }).click();
    await payByTestCard(page, t, '4000 0000 0000 0002');
    // Said at the card form, read out and focused; the order still waits for its money.
    const declined = page.getByTestId('payment-decline');
    await expect(declined).toHaveText(t('payments.decline.card_declined'));
    await expect(declined).toBeFocused();
    await expect(page.locator('[aria-live="assertive"]', { has: declined })).toHaveCount(1);
    expect(orderOf(email)?.status).toBe('pending_payment');
    await shoot(page, `${view.locale}-declined`);
    await page.getByRole('button', { name: t('payments.tryAgain') }).click();
    await expect(page.getByLabel(t('payments.cardNumber'))).toBeFocused();
    await expect(page.getByLabel(t('payments.cardNumber'))).toHaveValue('4000 0000 0000 0002');

    await page.getByRole('button', { name: t('payments.chooseAnother') }).click();
    // Apple Pay cannot work in Chromium: not among the methods offered instead either.
    await expect(page.getByRole('radio', { name: t('checkout-ui.paymentMethods.applepay') })).toHaveCount(0);
    await page.getByRole('radio', { name: t(`checkout-ui.paymentMethods.${view.otherMethod}`) }).check();
    await shoot(page, `${view.locale}-choose-another`);
    await page.getByRole('button', { name: t('payments.switchMethod') }).click();
    if (view.otherMethod === 'paypal') {
      await page.getByRole('button', { name: t('payments.continueWith').replace('{method}', t('checkout-ui.paymentMethods.paypal')) }).click();
      await page.getByRole('button', { name: t('commerce.testGatewayApprove') }).click();
      await expect(page.getByText(t('payments.paid'))).toBeVisible();
      expect(orderOf(email)).toEqual({ status: 'processing', payment_method: 'paypal' });
    } else {
      const thanks = page.getByRole('heading', { name: t('checkout-ui.thankYou.confirmed.title') });
      await expect(thanks).toBeFocused();
      await expect(page.getByText(t('payments.confirmedOnDelivery'))).toBeVisible();
      await expect(page.getByTestId('order-receipt')).toContainText(t('checkout-ui.paymentMethods.cashondelivery'));
      expect(orderOf(email)).toEqual({ status: 'pending', payment_method: 'cashondelivery' });
    }
    // One order, confirmed once.
    expect(ordersFor(email)).toBe(1);
    expect(confirmationMailsTo(email)).toBe(1);
  });

  test(`${view.host}: Chromium is not offered Apple Pay at the payment step`, async ({ page }) => {
    await guestAtReview(page, t, await productPathOn(view.host, DEMO_SKUS.greenTea), `wallets.${view.locale.toLowerCase()}.${Date.now()}@example.com`, view, false, { paymentMethod: 'card' });
    // Back to the payment step: the methods the store lists, as this browser can pay them.
    await page.getByRole('button', { name: t('checkout-ui.steps.edit') }).nth(2).click();
    await expect(page.getByRole('radio', { name: t('checkout-ui.paymentMethods.paypal') })).toBeVisible();
    expect(await page.evaluate(() => 'ApplePaySession' in window)).toBe(false);
    // The availability checks answer within moments of hydration; Apple Pay never appears.
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('radio', { name: t('checkout-ui.paymentMethods.applepay') })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: t('checkout-ui.paymentMethods.card') })).toBeChecked();
  });
}
