/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { LiveTierPrices } from '@/components/catalog/LiveTierPrices';
import { livePriceDoc } from '@/lib/catalog/live-price-doc';
import { tierOffers } from '@/lib/catalog/tier-offers';
import { applyPrices, type PricingContext, type Product, type TaxRule } from '@/lib/catalog';
import { ALL_CUSTOMER_GROUPS_ID, CUSTOMER_GROUP_DEFAULTS } from '@/lib/config/catalog';
import { loggedIn, loggedOut, userLoaded } from '@/store';
import { renderShop, type Route } from '../cart-ui/render-shop';
import { renderListAnswer, renderListFailureLogged, renderListWarnings } from './render-list-answer';

const RETAILER_GROUP = 4;
const taxRules: TaxRule[] = [{ product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ rate: 19, tax_country_id: 'DE' }] }];

/** A coffee at 10.92 net; from 3 items everybody pays 10.00 net, retailers 8.00. */
const source: Product = {
  id: 41,
  sku: 'ESPRESSO-1KG',
  type_id: 'simple',
  tax_class_id: 2,
  price: 10.92,
  tier_prices: [
    { qty: 3, value: 10, customer_group_id: ALL_CUSTOMER_GROUPS_ID },
    { qty: 3, value: 8, customer_group_id: RETAILER_GROUP },
  ],
};

/** What the product page renders for guests. */
const guestPricing: PricingContext = { taxRules, country: 'DE', customerGroupId: CUSTOMER_GROUP_DEFAULTS.defaultGroupId, now: new Date() };
const guestPriced = applyPrices(source, guestPricing);
const guestTiers = tierOffers(guestPriced, guestPricing);

/** The render-list answer for the retailer: 9.99 gross, 8.39 net each. */
const groupPrices = renderListAnswer([{ id: 41, gross: 9.99, net: 8.39 }]);

function renderTiers(renderList: Route) {
  return renderShop(<LiveTierPrices product={livePriceDoc(guestPriced)} tiers={guestTiers} taxRules={taxRules} country="DE" />, {
    '/api/products/render-list': renderList,
  });
}

const shownTiers = () => screen.getByTestId('tier-prices').textContent;

function logInRetailer(shop: ReturnType<typeof renderTiers>) {
  act(() => {
    shop.store.dispatch(loggedIn({ token: 'user-1', refreshToken: null }));
    shop.store.dispatch(userLoaded({ user: { id: 1, email: 'shop@example.com', group_id: RETAILER_GROUP }, groupToken: null }));
  });
}

describe('LiveTierPrices: price tiers and tax groups re-run when the user logs in or out', () => {
  it('shows the server guest tiers to a guest and asks the server nothing', () => {
    const shop = renderTiers(groupPrices);
    expect(shownTiers()).toBe('From 3 items: 11,90\u00a0€ each');
    expect(shop.paths()).not.toContain('/api/products/render-list');
  });

  it("shows the customer group's tier prices once the user is logged in", async () => {
    const shop = renderTiers(groupPrices);
    logInRetailer(shop);
    await waitFor(() => expect(shownTiers()).toBe('From 3 items: 9,52\u00a0€ each'));
    expect(shop.paths().filter((path) => path === '/api/products/render-list')).toHaveLength(1);
  });

  it('leaves the tiers as they were when the render-list call fails', async () => {
    const warn = renderListWarnings();
    const shop = renderTiers('network-failure');
    logInRetailer(shop);
    await renderListFailureLogged(warn);
    expect(shownTiers()).toBe('From 3 items: 11,90\u00a0€ each');
    warn.mockRestore();
  });

  it('returns to the server guest tiers on logout', async () => {
    const shop = renderTiers(groupPrices);
    logInRetailer(shop);
    await waitFor(() => expect(shownTiers()).toBe('From 3 items: 9,52\u00a0€ each'));
    act(() => void shop.store.dispatch(loggedOut({ silent: true })));
    expect(shownTiers()).toBe('From 3 items: 11,90\u00a0€ each');
  });
});
