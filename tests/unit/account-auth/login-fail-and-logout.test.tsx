/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginScreen } from '@/components/account/auth';
import { CheckoutLogin } from '@/components/checkout/CheckoutLogin';
import { Notifications } from '@/components/notifications';
import { AccountDashboard } from '@/components/account';
import { loggedIn, userLoaded } from '@/store';
import { messages, renderShop, type Route } from '../cart-ui/render-shop';

const auth = messages.auth;
const checkoutLogin = messages['checkout-ui'].login;
const WRONG_PASSWORD = "The password doesn't match this account. Verify the password and try again.";

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const loginFails = () => (window.dataLayer ?? []).filter((event) => (event as { event: string }).event === 'login_fail');

beforeEach(() => {
  delete window.dataLayer;
});

describe('a failed login is tracked as login_fail with the translated error (spec 02 §4, §8)', () => {
  async function logInOnLoginPage(routes: Record<string, Route>) {
    const shop = renderShop(<LoginScreen />, routes);
    type(auth.email, 'anna@example.com');
    type(auth.password, 'falsch');
    fireEvent.click(screen.getByRole('button', { name: auth.login.submit }));
    await screen.findByRole('alert');
    return shop;
  }

  it("on the login page, with the server's wrong-password text", async () => {
    await logInOnLoginPage({ '/api/user/login': { code: 401, result: WRONG_PASSWORD } });
    expect(loginFails()).toEqual([{ event: 'login_fail', error: WRONG_PASSWORD }]);
  });

  it('on the login page without a connection, with the translated connection error', async () => {
    await logInOnLoginPage({ '/api/user/login': 'network-failure' });
    const [tracked] = loginFails() as { error: string }[];
    expect(tracked.error).toBe(screen.getByRole('alert').textContent);
    expect(tracked.error).not.toMatch(/^[a-z]+\.[A-Za-z]+$/);
  });

  it("on the checkout's login, where the refusal shows in the form", async () => {
    const shop = renderShop(<CheckoutLogin />, { '/api/user/login': { code: 401, result: WRONG_PASSWORD } });
    type(checkoutLogin.email, 'anna@example.com');
    type(checkoutLogin.password, 'falsch');
    fireEvent.click(screen.getByRole('button', { name: checkoutLogin.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG_PASSWORD);
    expect(loginFails()).toEqual([{ event: 'login_fail', error: WRONG_PASSWORD }]);
    expect(shop.navigate).not.toHaveBeenCalled();
  });

  it('not when the login succeeds', async () => {
    const shop = renderShop(<LoginScreen />, {
      '/api/user/login': { code: 200, result: 'user-token', meta: { refreshToken: 'refresh' } } as Route,
      '/api/user/me': { code: 200, result: { id: 7, email: 'anna@example.com', firstname: 'Anna', lastname: 'Berg', group_id: 1 } },
      '/api/cart/create': { code: 200, result: 'customer-cart' },
      '/api/cart/pull': { code: 200, result: [] },
      '/api/cart/totals': { code: 200, result: { items: [], total_segments: [] } },
    });
    type(auth.email, 'anna@example.com');
    type(auth.password, 'kaffee123');
    fireEvent.click(screen.getByRole('button', { name: auth.login.submit }));
    await waitFor(() => expect(shop.navigate).toHaveBeenCalled());
    expect(loginFails()).toEqual([]);
  });
});

describe('logout revokes the refresh token on the server (spec 02 §4)', () => {
  function renderLoggedIn(logoutReply: Route) {
    const shop = renderShop(
      <>
        <AccountDashboard />
        <Notifications />
      </>,
      { '/api/user/order-history': { code: 200, result: { items: [], total_count: 0, page_size: 10, current_page: 1 } }, '/api/user/logout': logoutReply },
    );
    act(() => {
      shop.store.dispatch(loggedIn({ token: 'token-1', refreshToken: 'refresh-1' }));
      shop.store.dispatch(userLoaded({ user: { id: 7, email: 'anna@example.com', firstname: 'Anna', lastname: 'Berg', group_id: 1 }, groupToken: null }));
    });
    return shop;
  }

  it('sends the refresh token, and says "You\'re logged out" without waiting for the answer', async () => {
    const shop = renderLoggedIn(() => new Promise<never>(() => undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText("You're logged out")).toBeInTheDocument();
    expect(shop.requests.filter((c) => c.path === '/api/user/logout')).toEqual([{ path: '/api/user/logout', method: 'POST', body: { refreshToken: 'refresh-1' } }]);
  });

  it('logs out offline all the same, with nothing shown about the unsent call', async () => {
    const shop = renderLoggedIn({ code: 200, result: true });
    await screen.findByRole('button', { name: 'Log out' });
    shop.network.online = false;
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText("You're logged out")).toBeInTheDocument();
    expect(shop.store.getState().session.refreshToken).toBeNull();
    expect(shop.store.getState().notifications.items.map((n) => n.type)).toEqual(['success']);
  });
});
