/**
 * The Coffee Club end to end on de.localhost (spec 02 §2, §4, §5, §6; issue 17): a registered customer
 * finds the landing with its comparison, cannot join without the terms, joins and sees the 100
 * starting beans, orders a coffee and sees its beans pending with the order in the history, finds
 * the welcome voucher on the vouchers page, and the referral page says codes come after the first
 * order has arrived. A second customer's beans turn active 28 days later (the test clock cookie,
 * lib/config/test-clock.ts), buy a voucher that pays at checkout, buy PLUS by card and ship a small
 * order free as the spec's 'PLUS Shipping' tier (in the shopper's language), and create a referral code a friend uses on a first order.
 * With CLUB_SCREENSHOTS=<dir> each page is also saved as a picture.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { test, expect, type Page } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { DEFAULT_SQLITE_FILE_NAME } from '@/lib/config/commerce';
import { PENDING_DAYS, PLUS } from '@/lib/config/loyalty';
import { TEST_CLOCK_COOKIE } from '@/lib/config/test-clock';
import { logIn, registerThroughApi } from './support/customer';
import { guestAtReview, messagesOf, payByTestCard, productPathOn, withAny } from './support/guest-checkout';
import { E2E_ADMIN_TOKEN, E2E_DATA_DIR, PORT, storeUrl } from './support/server';

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

const VIEW = { host: HOST, postcode: '20095', city: 'Hamburg' };

function latestOrderOf(email: string): { status: string; totals: { shipping_incl_tax: number; gift_card_amount: number; discount_amount: number } } {
  const db = new Database(path.join(E2E_DATA_DIR, DEFAULT_SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT status, totals FROM orders WHERE email = ? ORDER BY created_at DESC LIMIT 1').get(email) as { status: string; totals: string };
    return { status: row.status, totals: JSON.parse(row.totals) };
  } finally {
    db.close();
  }
}

/** Places the order; a card order is thanked for only once paid, so it pays with a test card first. */
async function placeOrder(page: Page, prepaid = false) {
  await page.getByRole('button', { name: t('checkout-ui.review.placeOrder') }).click();
  if (prepaid) {
    await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.paymentDue.title') })).toBeVisible();
    await payByTestCard(page, t);
    await expect(page.getByText(t('payments.paid'))).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.confirmed.title') })).toBeVisible();
}

/** Leaves the thank-you page as a shopper does, so the next checkout starts afresh. */
async function leaveThankYou(page: Page) {
  await page.getByRole('link', { name: t('checkout-ui.thankYou.continueShopping') }).click();
  await expect(page).toHaveURL(`${base}/`);
}

async function applyVoucher(page: Page, code: string) {
  await page.getByRole('button', { name: t('checkout-ui.cart.voucher.toggle') }).click();
  await page.getByLabel(t('checkout-ui.cart.voucher.label')).fill(code);
  await page.getByRole('button', { name: t('checkout-ui.cart.voucher.apply') }).click();
}

test('beans turn active after 28 days, buy a voucher that pays at checkout; PLUS ships free; a friend uses a referral code', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const email = `ben.club.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'bohnen-einloesen';
  await registerThroughApi(request, HOST, email, password);
  await logIn(page, t, HOST, email, password);
  await page.goto(`${base}/coffeeclub`);
  await page.getByRole('checkbox', { name: t('loyalty.signUp.terms') }).check();
  await page.getByRole('checkbox', { name: t('loyalty.signUp.dataProtection') }).check();
  await page.getByRole('button', { name: t('loyalty.signUp.submit') }).click();
  await expect(page.getByText(t('loyalty.signUp.joined'))).toBeVisible();

  // A 449 € grinder earns 449 beans (1 per euro), pending for 28 days; its page says so.
  const grinder = await productPathOn(HOST, DEMO_SKUS.backordersAllowed);
  await page.goto(`${base}${grinder}`);
  await expect(page.getByTestId('product-beans')).toHaveText(t('product.beans.earn').replace(/\{beans[^}]*\}/, '449'));
  await guestAtReview(page, t, grinder, email, VIEW, true);
  await placeOrder(page);
  await leaveThankYou(page);
  await page.goto(`${base}/customer/coffeeclub`);
  await expect(page.getByTestId('pending-beans')).toHaveText('449');
  await expect(page.getByTestId('active-beans')).toHaveText('100');

  // 28 days later (this browser's requests only): the beans are active.
  await page.context().addCookies([{ name: TEST_CLOCK_COOKIE, value: String(PENDING_DAYS), url: `${base}/` }]);
  await page.reload();
  await expect(page.getByTestId('active-beans')).toHaveText('549');
  await expect(page.getByTestId('pending-beans')).toHaveText('0');

  // Redeem 500 beans for a 5 € voucher and pay part of a coffee order with it.
  await page.getByRole('button', { name: t('loyalty.account.redeem') }).click();
  const redeemed = page.getByText(/BEANS-[A-Z0-9]+/);
  await expect(redeemed).toBeVisible();
  const code = /BEANS-[A-Z0-9]+/.exec((await redeemed.textContent()) ?? '')?.[0] ?? '';
  expect(code).not.toBe('');
  await expect(page.getByTestId('active-beans')).toHaveText('49');
  await shot(page, 'customer-coffeeclub-redeemed');

  const coffee = await productPathOn(HOST, DEMO_SKUS.decimalCommaBasePrice);
  await page.goto(`${base}${coffee}`);
  await page.getByRole('button', { name: t('product.addToCart.button') }).click();
  await expect(page.getByText(t('cart.productAdded'))).toBeVisible();
  await page.goto(`${base}/cart`);
  await applyVoucher(page, code);
  await expect(page.getByRole('button', { name: t('checkout-ui.cart.totals.removeGiftCard'), exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-beans')).toBeVisible();
  await shot(page, 'cart-voucher');
  await page.getByRole('link', { name: t('checkout-ui.cart.toCheckout') }).click();
  await fillCheckout(page);
  await placeOrder(page);
  expect(latestOrderOf(email).totals.gift_card_amount).toBe(5);
  await leaveThankYou(page);

  // PLUS through the normal checkout, paid by card: then a small order ships free in Germany.
  await page.goto(`${base}/coffeeclub`);
  await page.getByRole('button', { name: t('loyalty.landing.buyPlus') }).click();
  await expect(page.getByText(t('cart.productAdded'))).toBeVisible();
  await page.goto(`${base}/cart`);
  await page.getByRole('link', { name: t('checkout-ui.cart.toCheckout') }).click();
  await fillCheckout(page, 'card');
  await placeOrder(page, true);
  await leaveThankYou(page);
  await page.goto(`${base}/customer/coffeeclub`);
  await expect(page.getByText(withAny(t, 'loyalty.account.plusBadge', 'date'))).toBeVisible();

  await page.goto(`${base}${coffee}`);
  await page.getByRole('button', { name: t('product.addToCart.button') }).click();
  await expect(page.getByText(t('cart.productAdded'))).toBeVisible();
  await page.goto(`${base}/cart`);
  await page.getByRole('link', { name: t('checkout-ui.cart.toCheckout') }).click();
  await fillCheckout(page, 'cashondelivery', async () => {
    await expect(page.getByText(t('checkout-ui.shippingMethods.plus')).first()).toBeVisible();
  });
  await placeOrder(page);
  expect(latestOrderOf(email).totals.shipping_incl_tax).toBe(0);

  // The first order has arrived (28 days on): create a referral code; a friend uses it on a first order.
  await page.goto(`${base}/customer/referral`);
  await page.getByRole('button', { name: t('loyalty.referral.create') }).click();
  const referral = page.getByRole('cell', { name: /^FRIEND-/ });
  await expect(referral).toBeVisible();
  const friendCode = ((await referral.textContent()) ?? '').trim();
  await expect(page.getByRole('cell', { name: t('loyalty.referral.unused') })).toBeVisible();
  await shot(page, 'referral-created');

  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  const friendEmail = `friend.${email}`;
  await registerThroughApi(request, HOST, friendEmail, password);
  await logIn(friend, t, HOST, friendEmail, password);
  await friend.goto(`${base}${grinder}`);
  await friend.getByRole('button', { name: t('product.addToCart.button') }).click();
  await expect(friend.getByText(t('cart.productAdded'))).toBeVisible();
  await friend.goto(`${base}/cart`);
  await applyVoucher(friend, friendCode);
  await expect(friend.getByText(t('checkout-ui.cart.voucher.applied').replace('{code}', friendCode))).toBeVisible();
  await friend.getByRole('link', { name: t('checkout-ui.cart.toCheckout') }).click();
  await fillCheckout(friend);
  await placeOrder(friend);
  expect(latestOrderOf(friendEmail).totals.discount_amount).toBe(-10);
  await friendContext.close();

  await page.reload();
  await expect(page.getByRole('cell', { name: t('loyalty.referral.used'), exact: true })).toBeVisible();

  // Withdrawal within 14 days: an operator cancels the PLUS line; PLUS ends, and the order's
  // details show per line what was ordered and cancelled, and the beans the cancellation took back.
  const plusOrderId = orderIdHolding(email, PLUS.sku);
  const withdrawn = await request.post(`http://127.0.0.1:${PORT}/api/admin/orders/${plusOrderId}/cancel-items`, {
    headers: { host: `${HOST}:${PORT}`, authorization: `Bearer ${E2E_ADMIN_TOKEN}`, cookie: `${TEST_CLOCK_COOKIE}=${PENDING_DAYS}` },
    data: { items: [{ sku: PLUS.sku, qty: 1 }] },
  });
  expect(withdrawn.status()).toBe(200);
  await page.goto(`${base}/customer/orders/${plusOrderId}`);
  await expect(page.getByRole('columnheader', { name: t('account.order.qtyCanceled') })).toBeVisible();
  await expect(page.locator(`[data-sku="${PLUS.sku}"]`).getByTestId('qty-canceled')).toHaveText('1');
  await expect(page.getByTestId('order-beans').getByText(t('loyalty.transactionType.order_refund_from_pending'), { exact: false })).toBeVisible();
  await shot(page, 'order-partly-cancelled');
  await page.goto(`${base}/customer/coffeeclub`);
  await expect(page.getByTestId('active-beans')).toBeVisible();
  await expect(page.getByText(withAny(t, 'loyalty.account.plusBadge', 'date'))).toHaveCount(0);
});

