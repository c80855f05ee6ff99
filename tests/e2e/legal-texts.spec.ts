/**
 * The legal texts where the law wants them (issue 35), in German and Dutch: terms, right of
 * withdrawal (with the model withdrawal form) and shipping costs are CMS pages of each store,
 * linked in the footer, beside the checkout's consent and from the price note; the German short
 * paths /agb, /widerruf and /versandkosten lead to them instead of a 404.
 */
import { test, expect } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { rawGet, storeUrl } from './support/server';
import { guestAtReview, messagesOf, productPathOn } from './support/guest-checkout';

const VIEWS = [
  { host: 'de.localhost', locale: 'de-DE', postcode: '20095', city: 'Hamburg', withdrawalForm: 'Muster-Widerrufsformular' },
  { host: 'nl.localhost', locale: 'nl-NL', postcode: '1012 AB', city: 'Amsterdam', withdrawalForm: 'Modelformulier voor herroeping' },
];

for (const view of VIEWS) {
  const t = messagesOf(view.locale);

  test(`${view.host}: /agb, /widerruf and /versandkosten lead to the legal pages, which the footer links`, async ({ page }) => {
    for (const [short, target] of [['/agb', '/i/terms'], ['/widerruf', '/i/withdrawal'], ['/versandkosten', '/i/shipping']]) {
      const hop = await rawGet(view.host, short);
      expect(hop.status).toBe(301);
      expect(new URL(hop.location ?? '', storeUrl(view.host)).pathname).toBe(target);
      expect((await rawGet(view.host, target)).status).toBe(200);
    }
    await page.goto(`${storeUrl(view.host)}/widerruf`);
    // The model form is a paragraph of its own, headed by its name.
    await expect(page.getByText(`${view.withdrawalForm}:`)).toBeVisible();
    const footer = page.locator('footer');
    for (const key of ['terms', 'withdrawal', 'shipping']) {
      await expect(footer.getByRole('link', { name: t(`common.footer.${key}`), exact: true })).toHaveAttribute('href', /\/i\/(terms|withdrawal|shipping)$/);
    }
    await expect(footer.getByRole('link', { name: t('common.footer.priceNote') })).toHaveAttribute('href', /\/i\/shipping$/);
  });

  test(`${view.host}: the checkout's consent links the terms, the withdrawal text and the shipping costs; the price note links shipping`, async ({ page }) => {
    const productPath = await productPathOn(view.host, DEMO_SKUS.greenTea);
    await page.goto(`${storeUrl(view.host)}${productPath}`);
    await expect(page.getByRole('link', { name: t('product.price.inclTax'), exact: true })).toHaveAttribute('href', /\/i\/shipping$/);
    await guestAtReview(page, t, productPath, `legal.${view.locale.toLowerCase()}.${Date.now()}@example.com`, view);
    const links = page.getByRole('navigation', { name: t('checkout-ui.review.legalLinks') });
    await expect(links.getByRole('link', { name: t('checkout-ui.review.termsLink') })).toHaveAttribute('href', /\/i\/terms$/);
    await expect(links.getByRole('link', { name: t('checkout-ui.review.withdrawalLink') })).toHaveAttribute('href', /\/i\/withdrawal$/);
    await expect(links.getByRole('link', { name: t('checkout-ui.review.shippingLink') })).toHaveAttribute('href', /\/i\/shipping$/);
  });
}
