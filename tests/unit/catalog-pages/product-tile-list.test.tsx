/** @jest-environment jsdom */
/**
 * Product tiles hydrated over the server's markup (issue 12): the tile bodies are kept as drawn
 * (no re-render of names, prices, stock), the hearts act at once, and a logged-in customer's
 * prices, asked for all tiles in one call, redraw the tiles with them.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ProductTileList } from '@/components/catalog/ProductTileList';
import { tileView } from '@/lib/catalog/tile-view';
import { loggedIn } from '@/store';
import { renderShop } from '../cart-ui/render-shop';
import { guestPricedProduct, renderListAnswer } from './render-list-answer';

const tiles = [
  // Comparable (a machine's attribute set), so its tile has the compare toggle too.
  tileView(
    { ...guestPricedProduct(41, 'ESPRESSO-1KG', 12.99), name: 'Espresso 1 kg', attribute_set_id: 21, stock: { is_in_stock: true, qty: 5 } },
    { href: '/espresso.html', image: null, position: 0, reviews: { count: 0, average: 0 } },
  ),
  tileView({ ...guestPricedProduct(42, 'LUNGO-1KG', 14.5), name: 'Lungo 1 kg', stock: { is_in_stock: true, qty: 5 } }, { href: '/lungo.html', image: null, position: 1, reviews: { count: 0, average: 0 } }),
];
const list = <ProductTileList tiles={tiles} basePriceTemplate="{price} / {amount} {unit}" className="tiles" />;

/** The server's markup of the list: drawn in full, as a browser mount draws it too. */
function serverMarkup(): HTMLElement {
  const drawn = renderShop(list);
  const container = document.createElement('div');
  container.innerHTML = drawn.container.innerHTML;
  drawn.unmount();
  document.body.append(container);
  return container;
}

const tileNamed = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;
const priceOf = (name: string) => within(tileNamed(name)).getByTestId('price').textContent;

describe('ProductTileList hydrated over the server markup', () => {
  it("keeps each tile's name, price and stock as the server drew them and asks a guest's prices of nobody", () => {
    const container = serverMarkup();
    // Marked, so a browser that rendered the tile's body again would show (and complain about) its own text instead.
    container.querySelector('[data-testid="price"]')!.textContent = '12,99\u00a0€ (server)';
    const shop = renderShop(list, {}, { hydrate: container });
    expect(priceOf('Espresso 1 kg')).toBe('12,99\u00a0€ (server)');
    expect(priceOf('Lungo 1 kg')).toBe('14,50\u00a0€');
    expect(shop.paths()).not.toContain('/api/products/render-list');
  });

  const heartOf = (name: string) => within(tileNamed(name)).getByRole('button', { name: /wishlist/i });
  const compareOf = (name: string) => within(tileNamed(name)).getByRole('button', { name: /compare/i });

  it("puts a hydrated tile's product on the wishlist and off again; the pressed heart keeps the focus", async () => {
    const shop = renderShop(list, {}, { hydrate: serverMarkup() });
    expect(heartOf('Lungo 1 kg')).toHaveAttribute('aria-pressed', 'false');
    heartOf('Lungo 1 kg').focus();
    fireEvent.click(heartOf('Lungo 1 kg'));
    await waitFor(() => expect(heartOf('Lungo 1 kg')).toHaveAttribute('aria-pressed', 'true'));
    expect(document.activeElement).toBe(heartOf('Lungo 1 kg'));
    expect(shop.store.getState().wishlist.items.map((item) => item.sku)).toEqual(['LUNGO-1KG']);
    expect(heartOf('Espresso 1 kg')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heartOf('Lungo 1 kg'));
    await waitFor(() => expect(heartOf('Lungo 1 kg')).toHaveAttribute('aria-pressed', 'false'));
    expect(shop.store.getState().wishlist.items).toEqual([]);
  });

  it("puts a comparable tile's product on the compare list from its kept toggle", async () => {
    const shop = renderShop(list, {}, { hydrate: serverMarkup() });
    fireEvent.click(compareOf('Espresso 1 kg'));
    await waitFor(() => expect(compareOf('Espresso 1 kg')).toHaveAttribute('aria-pressed', 'true'));
    expect(shop.store.getState().compare.items.map((item) => item.id)).toEqual([41]);
    expect(heartOf('Espresso 1 kg')).toHaveAttribute('aria-pressed', 'false');
  });

  it("redraws the tiles with a logged-in customer's prices, asked for all tiles in one call", async () => {
    const asked: string[] = [];
    const shop = renderShop(
      list,
      {
        '/api/products/render-list': ({ url }) => {
          asked.push(url.searchParams.get('skus') ?? '');
          return renderListAnswer([
            { id: 41, gross: 9.99 },
            { id: 42, gross: 11 },
          ]);
        },
      },
      { hydrate: serverMarkup() },
    );
    act(() => void shop.store.dispatch(loggedIn({ token: 'user-1', refreshToken: null })));
    await waitFor(() => expect(priceOf('Espresso 1 kg')).toBe('9,99\u00a0€'));
    expect(priceOf('Lungo 1 kg')).toBe('11,00\u00a0€');
    expect(asked).toEqual(['ESPRESSO-1KG,LUNGO-1KG']);
    expect(screen.getAllByText('In stock')).toHaveLength(2);
  });
});
