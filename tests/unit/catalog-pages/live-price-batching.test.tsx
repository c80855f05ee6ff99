/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { LivePrice } from '@/components/catalog/LivePrice';
import { livePriceDoc } from '@/lib/catalog/live-price-doc';
import { loggedIn, loggedOut } from '@/store';
import { renderShop, type Route } from '../cart-ui/render-shop';
import { guestPricedProduct, renderListAnswer, renderListWarnings } from './render-list-answer';

/** A category page of 24 coffees, the n-th priced for guests at 10 + n gross. */
const tiles = Array.from({ length: 24 }, (_, i) => guestPricedProduct(i + 1, `COFFEE-${i + 1}`, 10 + i + 1));

/** The customer's group pays one euro less for each coffee it is asked about. */
const groupPrices: Route = ({ url }) => {
  const skus = (url.searchParams.get('skus') ?? '').split(',');
  return renderListAnswer(tiles.filter((t) => skus.includes(t.sku)).map((t) => ({ id: t.id, gross: t.price_incl_tax! - 1 })));
};

function renderCategory(renderList: Route) {
  const asked: string[][] = [];
  const shop = renderShop(
    <ul>
      {tiles.map((tile) => (
        <li key={tile.sku}>
          <LivePrice kind="tile" product={livePriceDoc(tile)} basePriceTemplate="{price} / {amount} {unit}" />
        </li>
      ))}
    </ul>,
    {
      '/api/products/render-list': (request) => {
        asked.push((request.url.searchParams.get('skus') ?? '').split(','));
        return typeof renderList === 'function' ? renderList(request) : renderList;
      },
    },
  );
  return { shop, asked };
}

const euros = (amount: number) => `${amount},00\u00a0€`;
const guestShown = tiles.map((t) => euros(t.price_incl_tax!));
const groupShown = tiles.map((t) => euros(t.price_incl_tax! - 1));
const shownPrices = () => screen.getAllByTestId('price').map((price) => price.textContent);
const logIn = (shop: ReturnType<typeof renderShop>, token: string) => act(() => void shop.store.dispatch(loggedIn({ token, refreshToken: null })));

describe('live prices of a page re-price for the customer group in one render-list call', () => {
  it('prices 24 tiles with one call for all their skus, each tile at its own price', async () => {
    const { shop, asked } = renderCategory(groupPrices);
    logIn(shop, 'user-1');
    await waitFor(() => expect(shownPrices()).toEqual(groupShown));
    expect(asked).toEqual([tiles.map((t) => t.sku)]);
  });

  it('leaves all 24 tiles at the guest price after one failed call, and logs it', async () => {
    const warn = renderListWarnings();
    const { shop, asked } = renderCategory('network-failure');
    logIn(shop, 'user-1');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('render-list call failed', expect.objectContaining({ skus: tiles.map((t) => t.sku) })));
    expect(shownPrices()).toEqual(guestShown);
    expect(asked).toHaveLength(1);
    warn.mockRestore();
  });

  it('returns to the guest prices on logout and asks once more for the next login', async () => {
    const { shop, asked } = renderCategory(groupPrices);
    logIn(shop, 'user-1');
    await waitFor(() => expect(shownPrices()).toEqual(groupShown));
    act(() => void shop.store.dispatch(loggedOut({ silent: true })));
    expect(shownPrices()).toEqual(guestShown);
    logIn(shop, 'user-2');
    await waitFor(() => expect(shownPrices()).toEqual(groupShown));
    expect(asked).toHaveLength(2);
  });
});
