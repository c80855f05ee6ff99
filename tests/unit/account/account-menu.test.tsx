/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { ACCOUNT_ROUTES, type AccountPage } from '@/lib/config/account';
import { LOCALES } from '@/lib/config/stores';
import { matchRoute } from '@/lib/routing/route-table';
import { OrdersHistory } from '@/components/account';
import { CoffeeCornerScreen, RecentlyViewedScreen, ReorderScreen, ShippingDetailsScreen } from '@/components/service/AccountServiceScreens';
import { renderShop } from '../cart-ui/render-shop';
import { renderLoggedIn } from './logged-in-shop';

const emptyHistory = () => ({ code: 200, result: { items: [], total_count: 0, page_size: 10, current_page: 1 } });

/** The account menu's links as [label, href], in order. */
function menuLinks(): [string, string | null][] {
  const menu = screen.getByRole('navigation', { name: 'My account' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

describe('the account menu', () => {
  it('links the last account pages (coffee corner, order again, shipping details, recently viewed) with their English labels', async () => {
    renderLoggedIn(<OrdersHistory />, { '/api/user/order-history': emptyHistory });
    await screen.findByRole('navigation', { name: 'My account' });
    const links = menuLinks();
    expect(links).toEqual(expect.arrayContaining([
      ['My Coffee Corner', '/customer/coffee-corner'],
      ['Order again', '/customer/reorder'],
      ['Shipping details', '/customer/shipping-details'],
      ['Recently viewed', '/my-account/recently-viewed'],
    ]));
    // One link per entry of the route list, none twice.
    expect(links.map(([, href]) => href)).toEqual(Object.values(ACCOUNT_ROUTES));
  });

  it.each([
    ['reorder', ReorderScreen, 'Order again'],
    ['shipping details', ShippingDetailsScreen, 'Shipping details'],
    ['coffee corner', CoffeeCornerScreen, 'My Coffee Corner'],
    ['recently viewed', RecentlyViewedScreen, 'Recently viewed'],
  ] as const)('marks the %s entry as the current page on its own page', async (_name, Screen, label) => {
    renderLoggedIn(<Screen />, { '/api/user/recently-viewed': () => ({ code: 200, result: [] }) });
    const menu = await screen.findByRole('navigation', { name: 'My account' });
    const current = within(menu).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('leaves recently viewed open to a visitor, without the account menu', async () => {
    renderShop(<RecentlyViewedScreen />, {});
    expect(await screen.findByRole('heading', { name: 'Recently viewed' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'My account' })).toBeNull();
    expect(screen.queryByText('You need to be logged in to see this page')).toBeNull();
  });

  it('names every entry a route of the route table', () => {
    for (const route of Object.values(ACCOUNT_ROUTES)) expect(matchRoute(route)).not.toBeNull();
  });

  it.each(LOCALES)('has a label for every entry in %s', (locale) => {
    const nav = JSON.parse(readFileSync(path.join(__dirname, `../../../locales/${locale}/account.json`), 'utf8')).nav as Record<string, string>;
    for (const page of Object.keys(ACCOUNT_ROUTES) as AccountPage[]) expect(nav[page]?.trim()).toBeTruthy();
  });
});

describe('the shipping details page', () => {
  const saved = { id: 'a1', type: 'private', firstname: 'Carla', lastname: 'Ecke', street: 'Lindenallee', house_number: '7', postcode: '20095', city: 'Hamburg', countryId: 'DE', default_billing: false, default_shipping: true, used_by_subscription: false };
  const profile = (addresses: unknown[]) => () => ({ code: 200, result: { id: 7, email: 'anna@example.com', firstname: 'Anna', lastname: 'Berg', group_id: 1, addresses } });

  it('shows the default shipping address as the address book keeps it (street and house number apart)', async () => {
    renderLoggedIn(<ShippingDetailsScreen />, { '/api/user/me': profile([{ ...saved, id: 'a0', street: 'Ring', house_number: '3', default_shipping: false }, saved]) });
    const details = await screen.findByTestId('shipping-details');
    expect(await within(details).findByText('Lindenallee 7')).toBeInTheDocument();
    expect(within(details).getByText('20095 Hamburg')).toBeInTheDocument();
    expect(within(details).queryByText('Ring 3')).toBeNull();
  });

  it('says so when there is no default shipping address', async () => {
    renderLoggedIn(<ShippingDetailsScreen />, { '/api/user/me': profile([]) });
    expect(await screen.findByText("You have no default shipping address yet.")).toBeInTheDocument();
  });
});
