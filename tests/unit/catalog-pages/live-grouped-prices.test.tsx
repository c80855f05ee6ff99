/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { LivePrice } from '@/components/catalog/LivePrice';
import { livePriceDoc } from '@/lib/catalog/live-price-doc';
import { loggedIn, loggedOut } from '@/store';
import { renderShop, type Route } from '../cart-ui/render-shop';
import { guestPricedProduct, renderListAnswer, renderListFailureLogged, renderListWarnings } from './render-list-answer';

/** Two parts of a grouped tasting set, priced for guests as the server renders them. */
const parts = [guestPricedProduct(51, 'TASTING-LIGHT', 6.49), guestPricedProduct(52, 'TASTING-DARK', 6.99)];

/** The render-list answer for a customer group that pays less for each part. */
const groupPrices = renderListAnswer([
  { id: 51, gross: 5.49 },
  { id: 52, gross: 5.99 },
]);

function renderParts(renderList: Route) {
  return renderShop(
    <ul>
      {parts.map((p) => (
        <li key={p.sku}>
          <LivePrice kind="part" product={livePriceDoc(p)} basePriceTemplate="{price} / {amount} {unit}" />
        </li>
      ))}
    </ul>,
    { '/api/products/render-list': renderList },
  );
}

const shownPrices = () => screen.getAllByTestId('price').map((price) => price.textContent);

describe('grouped product parts: price tiers and tax groups re-run when the user logs in or out', () => {
  it('shows the server guest price of every part to a guest and asks the server nothing', () => {
    const shop = renderParts(groupPrices);
    expect(shownPrices()).toEqual(['6,49\u00a0€', '6,99\u00a0€']);
    expect(shop.paths()).not.toContain('/api/products/render-list');
  });

  it('shows every part at the customer group price once the user is logged in', async () => {
    const shop = renderParts(groupPrices);
    act(() => void shop.store.dispatch(loggedIn({ token: 'user-1', refreshToken: null })));
    await waitFor(() => expect(shownPrices()).toEqual(['5,49\u00a0€', '5,99\u00a0€']));
  });

  it('leaves every part price as it was when the render-list call fails', async () => {
    const warn = renderListWarnings();
    const shop = renderParts('network-failure');
    act(() => void shop.store.dispatch(loggedIn({ token: 'user-1', refreshToken: null })));
    await renderListFailureLogged(warn);
    expect(shownPrices()).toEqual(['6,49\u00a0€', '6,99\u00a0€']);
    warn.mockRestore();
  });

  it('returns every part to the server guest price on logout', async () => {
    const shop = renderParts(groupPrices);
    act(() => void shop.store.dispatch(loggedIn({ token: 'user-1', refreshToken: null })));
    await waitFor(() => expect(shownPrices()).toEqual(['5,49\u00a0€', '5,99\u00a0€']));
    act(() => void shop.store.dispatch(loggedOut({ silent: true })));
    expect(shownPrices()).toEqual(['6,49\u00a0€', '6,99\u00a0€']);
  });
});
