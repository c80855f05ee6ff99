/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CreatePasswordScreen, ForgotPasswordScreen, LoginScreen, RegisterScreen } from '@/components/account/auth';
import { loggedIn, userLoaded } from '@/store';
import { messages, renderShop, type Route } from '../cart-ui/render-shop';

const auth = messages.auth;
const validation = messages['checkout-ui'].validation;
const WRONG_PASSWORD = "The password doesn't match this account. Verify the password and try again.";
const EMAIL_TAKEN = 'A customer with this e-mail address already exists. Please log in or reset your password.';

/** The server of a successful login: token, profile, an empty customer cart. */
const loginServer: Record<string, Route> = {
  '/api/user/login': { code: 200, result: 'user-token', meta: { refreshToken: 'refresh' } } as Route,
  '/api/user/me': { code: 200, result: { id: 7, email: 'anna@example.com', firstname: 'Anna', lastname: 'Berg', group_id: 1 } },
  '/api/cart/create': { code: 200, result: 'customer-cart' },
  '/api/cart/pull': { code: 200, result: [] },
  '/api/cart/totals': { code: 200, result: { items: [], total_segments: [] } },
};

function at(url: string) {
  window.history.replaceState(null, '', url);
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(() => at('/'));

describe('the login page', () => {
  async function logInAt(url: string, routes: Record<string, Route> = loginServer) {
    at(url);
    const shop = renderShop(<LoginScreen />, routes);
    type(auth.email, 'anna@example.com');
    type(auth.password, 'kaffee123');
    press(auth.login.submit);
    await waitFor(() => expect(shop.navigate).toHaveBeenCalled());
    return shop;
  }

  it('names the empty fields and calls nothing', async () => {
    const shop = renderShop(<LoginScreen />, loginServer);
    press(auth.login.submit);
    expect(await screen.findAllByText(validation.required)).toHaveLength(2);
    type(auth.email, 'anna@');
    press(auth.login.submit);
    expect(await screen.findByText(validation.invalidEmail)).toBeTruthy();
    expect(shop.paths()).toEqual([]);
  });

  it("shows the server's wrong-password text in the form, and nowhere else", async () => {
    const shop = renderShop(<LoginScreen />, { '/api/user/login': { code: 401, result: WRONG_PASSWORD } });
    type(auth.email, 'anna@example.com');
    type(auth.password, 'falsch');
    press(auth.login.submit);
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG_PASSWORD);
    expect(shop.store.getState().notifications.items).toEqual([]);
    expect(shop.store.getState().session.token).toBeNull();
    expect(shop.navigate).not.toHaveBeenCalled();
  });

  it('logs in and opens the dashboard', async () => {
    const shop = await logInAt('/customer/login');
    expect(shop.navigate).toHaveBeenCalledWith('/customer');
    expect(shop.store.getState().session).toMatchObject({ token: 'user-token', user: { email: 'anna@example.com' } });
    expect(shop.calls.find((c) => c.path === '/api/user/login')?.body).toEqual({ username: 'anna@example.com', password: 'kaffee123' });
  });

  it('goes back to the same-site page named by ?redirect=', async () => {
    const shop = await logInAt('/customer/login?redirect=%2Fcustomer%2Forders%3Fpage%3D2');
    expect(shop.navigate).toHaveBeenCalledWith('/customer/orders?page=2');
  });

  it('never follows ?redirect= to another site', async () => {
    const shop = await logInAt('/customer/login?redirect=%2F%2Fevil.example%2Fphish');
    expect(shop.navigate).toHaveBeenCalledWith('/customer');
  });

  it('links to registration and the forgotten password', () => {
    renderShop(<LoginScreen />);
    expect(screen.getByRole('link', { name: auth.login.toRegister }).getAttribute('href')).toBe('/customer/register');
    expect(screen.getByRole('link', { name: auth.login.forgotPassword }).getAttribute('href')).toBe('/customer/forgot-password');
  });

  it('tells a logged-in customer so, with the account link and log out', async () => {
    const shop = renderShop(<LoginScreen />);
    act(() => {
      shop.store.dispatch(loggedIn({ token: 'user-token', refreshToken: null }));
      shop.store.dispatch(userLoaded({ user: { id: 7, email: 'anna@example.com' }, groupToken: null }));
    });
    expect(screen.getByText('You are logged in as anna@example.com.')).toBeTruthy();
    expect(screen.queryByLabelText(auth.password)).toBeNull();
    expect(screen.getByRole('link', { name: auth.login.toAccount }).getAttribute('href')).toBe('/customer');
    press(auth.login.logOut);
    expect(shop.store.getState().session.token).toBeNull();
    expect(await screen.findByLabelText(auth.password)).toBeTruthy();
  });
});

