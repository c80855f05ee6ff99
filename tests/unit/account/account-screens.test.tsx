/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AccountDashboard, OrderDetails, OrdersHistory, ProfileEdit } from '@/components/account';
import { loadFirstOrdersPage, loggedOut } from '@/store';
import { renderShop, type Reply, type Route } from '../cart-ui/render-shop';
import { renderLoggedIn, user } from './logged-in-shop';

function order(n: number, status = 'pending') {
  return {
    id: `order-${n}`,
    increment_id: `1000${n}`,
    status,
    created_at: '2026-11-20T10:00:00.000Z',
    payment_method: 'cashondelivery',
    shipping_method: 'flatrate_flatrate',
    grand_total: 10 + n,
    order_currency_code: 'EUR',
    addresses: { shipping: { countryId: 'DE', firstname: 'Anna', lastname: 'Berg', street: ['Hauptstraße', '5'], postcode: '20095', city: 'Hamburg' } },
    totals: { total_segments: [{ code: 'subtotal', value: 10 + n }, { code: 'shipping', value: 0 }, { code: 'grand_total', value: 10 + n }] },
    items: [{ sku: 'ESPRESSO-250', name: 'Espresso 250 g', qty_ordered: 2, price_incl_tax: 5 + n / 2, row_total_incl_tax: 10 + n }],
  };
}

/** A history of `total` orders served 10 a page, newest (highest number) first. */
function history(total: number): (request: { url: URL; body: unknown }) => Reply {
  return ({ url }) => {
    const size = Number(url.searchParams.get('pageSize'));
    const page = Number(url.searchParams.get('currentPage'));
    const numbers = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * size, page * size);
    return { code: 200, result: { items: numbers.map((n) => order(n)), total_count: total, page_size: size, current_page: page } };
  };
}

