/**
 * The Coffee Club end to end on de.localhost (spec 02 §2, §4, §5; issue 17): a registered customer
 * finds the landing with its comparison, cannot join without the terms, joins and sees the 100
 * starting beans, orders a coffee and sees its beans pending with the order in the history, finds
 * the welcome voucher on the vouchers page, and the referral page says codes come after the first
 * order has arrived. With CLUB_SCREENSHOTS=<dir> each page is also saved as a picture.
 */
import { test, expect, type Page } from '@playwright/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { logIn, registerThroughApi } from './support/customer';
import { guestAtReview, messagesOf, productPathOn } from './support/guest-checkout';
import { storeUrl } from './support/server';

const HOST = 'de.localhost';
const t = messagesOf('de-DE');
const base = storeUrl(HOST);

async function shot(page: Page, name: string) {
  const dir = process.env.CLUB_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test('a customer joins the Coffee Club, orders a coffee and sees the beans pending', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `anna.club.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'bohnen-sammeln';
  await registerThroughApi(request, HOST, email, password);
  await logIn(page, t, HOST, email, password);

  await page.goto(`${base}/coffeeclub`);
  await expect(page.getByRole('heading', { name: t('loyalty.landing.heading') })).toBeVisible();
  await expect(page.getByRole('cell', { name: t('loyalty.landing.rows.shipping') })).toBeVisible();
  await page.getByRole('button', { name: t('loyalty.signUp.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('loyalty.signUp.required') })).toBeVisible();
  await page.getByRole('checkbox', { name: t('loyalty.signUp.terms') }).check();
  await page.getByRole('checkbox', { name: t('loyalty.signUp.dataProtection') }).check();
  await shot(page, 'coffeeclub-landing');
  await page.getByRole('button', { name: t('loyalty.signUp.submit') }).click();
  await expect(page.getByText(t('loyalty.signUp.joined'))).toBeVisible();

  await page.getByRole('link', { name: t('loyalty.signUp.toAccount') }).click();
  await expect(page).toHaveURL(`${base}/customer/coffeeclub`);
  await expect(page.getByTestId('active-beans')).toHaveText('100');
  await expect(page.getByTestId('pending-beans')).toHaveText('0');
  await expect(page.getByRole('cell', { name: t('loyalty.transactionType.customer_subscribed') })).toBeVisible();

  await guestAtReview(page, t, await productPathOn(HOST, DEMO_SKUS.decimalCommaBasePrice), email, { host: HOST, postcode: '20095', city: 'Hamburg' }, true);
  await page.getByRole('button', { name: t('checkout-ui.review.placeOrder') }).click();
  await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.confirmed.title') })).toBeVisible();

  await page.goto(`${base}/customer/coffeeclub`);
  await expect(page.getByTestId('active-beans')).toHaveText('100');
  await expect(page.getByTestId('pending-beans')).not.toHaveText('0');
  const pending = Number(await page.getByTestId('pending-beans').textContent());
  // A coffee earns 3 beans per whole euro: the pending beans are a multiple of 3.
  expect(pending % 3).toBe(0);
  await expect(page.getByRole('cell', { name: t('loyalty.transactionType.order_created'), exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: t('loyalty.transactionStatus.pending') })).toBeVisible();
  await shot(page, 'customer-coffeeclub');

  await page.goto(`${base}/customer/vouchers-and-discounts`);
  await expect(page.getByText(t('vouchers.kind.email'))).toBeVisible();
  await shot(page, 'vouchers');

  await page.goto(`${base}/customer/referral`);
  await expect(page.getByText(t('loyalty.referral.notAvailable'))).toBeVisible();
  await shot(page, 'referral');

  await page.goto(`${base}/coffeeclub-unsubscribe-mails`);
  await page.getByRole('button', { name: t('loyalty.unsubscribeMails.confirm') }).click();
  await expect(page.getByText(t('loyalty.unsubscribeMails.done'))).toBeVisible();
  await shot(page, 'unsubscribe-mails');
  await page.goto(`${base}/customer/coffeeclub`);
  await expect(page.getByTestId('active-beans')).toHaveText('100');
});
