/**
 * A subscription says how often it comes and for how long wherever its line is listed (issue 35),
 * in German and Dutch: a customer orders the demo coffee every 4 weeks for 6 deliveries and sees
 * that on the line in the mini-cart, the cart, the checkout summary, the review step and the
 * confirmation, which also gives the delivery estimate. The test clock puts the order on a
 * Saturday, so the estimate is the one after the weekend. On a phone the receipt cuts no label
 * and breaks no word inside. Screenshots at 375 and 1280 px go to
 * SHOTS_DIR when it is set.
 */
import { test, expect, type Page } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { DEMO_DELIVERY_LEAD_TIME_DAYS, ORDER_BY_HOUR } from '@/lib/config/demo-catalog';
import { getStore, type Locale, type StoreCode } from '@/lib/config/stores';
import { TEST_CLOCK_COOKIE } from '@/lib/config/test-clock';
import { deliveryEstimate, formatDeliveryEstimate } from '@/lib/checkout/delivery-estimate';
import { deliveryRegion } from '@/lib/checkout/delivery-region';
import { formatMessage } from '@/lib/i18n/client/format-message';
import { formatDay } from '@/lib/i18n/format-price';
import { subscriptionLineWording } from '@/lib/subscriptions/subscription-wording';
import { logIn, registerThroughApi } from './support/customer';
import { checkoutFromCart, messagesOf, payByTestCard, productPathOn } from './support/guest-checkout';
import { storeUrl } from './support/server';
import { shoot } from './support/shots';
import { brokenWords, cutLabels } from './support/broken-words';

const VIEWS: { host: string; code: StoreCode; locale: Locale; postcode: string; city: string }[] = [
  { host: 'de.localhost', code: 'de_de', locale: 'de-DE', postcode: '20095', city: 'Hamburg' },
  { host: 'nl.localhost', code: 'nl_nl', locale: 'nl-NL', postcode: '1012 AB', city: 'Amsterdam' },
];
const DAY_MS = 86_400_000;

/** Whole days from now to the next Saturday (UTC), at least one: the test clock moves by whole days only. */
function daysToSaturday(now: Date): number {
  return (6 - now.getUTCDay() + 7) % 7 || 7;
}

for (const view of VIEWS) {
  const t = messagesOf(view.locale);
  const store = getStore(view.code);
  const plan = { interval_days: 28, interval_months: null, term: 'deliveries' as const, end_date: null, deliveries: 6 };
  const note = subscriptionLineWording(plan, (key, values) => formatMessage(t(`subscriptions.${key}`), view.locale, values), (day) => formatDay(day, store.i18n));
  const everyFourWeeks = formatMessage(t('subscriptions.interval'), view.locale, { weeks: 4 });

  test(`${view.host}: a 4-weekly subscription shows its interval and term on every line, and the confirmation its delivery estimate`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const base = storeUrl(view.host);
    const email = `lines.${view.locale.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    await registerThroughApi(request, view.host, email, 'kaffee-im-abo');
    await logIn(page, t, view.host, email, 'kaffee-im-abo', 60_000);
    const days = daysToSaturday(new Date());
    // From here every request of this browser runs on a Saturday: the order misses the weekend's dispatch.
    await page.context().addCookies([{ name: TEST_CLOCK_COOKIE, value: String(days), url: `${base}/` }]);

    const subscribe = async (product: Page) => {
      await product.getByLabel(t('product.subscription.interval')).selectOption({ label: everyFourWeeks });
      await product.getByLabel(t('product.subscription.term')).selectOption({ label: t('subscriptions.termChoice.deliveries') });
      await product.getByRole('spinbutton', { name: t('product.subscription.deliveries') }).fill('6');
    };
    const productPath = await productPathOn(view.host, DEMO_SKUS.subscriptionCoffee);
    await page.goto(`${base}${productPath}`);
    await subscribe(page);
    await page.getByRole('button', { name: t('product.addToCart.button') }).click();
    await expect(page.getByText(t('cart.productAdded'))).toBeVisible({ timeout: 30_000 });
    // The mini-cart.
    await page.locator('a.site-header__action--cart').click();
    await expect(page.getByRole('dialog').getByTestId('subscription-note')).toHaveText(note, { timeout: 30_000 });
    await page.goto(`${base}/cart`);
    await expect(page.locator(`li[data-sku="${DEMO_SKUS.subscriptionCoffee}"]`).getByTestId('subscription-note')).toHaveText(note, { timeout: 30_000 });
    await shoot(page, `${view.locale}-cart-subscription`);
    await checkoutFromCart(page, t, email, view, true, 'card');
    // The summary beside the checkout and the review step.
    await expect(page.getByRole('complementary').getByTestId('subscription-note')).toHaveText(note);
    await expect(page.getByTestId('review-subscriptions')).toContainText(t('checkout-ui.review.subscriptions'));
    await expect(page.getByTestId('review-subscriptions').getByTestId('subscription-note')).toHaveText(note);

    const orderedAt = new Date(Date.now() + days * DAY_MS);
    await page.getByRole('button', { name: t('checkout-ui.review.placeOrder') }).click();
    await payByTestCard(page, t);
    await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.confirmed.title') })).toBeVisible();
    const receipt = page.getByTestId('order-receipt');
    await expect(receipt.locator(`tr[data-sku="${DEMO_SKUS.subscriptionCoffee}"]`).getByTestId('subscription-note')).toHaveText(note);
    const lead = DEMO_DELIVERY_LEAD_TIME_DAYS[store.country];
    const region = deliveryRegion(store.country, view.postcode);
    const estimate = deliveryEstimate(orderedAt, { orderByHour: ORDER_BY_HOUR, lead, timeZone: store.timeZone, country: store.country, ...(region ? { region } : {}) });
    await expect(page.getByTestId('delivery-estimate')).toHaveText(t('checkout-ui.thankYou.deliveryEstimate').replace('{dates}', formatDeliveryEstimate(estimate, store.i18n)));
    // On a phone each line is a card of labels and values: the label beside the long SKU was cut ("Artikelnumme|r").
    await page.setViewportSize({ width: 375, height: 812 });
    expect({ cut: await cutLabels(page, '[data-testid="order-receipt"]'), broken: await brokenWords(page, '[data-testid="order-receipt"] tbody') }).toEqual({ cut: [], broken: [] });
    await shoot(page, `${view.locale}-confirmation-subscription`);
    // "Meine Abos" / "Mijn abonnementen" keeps the card that paid the first order, for the next cycles.
    // On a phone the account menu is one row, scrolled to this page's entry: the page's content starts within the first screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${base}/customer/subscriptions`);
    await expect(page.getByTestId('saved-payment-method').getByText('Visa •••• 4242', { exact: true })).toBeVisible();
    const menu = page.getByRole('navigation', { name: t('account.nav.label') });
    const current = await menu.getByRole('link', { name: t('account.nav.subscriptions'), exact: true }).boundingBox();
    expect({ menuHeight: ((await menu.boundingBox())?.height ?? 0) < 130, currentShown: current !== null && current.x >= 0 && current.x + current.width <= 375 }).toEqual({ menuHeight: true, currentShown: true });
    await page.setViewportSize({ width: 1280, height: 720 });
    await shoot(page, `${view.locale}-subscriptions`);
  });
}