describe('the account pages for a visitor who is not logged in', () => {
  it('say the page needs a login and link to the login that leads back', async () => {
    const shop = renderShop(<OrdersHistory />, { '/api/user/order-history': history(3) });
    expect(await screen.findByText('You need to be logged in to see this page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/customer/login?redirect=%2Fcustomer%2Forders');
    expect(shop.paths()).not.toContain('/api/user/order-history');
  });
});

describe('the dashboard', () => {
  it('greets the customer by name, shows the e-mail and the last order with its status label and total', async () => {
    renderLoggedIn(<AccountDashboard />, { '/api/user/order-history': history(3) });
    expect(await screen.findByRole('heading', { name: 'Hello Anna Berg!' })).toBeInTheDocument();
    expect(screen.getByText('Your e-mail address: anna@example.com')).toBeInTheDocument();
    const last = (await screen.findByText('Order #10003')).closest('article')!;
    expect(within(last).getByText('Pending')).toBeInTheDocument();
    expect(within(last).getByText('Placed on 20.11.2026')).toBeInTheDocument();
    expect(within(last).getByText('13,00 €')).toBeInTheDocument();
    expect(within(last).getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/customer/orders/order-3');
  });

  it('reorders the last order: the cart takes the answered token and opens', async () => {
    const shop = renderLoggedIn(<AccountDashboard />, {
      '/api/user/order-history': history(1),
      '/api/order/reorder': ({ body }) => ({ code: 200, result: `cart-for-${(body as { id: string }).id}` }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith('/cart'));
    expect(shop.store.getState().cartToken.cartServerToken).toBe('cart-for-order-1');
  });

  it('logs out: the session and the orders are gone and "You\'re logged out" shows', async () => {
    const shop = renderLoggedIn(<AccountDashboard />, { '/api/user/order-history': history(2) });
    await screen.findByText('Order #10002');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText("You're logged out")).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to see this page')).toBeInTheDocument();
    expect(shop.store.getState().session.token).toBeNull();
    expect(shop.store.getState().ordersHistory.items).toEqual([]);
  });
});

describe('the orders history', () => {
  it('lists 10 orders, and "show more" appends the next page', async () => {
    const shop = renderLoggedIn(<OrdersHistory />, { '/api/user/order-history': history(12) });
    await screen.findByText('Order #100012');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('10 of 12 orders')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
    await screen.findByText('Order #10001');
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Order #1000${12 - i}`),
    );
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
    const pages = shop.calls.filter((c) => c.path === '/api/user/order-history');
    expect(pages).toHaveLength(2);
  });

  it('a first page read again replaces the list instead of appending to it', async () => {
    let total = 3;
    const shop = renderLoggedIn(<OrdersHistory />, { '/api/user/order-history': (request) => history(total)(request) });
    await screen.findByText('Order #10003');
    total = 4;
    await act(() => shop.store.dispatch(loadFirstOrdersPage()));
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Order #10004', 'Order #10003', 'Order #10002', 'Order #10001']);
  });

  it('says when the orders could not be read, and reads them on "try again"', async () => {
    let fail = true;
    renderLoggedIn(<OrdersHistory />, { '/api/user/order-history': (request) => (fail ? { code: 500, result: 'down' } : history(1)(request)) });
    expect(await screen.findByText('Your orders could not be loaded. Please try again.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Order #10001')).toBeInTheDocument();
  });
});

describe('the order details', () => {
  it('shows lines, address, methods and totals, and cancels after the confirmation question', async () => {
    const shop = renderLoggedIn(<OrderDetails orderId="order-4" />, {
      '/api/order/data': ({ url }) => ({ code: 200, result: order(Number(url.searchParams.get('id')!.split('-')[1])) }),
      '/api/order/cancel': ({ body }) => ({ code: 200, result: order(Number((body as { id: string }).id.split('-')[1]), 'canceled') }),
    });
    expect(await screen.findByRole('heading', { name: 'Order #10004' })).toBeInTheDocument();
    const line = document.querySelector('[data-sku="ESPRESSO-250"]') as HTMLElement;
    expect(within(line).getByText('Espresso 250 g')).toBeInTheDocument();
    expect(within(line).getByText('7,00 €')).toBeInTheDocument();
    expect(screen.getByText('Shipping address').parentElement).toHaveTextContent('Anna BergHauptstraße 520095 Hamburg, Germany');
    expect(screen.getByText('Standard delivery')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
    expect(document.querySelector('[data-segment="grand_total"]')).toHaveTextContent('14,00 €');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByText('Do you really want to cancel this order?')).toBeInTheDocument();
    expect(shop.paths()).not.toContain('/api/order/cancel');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByText('Canceled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('offers no cancelling for an order the server no longer cancels', async () => {
    renderLoggedIn(<OrderDetails orderId="order-5" />, { '/api/order/data': { code: 200, result: order(5, 'processing') } });
    expect(await screen.findByText('Processing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('shows per line what was ordered and cancelled after a partial cancellation, and the beans it took back', async () => {
    const partly = {
      ...order(6, 'processing'),
      items: [
        { sku: 'ESPRESSO-250', name: 'Espresso 250 g', qty_ordered: 2, qty_canceled: 1, price_incl_tax: 10, row_total_incl_tax: 20 },
        { sku: 'MUG', name: 'Mug', qty_ordered: 1, qty_canceled: 0, price_incl_tax: 9.99, row_total_incl_tax: 9.99 },
      ],
      beans: { earned: 69, taken_back: 30, standing: 39, adjustments: [{ type: 'order_refund_from_pending', amount: -30, created_at: '2026-03-03T10:00:00.000Z' }] },
    };
    renderLoggedIn(<OrderDetails orderId="order-6" />, { '/api/order/data': { code: 200, result: partly } });
    expect(await screen.findByText('Part of this order has been cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Ordered' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Cancelled' })).toBeInTheDocument();
    const cells = (sku: string) => {
      const row = document.querySelector(`[data-sku="${sku}"]`) as HTMLElement;
      return [within(row).getByTestId('qty-ordered').textContent, within(row).getByTestId('qty-canceled').textContent];
    };
    expect(cells('ESPRESSO-250')).toEqual(['2', '1']);
    expect(cells('MUG')).toEqual(['1', '0']);
    const beans = screen.getByTestId('order-beans');
    expect(within(beans).getByText('Earned with this order: 69 beans')).toBeInTheDocument();
    expect(within(beans).getByText('Partial cancellation on 03.03.2026: -30 beans')).toBeInTheDocument();
    expect(within(beans).getByText('This order still counts for 39 beans.')).toBeInTheDocument();
  });

  it('shows no cancelled column and no beans for an order without them', async () => {
    renderLoggedIn(<OrderDetails orderId="order-7" />, { '/api/order/data': { code: 200, result: order(7, 'processing') } });
    expect(await screen.findByRole('columnheader', { name: 'Qty' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Cancelled' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-beans')).not.toBeInTheDocument();
  });

  it('says so when the order is not the customer\'s', async () => {
    renderLoggedIn(<OrderDetails orderId="other" />, { '/api/order/data': { code: 404, result: 'Order not found' } });
    expect(await screen.findByText('This order could not be found.')).toBeInTheDocument();
  });
});

describe('the profile page', () => {
  const field = (label: string) => screen.getByLabelText(label, { exact: true });

  it('checks the names and the e-mail address before sending', async () => {
    const shop = renderLoggedIn(<ProfileEdit />);
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'A' } });
    fireEvent.change(field('E-mail address'), { target: { value: 'anna@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(shop.paths()).not.toContain('/api/user/me');
  });

  it('saves the profile: the spec\'s notice, and the session holds the new name', async () => {
    const shop = renderLoggedIn(<ProfileEdit />, {
      '/api/user/me': ({ body }) => ({ code: 200, result: { ...user, ...(body as { customer: object }).customer } }),
    });
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Anne ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account data has successfully been updated')).toBeInTheDocument();
    expect(shop.calls.find((c) => c.path === '/api/user/me')?.body).toEqual({ customer: { firstname: 'Anne', lastname: 'Berg', email: 'anna@example.com' } });
    expect(shop.store.getState().session.user?.firstname).toBe('Anne');
  });

  it('a refused profile update shows the spec\'s failure text', async () => {
    renderLoggedIn(<ProfileEdit />, { '/api/user/me': { code: 400, result: 'A customer with this e-mail address already exists.' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong. Please try again or contact our support.')).toBeInTheDocument();
  });

  async function fillPasswords(current: string, next: string, repeat = next) {
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: current } });
    fireEvent.change(field('New password'), { target: { value: next } });
    fireEvent.change(field('Repeat password'), { target: { value: repeat } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('refuses a short or differently repeated new password without a call', async () => {
    const shop = renderLoggedIn(<ProfileEdit />);
    await fillPasswords('old-password', 'short', 'other');
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(shop.paths()).not.toContain('/api/user/change-password');
  });

  it('refuses the change offline with the spec\'s text', async () => {
    const shop = renderLoggedIn(<ProfileEdit />);
    shop.network.online = false;
    await fillPasswords('old-password', 'new-password-1');
    expect(await screen.findByText('Reset password feature does not work while offline!')).toBeInTheDocument();
    expect(shop.paths()).not.toContain('/api/user/change-password');
  });

  it('shows the server\'s text for a wrong current password', async () => {
    renderLoggedIn(<ProfileEdit />, { '/api/user/change-password': { code: 400, result: 'Current password does not match the customer' } });
    await fillPasswords('wrong-password', 'new-password-1');
    expect(await screen.findByText('Current password does not match the customer')).toBeInTheDocument();
  });

  it('changes the password, says so and logs in again with the new one', async () => {
    const shop = renderLoggedIn(<ProfileEdit />, {
      '/api/user/change-password': { code: 200, result: 'Your password has been updated successfully' },
      '/api/user/login': { code: 200, result: 'token-2', meta: { refreshToken: 'refresh-2' } } as Route,
      '/api/user/me': { code: 200, result: user },
      '/api/cart/create': { code: 200, result: 'cart-1' },
      '/api/cart/pull': { code: 200, result: [] },
      '/api/cart/totals': { code: 200, result: { total_segments: [] } },
    });
    await fillPasswords('old-password', 'new-password-1');
    expect(await screen.findByText('Your password has been updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(shop.store.getState().session.token).toBe('token-2'));
    expect(shop.calls.find((c) => c.path === '/api/user/login')?.body).toEqual({ username: 'anna@example.com', password: 'new-password-1' });
    expect(shop.calls.find((c) => c.path === '/api/user/change-password')?.body).toEqual({ currentPassword: 'old-password', newPassword: 'new-password-1' });
    expect(field('Current password')).toHaveValue('');
  });

  it('stays logged out when the customer logs out while the new login is on its way', async () => {
    let answerLogin: () => void = () => undefined;
    const loginAnswered = new Promise<void>((resolve) => (answerLogin = resolve));
    const shop = renderLoggedIn(<ProfileEdit />, {
      '/api/user/change-password': { code: 200, result: 'Your password has been updated successfully' },
      '/api/user/login': async () => (await loginAnswered, { code: 200, result: 'token-2', meta: { refreshToken: 'refresh-2' } } as Reply),
      '/api/user/me': { code: 200, result: user },
      '/api/cart/create': { code: 200, result: 'cart-1' },
      '/api/cart/pull': { code: 200, result: [] },
      '/api/cart/totals': { code: 200, result: { total_segments: [] } },
    });
    await fillPasswords('old-password', 'new-password-1');
    await waitFor(() => expect(shop.paths()).toContain('/api/user/login'));
    act(() => void shop.store.dispatch(loggedOut({ silent: false })));
    await act(async () => answerLogin());
    await waitFor(() => expect(screen.getByText('Your password has been updated successfully')).toBeInTheDocument());
    expect(shop.store.getState().session.token).toBeNull();
    expect(shop.store.getState().session.user).toBeNull();
    expect(shop.paths()).not.toContain('/api/user/me');
  });
});
