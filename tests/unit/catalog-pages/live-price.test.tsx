/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { LivePrice } from '@/components/catalog/LivePrice';
import { livePriceDoc } from '@/lib/catalog/live-price-doc';
import type { Product } from '@/lib/catalog';
import { loggedIn, loggedOut } from '@/store';
import { renderShop, type Route } from '../cart-ui/render-shop';
import { renderListAnswer, renderListFailureLogged, renderListWarnings } from './render-list-answer';

/** A coffee priced for guests as the server renders it: 12.99 gross. */
const guestPriced: Product = {
  id: 41,
  sku: 'ESPRESSO-1KG',
  type_id: 'simple',
  price: 10.92,
  price_tax: 2.07,
  price_incl_tax: 12.99,
  original_price: 10.92,
  original_price_tax: 2.07,
  original_price_incl_tax: 12.99,
  description: 'kept on the server',
};

/** The render-list answer for a customer group that pays 9.99 gross. */
const groupPrices = renderListAnswer([{ id: 41, gross: 9.99, net: 8.39 }]);

function renderPrice(renderList: Route) {
  return renderShop(<LivePrice kind="detail" product={livePriceDoc(guestPriced)} basePriceTemplate="{price} / {amount} {unit}" />, {
    '/api/products/render-list': renderList,
  });
}

const shownPrice = () => screen.getByTestId('price').textContent;

describe('LivePrice: price tiers and tax groups re-run when the user logs in or out', () => {
  it('shows the server guest price to a guest and asks the server nothing', () => {
    const shop = renderPrice(groupPrices);
    expect(shownPrice()).toBe('12,99\u00a0€');
    expect(shop.paths()).not.toContain('/api/products/render-list');
  });

  it('shows the customer group price from the render-list call once the user is logged in', async () => {
    const skus: string[] = [];
    const shop = renderPrice(({ url }) => {
      skus.push(url.searchParams.get('skus') ?? '');
      return groupPrices;
    });
    act(() => void shop.store.dispatch(loggedIn({ token: 'user-1', refreshToken: null })));
    await waitFor(() => expect(shownPrice()).toBe('9,99\u00a0€'));
    expect(skus).toEqual(['ESPRESSO-1KG']);
  });

  it('leaves the price as it was when the render-list call fails', async () => {
    const warn = renderListWarnings();
    const shop = renderPrice('network-failure');
    act(() => void shop.store.dispatch(loggedIn({ token: 'user-1', refreshToken: null })));
    await renderListFailureLogged(warn);
    expect(shownPrice()).toBe('12,99\u00a0€');
    warn.mockRestore();
  });

  it('returns to the server guest price on logout', async () => {
    const shop = renderPrice(groupPrices);
    act(() => void shop.store.dispatch(loggedIn({ token: 'user-1', refreshToken: null })));
    await waitFor(() => expect(shownPrice()).toBe('9,99\u00a0€'));
    act(() => void shop.store.dispatch(loggedOut({ silent: true })));
    expect(shownPrice()).toBe('12,99\u00a0€');
  });

  it('prices a configured product under the id of its chosen child and ships no texts or children to the browser', () => {
    const child = { ...guestPriced, id: 42, sku: 'ESPRESSO-1KG-BEANS' };
    const configured: Product = { ...guestPriced, type_id: 'configurable', sku: child.sku, selectedVariant: child, configurable_children: [child] };
    const doc = livePriceDoc(configured);
    expect(doc).toMatchObject({ id: 42, sku: 'ESPRESSO-1KG-BEANS', type_id: 'configurable', price_incl_tax: 12.99 });
    expect(doc).not.toHaveProperty('description');
    expect(doc).not.toHaveProperty('configurable_children');
  });
});