describe('the register page', () => {
  function fillIn(values: Partial<Record<'firstname' | 'lastname' | 'email' | 'password' | 'repeat', string>> = {}) {
    const v = { firstname: 'Anna', lastname: 'Berg', email: 'anna@example.com', password: 'kaffee123', repeat: 'kaffee123', ...values };
    type(auth.register.firstname, v.firstname);
    type(auth.register.lastname, v.lastname);
    type(auth.email, v.email);
    type(auth.password, v.password);
    type(auth.passwordRepeat, v.repeat);
  }

  it('checks names, password length and repetition and the terms before calling anything', async () => {
    const shop = renderShop(<RegisterScreen />, loginServer);
    fillIn({ firstname: 'A', password: 'kurz', repeat: 'anders' });
    press(auth.register.submit);
    expect(await screen.findByText(validation.nameTooShort)).toBeTruthy();
    expect(screen.getByText(validation.passwordTooShort)).toBeTruthy();
    expect(screen.getByText(validation.passwordsDiffer)).toBeTruthy();
    expect(screen.getByText(validation.termsNotAccepted)).toBeTruthy();
    expect(shop.paths()).toEqual([]);
  });

  it("shows the server's refusal (e-mail taken) in the form", async () => {
    const shop = renderShop(<RegisterScreen />, { ...loginServer, '/api/user/create': { code: 400, result: EMAIL_TAKEN } });
    fillIn();
    fireEvent.click(screen.getByLabelText(auth.register.terms));
    press(auth.register.submit);
    expect((await screen.findByRole('alert')).textContent).toBe(EMAIL_TAKEN);
    expect(shop.paths()).toEqual(['/api/user/create']);
    expect(shop.navigate).not.toHaveBeenCalled();
  });

  it('creates the account, logs it in and opens the dashboard', async () => {
    const customer = { id: 7, email: 'anna@example.com', firstname: 'Anna', lastname: 'Berg' };
    const shop = renderShop(<RegisterScreen />, { ...loginServer, '/api/user/create': { code: 200, result: customer } });
    fillIn({ firstname: ' Anna ' });
    fireEvent.click(screen.getByLabelText(auth.register.terms));
    press(auth.register.submit);
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith('/customer'));
    expect(shop.calls[0]).toEqual({
      path: '/api/user/create',
      body: { customer: { firstname: 'Anna', lastname: 'Berg', email: 'anna@example.com' }, password: 'kaffee123' },
    });
    expect(shop.paths()).toContain('/api/user/login');
    expect(shop.store.getState().session.token).toBe('user-token');
  });
});

describe('the forgot-password page', () => {
  it('gives the same confirmation whatever the server knows', async () => {
    const shop = renderShop(<ForgotPasswordScreen />, { '/api/user/reset-password': { code: 200, result: 'any text' } });
    type(auth.email, 'nobody@example.com');
    press(auth.forgotPassword.submit);
    expect((await screen.findByRole('status')).textContent).toBe(auth.forgotPassword.sent);
    expect(shop.calls).toEqual([{ path: '/api/user/reset-password', body: { email: 'nobody@example.com' } }]);
  });

  it("says offline that the feature needs a connection, with the spec's text", async () => {
    const shop = renderShop(<ForgotPasswordScreen />);
    shop.network.online = false;
    type(auth.email, 'anna@example.com');
    press(auth.forgotPassword.submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Reset password feature does not work while offline!');
    expect(shop.paths()).toEqual([]);
  });

  it('wants a valid e-mail address', async () => {
    const shop = renderShop(<ForgotPasswordScreen />);
    type(auth.email, 'anna');
    press(auth.forgotPassword.submit);
    expect(await screen.findByText(validation.invalidEmail)).toBeTruthy();
    expect(shop.paths()).toEqual([]);
  });
});

describe('the create-password page', () => {
  const TOKEN_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';

  function setPassword(password: string, repeat = password) {
    type(auth.createPassword.newPassword, password);
    type(auth.passwordRepeat, repeat);
    press(auth.createPassword.submit);
  }

  it("sets the new password with the link's e-mail and token, then offers the login", async () => {
    at('/create-password?email=anna%2B1%40example.com&token=tok%2Fen');
    const shop = renderShop(<CreatePasswordScreen />, { '/api/user/create-password': { code: 200, result: 'done' } });
    expect(await screen.findByText('Choose a new password for anna+1@example.com.')).toBeTruthy();
    setPassword('neues-passwort');
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been updated successfully');
    expect(shop.calls).toEqual([
      { path: '/api/user/create-password', body: { email: 'anna+1@example.com', resetToken: 'tok/en', newPassword: 'neues-passwort' } },
    ]);
    expect(screen.getByRole('link', { name: auth.createPassword.toLogin }).getAttribute('href')).toBe('/customer/login');
  });

  it('wants 8 characters typed twice the same before calling', async () => {
    at('/create-password?email=anna%40example.com&token=abc');
    const shop = renderShop(<CreatePasswordScreen />);
    await screen.findByLabelText(auth.createPassword.newPassword);
    setPassword('kurz');
    expect(await screen.findByText(validation.passwordTooShort)).toBeTruthy();
    setPassword('lang-genug-1', 'lang-genug-2');
    expect(await screen.findByText(validation.passwordsDiffer)).toBeTruthy();
    expect(shop.paths()).toEqual([]);
  });

  it("shows a spent token's refusal with the way to a new link", async () => {
    at('/create-password?email=anna%40example.com&token=spent');
    renderShop(<CreatePasswordScreen />, { '/api/user/create-password': { code: 400, result: TOKEN_INVALID } });
    await screen.findByLabelText(auth.createPassword.newPassword);
    setPassword('neues-passwort');
    expect((await screen.findByRole('alert')).textContent).toBe(TOKEN_INVALID);
    expect(screen.getByRole('link', { name: auth.createPassword.requestNew }).getAttribute('href')).toBe('/customer/forgot-password');
  });

  it('refuses a link without its token', async () => {
    at('/create-password?email=anna%40example.com');
    const shop = renderShop(<CreatePasswordScreen />);
    expect((await screen.findByRole('alert')).textContent).toBe(auth.createPassword.invalidLink);
    expect(screen.queryByLabelText(auth.createPassword.newPassword)).toBeNull();
    expect(shop.paths()).toEqual([]);
  });
});
