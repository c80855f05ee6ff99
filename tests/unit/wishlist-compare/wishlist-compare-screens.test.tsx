/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ComparePage, ComparePanel, CompareToggle } from '@/components/compare';
import { CustomerWishlist, WishlistHeaderLink, WishlistPage, WishlistToggle } from '@/components/wishlist';
import { Notifications } from '@/components/notifications';
import { compareToggled, loggedIn, wishlistItemAdded } from '@/store';
import { renderShop, type Reply } from '../cart-ui/render-shop';

const products = [
  { id: 1, sku: 'ESPRESSO-250', type_id: 'simple', name: 'Espresso 250 g', url_path: 'espresso-250-1', image: '/catalog/coffee.svg', attribute_set_id: 9 },
  { id: 2, sku: 'BARISTA-PRO', type_id: 'configurable', name: 'Barista Pro', url_path: 'barista-pro-2', attribute_set_id: 21, boiler_type: 10, water_tank: 18 },
  { id: 3, sku: 'CREMA-ONE', type_id: 'simple', name: 'Crema One', url_path: 'crema-one-3', attribute_set_id: 21, boiler_type: 11, water_tank: 18 },
];
const attributes = [
  { attribute_id: 1, attribute_code: 'boiler_type', frontend_label: 'Boiler', frontend_input: 'select', is_visible_on_front: true, frontend_order: 1, options: [{ value: 10, label: 'Thermoblock' }, { value: 11, label: 'Dual boiler' }] },
  { attribute_id: 2, attribute_code: 'water_tank', frontend_label: 'Water tank', frontend_input: 'decimal', is_visible_on_front: true, frontend_order: 2 },
];

/** `/api/catalog` answering products by sku or id and attributes by code, as the filter asks. */
function catalog({ url }: { url: URL }): Reply {
  const request = JSON.parse(url.searchParams.get('request')!) as { type: string; searchQuery: { filters: { field: string; value: unknown[] }[] } };
  const [filter] = request.searchQuery.filters;
  const source: Record<string, unknown>[] = request.type === 'attribute' ? attributes : products;
  return { code: 200, result: { items: source.filter((doc) => filter.value.includes(doc[filter.field])) } };
}

function prices({ url }: { url: URL }): Reply {
  const skus = url.searchParams.get('skus')!.split(',');
  return { code: 200, result: { items: skus.map((sku, i) => ({ id: i, sku, price_info: { final_price: 10 + i, regular_price: 10 + i } })) } };
}

const routes = { '/api/catalog': catalog, '/api/products/render-list': prices };
const listed = (sku: string, id: number) => wishlistItemAdded({ id, sku, qty: 1 });
const compared = (index: number) => compareToggled({ id: products[index].id, parentId: null, sku: products[index].sku, name: products[index].name, attribute_set_id: 21 });

describe('the wishlist toggle', () => {
  it('is a button with a translated label whose aria-pressed and name follow the list', () => {
    const shop = renderShop(<WishlistToggle product={{ id: 1, sku: 'ESPRESSO-250' }} />);
    const heart = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('On your wishlist');
    expect(shop.store.getState().wishlist.items).toEqual([{ id: 1, sku: 'ESPRESSO-250', qty: 1 }]);
    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(shop.store.getState().wishlist.items).toEqual([]);
  });
});

describe('the header link', () => {
  it('leads to the wishlist and counts what it holds', () => {
    const shop = renderShop(<WishlistHeaderLink href="/de/wishlist" />);
    const link = screen.getByRole('link', { name: 'Wishlist, no products' });
    expect(link).toHaveAttribute('href', '/de/wishlist');
    act(() => {
      shop.store.dispatch(wishlistItemAdded({ id: 1, sku: 'ESPRESSO-250', qty: 1 }));
      shop.store.dispatch(wishlistItemAdded({ id: 2, sku: 'LUNGO-500', qty: 1 }));
    });
    expect(screen.getByRole('link', { name: /^Wishlist, 2 products/ })).toBe(link);
  });

  it('hydrates over the markup the server drew from the landing state and shows a kept count right after, without a mismatch', () => {
    const drawn = renderShop(<WishlistHeaderLink href="/de/wishlist" />);
    const container = document.createElement('div');
    container.innerHTML = drawn.container.innerHTML;
    drawn.unmount();
    document.body.append(container);
    const recoverableErrors = jest.fn();
    renderShop(<WishlistHeaderLink href="/de/wishlist" />, {}, {
      hydrate: container,
      // An earlier visit's wishlist, back before the page hydrates (a route that starts the runtime at once).
      stored: (store) => [listed('ESPRESSO-250', 1), listed('LUNGO-500', 2)].forEach((action) => store.dispatch(action)),
      onRecoverableError: recoverableErrors,
    });
    expect(screen.getByRole('link', { name: /^Wishlist, 2 products/ })).toBeInTheDocument();
    expect(recoverableErrors).not.toHaveBeenCalled();
    container.remove();
  });
});

