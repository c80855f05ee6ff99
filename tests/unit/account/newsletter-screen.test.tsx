/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { NewsletterSettings } from '@/components/account';
import { loggedIn, userLoaded } from '@/store';
import { messages, renderShop, type Route } from '../cart-ui/render-shop';

const t = messages.newsletter as Record<string, string>;
const EMAIL = 'anna@example.com';
const NEWSLETTER = '/api/ext/mailchimp-subscribe/subscribe';
const PREFERENCES = '/api/user/contact-preferences';
const DUPLICATE = 'This e-mail address is already registered for our newsletter. If you have questions, please contact our customer service.';
const NONE = { email: false, postal: false, whatsapp: false };

/** A newsletter server: the subscribed flag and stored preferences, and the answers to changes. */
function server(state: { subscribed: boolean; preferences?: typeof NONE; subscribeAnswer?: { code: number; result: unknown } }): Record<string, Route> {
  let preferences = state.preferences ?? NONE;
  return {
    [NEWSLETTER]: ({ method, url }) => {
      if (method === 'GET') return { code: 200, result: url.searchParams.get('email') === EMAIL && state.subscribed };
      if (method === 'POST') return state.subscribeAnswer ?? { code: 200, result: 'Please check your inbox and confirm your newsletter subscription.' };
      state.subscribed = false;
      return { code: 200, result: true };
    },
    [PREFERENCES]: ({ method, body }) => {
      if (method === 'POST') preferences = (body as { preferences: typeof NONE }).preferences;
      return { code: 200, result: preferences };
    },
  };
}

function renderLoggedIn(routes: Record<string, Route>) {
  const shop = renderShop(<NewsletterSettings />, routes);
  act(() => {
    shop.store.dispatch(loggedIn({ token: 'token-1', refreshToken: 'refresh-1' }));
    shop.store.dispatch(userLoaded({ user: { id: 7, email: EMAIL, firstname: 'Anna', lastname: 'Berg', group_id: 1 }, groupToken: null }));
  });
  return shop;
}

const format = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_all, name: string) => values[name]);
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the newsletter settings page', () => {
  it("says whether the customer's e-mail is subscribed and shows the stored preferences", async () => {
    renderLoggedIn(server({ subscribed: false, preferences: { email: true, postal: false, whatsapp: true } }));
    expect(await screen.findByText(format(t.notSubscribed, { email: EMAIL }))).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: t.byEmail })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: t.byPostal })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: t.byWhatsapp })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Newsletter' })).toHaveAttribute('aria-current', 'page');
  });

  it('subscribes with the double opt-in: the confirmation e-mail must be confirmed', async () => {
    const shop = renderLoggedIn(server({ subscribed: false }));
    await screen.findByText(format(t.notSubscribed, { email: EMAIL }));
    press(t.subscribe);
    expect(await screen.findByRole('status')).toHaveTextContent(t.confirmationSent);
    expect(shop.requests.filter((c) => c.path === NEWSLETTER && c.method === 'POST').map((c) => c.body)).toEqual([{ email: EMAIL }]);
    expect(screen.queryByRole('button', { name: t.subscribe })).not.toBeInTheDocument();
  });

  it('answers a registered address with the already-registered text and the way to customer service', async () => {
    renderLoggedIn(server({ subscribed: false, subscribeAnswer: { code: 400, result: DUPLICATE } }));
    await screen.findByText(format(t.notSubscribed, { email: EMAIL }));
    press(t.subscribe);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.alreadyRegistered);
    expect(t.alreadyRegistered).toBe(DUPLICATE);
    expect(screen.getByRole('link', { name: t.toCustomerService })).toHaveAttribute('href', '/customer-service');
  });

  it('unsubscribes a subscribed customer', async () => {
    const shop = renderLoggedIn(server({ subscribed: true }));
    expect(await screen.findByText(format(t.subscribed, { email: EMAIL }))).toBeInTheDocument();
    press(t.unsubscribe);
    expect(await screen.findByRole('status')).toHaveTextContent(t.unsubscribed);
    expect(screen.getByText(format(t.notSubscribed, { email: EMAIL }))).toBeInTheDocument();
    expect(shop.requests.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([{ email: EMAIL }]);
  });

  it('saves the contact preferences as checked', async () => {
    const shop = renderLoggedIn(server({ subscribed: false }));
    fireEvent.click(await screen.findByRole('checkbox', { name: t.byWhatsapp }));
    press(t.save);
    expect(await screen.findByRole('status')).toHaveTextContent(t.preferencesSaved);
    expect(shop.requests.filter((c) => c.path === PREFERENCES && c.method === 'POST').map((c) => c.body)).toEqual([
      { preferences: { email: false, postal: false, whatsapp: true } },
    ]);
    expect(screen.getByRole('checkbox', { name: t.byWhatsapp })).toBeChecked();
  });

  it('refuses changes offline with its own text and sends nothing', async () => {
    const shop = renderLoggedIn(server({ subscribed: false }));
    await screen.findByText(format(t.notSubscribed, { email: EMAIL }));
    const before = shop.calls.length;
    shop.network.online = false;
    press(t.subscribe);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.offline);
    press(t.save);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(shop.calls).toHaveLength(before);
    expect(screen.queryByRole('link', { name: t.toCustomerService })).not.toBeInTheDocument();
  });

  it('says when the settings could not be read, and reads them on "try again"', async () => {
    let fail = true;
    const routes = server({ subscribed: true });
    const preferences = routes[PREFERENCES] as Exclude<Route, { code: number } | 'network-failure'>;
    renderLoggedIn({ ...routes, [PREFERENCES]: (request) => (fail ? { code: 500, result: 'down' } : preferences(request)) });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.failed);
    fail = false;
    press(t.retry);
    expect(await screen.findByText(format(t.subscribed, { email: EMAIL }))).toBeInTheDocument();
  });
});
