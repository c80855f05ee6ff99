/**
 * Subscriptions end to end on de.localhost (spec 02 §2–§6): a guest's subscription line is refused
 * by the server; a customer registered through the API logs in, orders the demo coffee "every 4
 * weeks" paid by credit card, finds the subscription active with the next date four weeks on,
 * pauses, reactivates, skips the next delivery (the date moves by one interval) and cancels it
 * after the question. Texts come from the message catalogues the shopper sees.
 */
import { test, expect, type Page } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { addDays, calendarDateOf } from '@/lib/subscriptions';
import { logIn, registerThroughApi } from './support/customer';
import { guestAtReview, messagesOf, payByTestCard, productPathOn } from './support/guest-checkout';
import { PORT, storeUrl } from './support/server';

const HOST = 'de.localhost';
const t = messagesOf('de-DE');
const base = storeUrl(HOST);
const api = (path: string) => `http://127.0.0.1:${PORT}${path}`;
const headers = { host: `${HOST}:${PORT}` };

const interpolate = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_all, name: string) => values[name]);
/** The catalogue's plural "other" branch for a number of weeks: "alle 4 Wochen". */
const everyWeeks = (weeks: number) => /other \{([^}]*)\}/.exec(t('subscriptions.interval'))![1].replace('#', String(weeks));
/** The German store's date format, DD.MM.YYYY. */
const shown = (day: string) => day.split('-').reverse().join('.');

test('a guest cannot put a subscription into the cart: 400 with the login text, the cart stays empty', async ({ request }) => {
  const cartId = ((await (await request.post(api('/api/cart/create'), { headers })).json()) as { result: string }).result;
  const line = { sku: DEMO_SKUS.subscriptionCoffee, qty: 1, is_subscription: true, product_option: { extension_attributes: { billing_period: { option_value: '3' } } } };
  const refused = await request.post(api(`/api/cart/update?cartId=${cartId}`), { headers, data: { cartItem: line } });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { result: string }).result).toBe(t('subscriptions.errors.loginRequired'));
  const pulled = await request.get(api(`/api/cart/pull?cartId=${cartId}`), { headers });
  expect(((await pulled.json()) as { result: unknown[] }).result).toEqual([]);
});

test('a customer subscribes every 4 weeks, then pauses, reactivates, skips the next delivery and cancels', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `anna.subscription.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'kaffee-im-abo';
  await registerThroughApi(request, HOST, email, password);
  await logIn(page, t, HOST, email, password);

  const subscribe = async (product: Page) => {
    await product.getByLabel(t('product.subscription.interval')).selectOption({ label: everyWeeks(4) });
  };
  const address = { host: HOST, postcode: '20095', city: 'Hamburg' };
  await guestAtReview(page, t, await productPathOn(HOST, DEMO_SKUS.subscriptionCoffee), email, address, true, { onProductPage: subscribe, paymentMethod: 'card' });
  await expect(page.getByRole('radio', { name: t('checkout-ui.paymentMethods.cashondelivery') })).toHaveCount(0);
  await page.getByRole('button', { name: t('checkout-ui.review.placeOrder') }).click();
  // A card order is confirmed once paid: until then the page asks for the payment.
  await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.paymentDue.title') })).toBeVisible();
  await payByTestCard(page, t);
  await expect(page.getByRole('heading', { name: t('checkout-ui.thankYou.confirmed.title') })).toBeVisible();
  const today = calendarDateOf(new Date());
  const next = addDays(today, 28);

  await page.goto(`${base}/customer/subscriptions`);
  const listed = page.getByRole('article').filter({ hasText: everyWeeks(4) });
  await expect(listed.getByText(t('subscriptions.status.active'))).toBeVisible();
  await expect(listed.getByText(shown(next))).toBeVisible();
  await listed.getByRole('link', { name: t('subscriptions.list.details') }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/customer/subscriptions/[0-9]+-1$`));
  await expect(page.getByRole('heading', { name: new RegExp(`^${interpolate(t('subscriptions.detail.number'), { id: '[0-9]+-1' })}$`) })).toBeVisible();

  const status = page.getByTestId('subscription-status');
  const nextDate = page.getByTestId('subscription-next-date');
  await expect(status).toHaveText(t('subscriptions.status.active'));
  await expect(nextDate).toHaveText(shown(next));
  await expect(page.getByText(shown(today))).toBeVisible();
  // On a phone the schedule's labels take at most half the width, so its values keep theirs ("alle 4 Wochen" wrapped beside "Nächstes Bestelldatum").
  await page.setViewportSize({ width: 375, height: 812 });
  const labelsWithin = await page.getByTestId('subscription-interval').evaluate((value) => {
    const list = value.parentElement!.getBoundingClientRect().width;
    return [...value.parentElement!.querySelectorAll('dt')].every((label) => label.getBoundingClientRect().width <= list / 2 + 1);
  });
  expect(labelsWithin).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });
  // The card that paid the first order is kept: the next cycles are charged with it.
  await expect(page.getByTestId('saved-payment-method').getByText('Visa •••• 4242', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: t('subscriptions.actions.pause') }).click();
  await expect(status).toHaveText(t('subscriptions.status.paused'));
  await page.getByRole('button', { name: t('subscriptions.actions.reactivate') }).click();
  await expect(status).toHaveText(t('subscriptions.status.active'));
  await expect(nextDate).toHaveText(shown(next));
  // On a phone every action reads on one line ("Nächste Lieferung überspringen" broke over two).
  await page.setViewportSize({ width: 375, height: 812 });
  const height = async (key: string) => (await page.getByRole('button', { name: t(key) }).boundingBox())?.height;
  expect(await height('subscriptions.actions.skip')).toBe(await height('subscriptions.actions.pause'));
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: t('subscriptions.actions.skip') }).click();
  await expect(nextDate).toHaveText(shown(addDays(next, 28)));
  await page.reload();
  await expect(nextDate).toHaveText(shown(addDays(next, 28)));

  await page.getByRole('button', { name: t('subscriptions.actions.cancel') }).click();
  await expect(page.getByText(t('subscriptions.actions.cancelQuestion'))).toBeVisible();
  await page.getByRole('button', { name: t('subscriptions.actions.cancelConfirm') }).click();
  await expect(status).toHaveText(t('subscriptions.status.cancelled'));
  await page.reload();
  await expect(status).toHaveText(t('subscriptions.status.cancelled'));
  await expect(page.getByRole('button', { name: t('subscriptions.actions.pause') })).toHaveCount(0);
});