describe('the wishlist page', () => {
  it('lists image, name linked to the product, price in the store format, add to cart and remove', async () => {
    const shop = renderShop(<WishlistPage />, routes);
    act(() => {
      shop.store.dispatch(listed('ESPRESSO-250', 1));
      shop.store.dispatch(listed('BARISTA-PRO', 2));
    });
    const lines = await screen.findAllByTestId('wishlist-item');
    expect(lines).toHaveLength(2);
    const espresso = lines[0];
    expect(within(espresso).getByRole('link', { name: 'Espresso 250 g' })).toHaveAttribute('href', '/espresso-250-1');
    expect(within(espresso).getByText('10,00 €')).toBeInTheDocument();
    expect(espresso.querySelector('img')).toHaveAttribute('src', '/catalog/coffee.svg');
    expect(within(espresso).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    // A configurable needs a choice: its page instead of the cart.
    expect(within(lines[1]).getByRole('link', { name: 'Choose options' })).toHaveAttribute('href', '/barista-pro-2');

    fireEvent.click(within(espresso).getByRole('button', { name: 'Remove Espresso 250 g from the wishlist' }));
    await waitFor(() => expect(screen.getAllByTestId('wishlist-item')).toHaveLength(1));
    expect(shop.store.getState().wishlist.items.map((i) => i.sku)).toEqual(['BARISTA-PRO']);
  });

  it('shows the empty state with a way back to the shop', async () => {
    renderShop(<WishlistPage />, routes);
    expect(await screen.findByText('Your wishlist is empty. Tap the heart on a product to keep it here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover products' })).toHaveAttribute('href', '/');
  });

  it('in the account area needs a login, then shows the list under the account menu', async () => {
    const shop = renderShop(<CustomerWishlist />, { ...routes, '/api/wishlist/pull': { code: 200, result: [] } });
    expect(await screen.findByText('You need to be logged in to see this page')).toBeInTheDocument();
    act(() => {
      shop.store.dispatch(loggedIn({ token: 'token-1', refreshToken: null }));
      shop.store.dispatch(listed('ESPRESSO-250', 1));
    });
    expect(await screen.findByRole('link', { name: 'Espresso 250 g' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My wishlist' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('compare', () => {
  it('the toggle warns with the spec text at the 5th product of a group', async () => {
    const shop = renderShop(
      <>
        <CompareToggle product={{ id: 9, parentId: null, sku: 'M-9', name: 'Fifth', attribute_set_id: 21 }} />
        <Notifications />
      </>,
    );
    act(() => {
      for (const id of [1, 2, 3, 4]) shop.store.dispatch(compareToggled({ id, parentId: null, sku: `M-${id}`, name: `M ${id}`, attribute_set_id: 21 }));
    });
    const toggle = screen.getByRole('button', { name: 'Compare' });
    fireEvent.click(toggle);
    expect(await screen.findByText('You can compare a maximum of 4 items from a product group.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('the panel shows the count and links to /compare, and is gone while nothing is compared', () => {
    const shop = renderShop(<ComparePanel />);
    expect(screen.queryByTestId('compare-panel')).toBeNull();
    act(() => {
      shop.store.dispatch(compared(1));
      shop.store.dispatch(compared(2));
    });
    expect(screen.getByText('2 products to compare')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare now' })).toHaveAttribute('href', '/compare');
  });

  it('the page shows the products side by side, only the differences on request, and removes a product', async () => {
    const shop = renderShop(<ComparePage />, routes);
    act(() => {
      shop.store.dispatch(compared(1));
      shop.store.dispatch(compared(2));
    });
    const table = await screen.findByRole('table', { name: 'Fully automatic coffee machines (2)' });
    expect(within(table).getByRole('columnheader', { name: /Barista Pro/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Boiler Thermoblock Dual boiler' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Water tank 18 18' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Only differences' }));
    expect(within(table).queryByRole('row', { name: /Water tank/ })).toBeNull();
    expect(within(table).getByRole('row', { name: /Boiler/ })).toBeInTheDocument();

    fireEvent.click(within(table).getByRole('button', { name: 'Remove Barista Pro from the comparison' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Barista Pro')).toBeNull());
    expect(shop.store.getState().compare.items.map((i) => i.id)).toEqual([3]);
  });

  it('the page says so when nothing is compared', async () => {
    renderShop(<ComparePage />, routes);
    expect(await screen.findByText('You have not added any products to compare yet.')).toBeInTheDocument();
  });
});