/** The id of the account's latest order holding `sku`. */
function orderIdHolding(email: string, sku: string): string {
  const db = new Database(path.join(E2E_DATA_DIR, DEFAULT_SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('SELECT o.id FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.email = ? AND l.sku = ? ORDER BY o.created_at DESC LIMIT 1')
      .get(email, sku) as { id: string };
    return row.id;
  } finally {
    db.close();
  }
}

/** From the checkout's first step to the review step with the account's e-mail; `atShipping` looks at the shipping step. */
async function fillCheckout(page: Page, paymentMethod = 'cashondelivery', atShipping?: () => Promise<void>) {
  const field = (key: string) => page.getByLabel(t(key), { exact: true });
  await field('checkout-ui.personal.firstName').fill('Ben');
  await field('checkout-ui.personal.lastName').fill('Berg');
  await page.getByRole('button', { name: t('checkout-ui.steps.toShipping') }).click();
  await field('checkout-ui.address.firstName').fill('Ben');
  await field('checkout-ui.address.lastName').fill('Berg');
  await field('checkout-ui.address.streetAddress').fill('Hauptstraße');
  await field('checkout-ui.address.apartmentNumber').fill('5');
  await field('checkout-ui.address.zipCode').fill(VIEW.postcode);
  await field('checkout-ui.address.city').fill(VIEW.city);
  await atShipping?.();
  await page.getByRole('button', { name: t('checkout-ui.steps.toPayment') }).click();
  await page.getByRole('radio', { name: t(`checkout-ui.paymentMethods.${paymentMethod}`) }).check();
  await page.getByRole('button', { name: t('checkout-ui.steps.toReview') }).click();
  await page.getByRole('checkbox', { name: t('checkout-ui.review.terms') }).check();
}
