/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SubscriptionDetails, SubscriptionsList } from '@/components/account/subscriptions';
import type { SubscriptionView } from '@/lib/contract/subscription';
import { addDays, calendarDateOf } from '@/lib/subscriptions';
import { renderShop, type Route } from '../cart-ui/render-shop';
import { renderLoggedIn } from './logged-in-shop';

const today = calendarDateOf(new Date());
const ADDRESS = { firstname: 'Anna', lastname: 'Berg', street: ['Hauptstraße', '5'], postcode: '20095', city: 'Hamburg', countryId: 'DE' };

function subscription(overrides: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    id: '11763-1',
    status: 'active',
    sku: 'DEMO-COF-SUBSCRIPTION',
    name: 'Crema Classica 500 g',
    qty: 2,
    interval_days: 28,
    start_date: '2026-11-22',
    next_order_date: '2026-12-20',
    term: 'unlimited',
    end_date: null,
    deliveries: null,
    deliveries_made: 1,
    price_incl_tax: 12.99,
    row_total_incl_tax: 25.98,
    currency: 'EUR',
    beans_per_delivery: 75,
    order_id: 'order-1',
    addresses: { shipping: ADDRESS, billing: { ...ADDRESS, city: 'Bremen', postcode: '28195' } },
    actions: ['pause', 'skip', 'edit', 'cancel'],
    outdated: false,
    ...overrides,
  };
}

const PATH = '/api/user/subscriptions/11763-1';

describe('the subscriptions list', () => {
  it('asks a visitor to log in and reads nothing', async () => {
    const shop = renderShop(<SubscriptionsList />, { '/api/user/subscriptions': { code: 200, result: [] } });
    expect(await screen.findByText('You need to be logged in to see this page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/customer/login?redirect=%2Fcustomer%2Fsubscriptions');
    expect(shop.paths()).toEqual([]);
  });

  it('lists each subscription with status, product, interval, term and next order date, linking to its details', async () => {
    renderLoggedIn(<SubscriptionsList />, {
      '/api/user/subscriptions': { code: 200, result: [subscription(), subscription({ id: '11700-2', status: 'paused', interval_days: 14, qty: 1, term: 'deliveries', deliveries: 6 })] },
    });
    const first = (await screen.findByRole('heading', { name: 'Subscription #11763-1' })).closest('article')!;
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('2 × Crema Classica 500 g')).toBeInTheDocument();
    expect(within(first).getByText('every 4 weeks')).toBeInTheDocument();
    expect(within(first).getByText('Unlimited')).toBeInTheDocument();
    expect(within(first).getByText('20.12.2026')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View subscription' })).toHaveAttribute('href', '/customer/subscriptions/11763-1');
    const second = screen.getByRole('heading', { name: 'Subscription #11700-2' }).closest('article')!;
    expect(within(second).getByText('Paused')).toBeInTheDocument();
    expect(within(second).getByText('every 2 weeks')).toBeInTheDocument();
    expect(within(second).getByText('Ends after 6 deliveries')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My subscriptions' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when there are none', async () => {
    renderLoggedIn(<SubscriptionsList />, { '/api/user/subscriptions': { code: 200, result: [] } });
    expect(await screen.findByText('You have no subscriptions yet.')).toBeInTheDocument();
  });

  it('says when they could not be read, and reads them on "try again"', async () => {
    let fail = true;
    renderLoggedIn(<SubscriptionsList />, { '/api/user/subscriptions': () => (fail ? { code: 500, result: 'down' } : { code: 200, result: [subscription()] }) });
    expect(await screen.findByText('Your subscriptions could not be loaded. Please try again.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Subscription #11763-1' })).toBeInTheDocument();
  });
});

describe('the subscription details', () => {
  /** A scripted server holding one subscription that the action routes change. */
  function server(initial: SubscriptionView) {
    let current = initial;
    const answer = (next: Partial<SubscriptionView>) => {
      current = { ...current, ...next };
      return { code: 200, result: current };
    };
    return {
      [PATH]: () => ({ code: 200, result: current }),
      [`${PATH}/pause`]: () => answer({ status: 'paused', actions: ['reactivate', 'edit', 'cancel'] }),
      [`${PATH}/reactivate`]: () => answer({ status: 'active', actions: ['pause', 'skip', 'edit', 'cancel'] }),
      [`${PATH}/skip`]: () => answer({ next_order_date: addDays(current.next_order_date, current.interval_days) }),
      [`${PATH}/cancel`]: () => answer({ status: 'cancelled', actions: [] }),
      [`${PATH}/edit`]: ({ body }: { body: unknown }) => answer(body as Partial<SubscriptionView>),
    } satisfies Record<string, Route>;
  }

  it('shows every field: schedule, term, delivery with price and beans, both addresses', async () => {
    renderLoggedIn(<SubscriptionDetails subscriptionId="11763-1" />, server(subscription({ term: 'deliveries', deliveries: 6 })));
    expect(await screen.findByRole('heading', { name: 'Subscription #11763-1' })).toBeInTheDocument();
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('subscription-interval')).toHaveTextContent('every 4 weeks');
    expect(screen.getByTestId('subscription-next-date')).toHaveTextContent('20.12.2026');
    expect(screen.getByText('22.11.2026')).toBeInTheDocument();
    expect(screen.getByText('Ends after 6 deliveries')).toBeInTheDocument();
    expect(screen.getByText('25,98 €')).toBeInTheDocument();
    expect(screen.getByText('75')).toBeInTheDocument();
    expect(screen.getByText('Shipping address').parentElement).toHaveTextContent('Anna BergHauptstraße 520095 Hamburg, Germany');
    expect(screen.getByText('Billing address').parentElement).toHaveTextContent('28195 Bremen, Germany');
    expect(screen.queryByRole('button', { name: 'Reactivate' })).not.toBeInTheDocument();
  });

  it('pauses, reactivates and skips the next delivery, each with its notice and the new state', async () => {
    const shop = renderLoggedIn(<SubscriptionDetails subscriptionId="11763-1" />, server(subscription()));
    fireEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(screen.getByTestId('subscription-status')).toHaveTextContent('Paused'));
    expect(await screen.findByText('Your subscription is paused. You can reactivate it at any time.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(screen.getByTestId('subscription-status')).toHaveTextContent('Active'));
    fireEvent.click(screen.getByRole('button', { name: 'Skip next delivery' }));
    await waitFor(() => expect(screen.getByTestId('subscription-next-date')).toHaveTextContent('17.01.2027'));
    expect(shop.paths().filter((p) => p.startsWith(`${PATH}/`))).toEqual([`${PATH}/pause`, `${PATH}/reactivate`, `${PATH}/skip`]);
  });

  it('cancels only after the confirmation question', async () => {
    const shop = renderLoggedIn(<SubscriptionDetails subscriptionId="11763-1" />, server(subscription()));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    expect(screen.getByText('Do you really want to cancel this subscription immediately?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(shop.paths()).not.toContain(`${PATH}/cancel`);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel now' }));
    await waitFor(() => expect(screen.getByTestId('subscription-status')).toHaveTextContent('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the state", async () => {
    renderLoggedIn(<SubscriptionDetails subscriptionId="11763-1" />, { ...server(subscription()), [`${PATH}/skip`]: { code: 400, result: 'The last delivery before the end date cannot be skipped.' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Skip next delivery' }));
    expect(await screen.findByText('The last delivery before the end date cannot be skipped.')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-next-date')).toHaveTextContent('20.12.2026');
  });

  it('prompts to press Edit when the data is outdated', async () => {
    renderLoggedIn(<SubscriptionDetails subscriptionId="11763-1" />, server(subscription({ outdated: true })));
    expect(await screen.findByText('Your subscription data is outdated. Please press Edit to update it.')).toBeInTheDocument();
  });

  it('says when the subscription does not exist', async () => {
    renderLoggedIn(<SubscriptionDetails subscriptionId="nope" />, { '/api/user/subscriptions/nope': { code: 404, result: 'This subscription could not be found.' } });
    expect(await screen.findByText('This subscription could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my subscriptions' })).toHaveAttribute('href', '/customer/subscriptions');
  });
});

describe('the edit form', () => {
  async function openForm(routes: Record<string, Route>) {
    const shop = renderLoggedIn(<SubscriptionDetails subscriptionId="11763-1" />, routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit subscription' });
    const set = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    const save = () => fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    return { shop, form, set, save };
  }

  const current = () => ({ [PATH]: { code: 200, result: subscription({ next_order_date: addDays(today, 28) }) } });

  it.each([
    ['a quantity of 0', [['Quantity per delivery', '0']], 'The minimum quantity is 1'],
    ['an empty quantity', [['Quantity per delivery', '']], 'The minimum quantity is 1'],
    ['a fractional quantity', [['Quantity per delivery', '1.5']], 'Incorrect input.'],
    ['a next date of today', [['Next order date', today]], 'The next order date must lie in the future.'],
    ['an end date off the schedule', [['Term', 'end_date'], ['End date', addDays(today, 30)]], 'The end date must fit the chosen date and frequency.'],
    ['an end term without a date', [['Term', 'end_date']], 'Incorrect input.'],
  ])('refuses %s with the spec text and sends nothing', async (_case, changes, message) => {
    const { shop, set, save } = await openForm(current());
    for (const [label, value] of changes) set(label, value);
    save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(shop.paths()).not.toContain(`${PATH}/edit`);
  });

  it('sends interval, quantity, next date and term, and shows the saved subscription', async () => {
    let sent: unknown;
    const next = addDays(today, 10);
    const end = addDays(today, 10 + 42 * 2);
    const { set, save } = await openForm({
      ...current(),
      [`${PATH}/edit`]: ({ body }) => {
        sent = body;
        return { code: 200, result: subscription({ ...(body as object), actions: ['pause', 'skip', 'edit', 'cancel'] }) };
      },
    });
    set('Quantity per delivery', '3');
    set('Interval', '42');
    set('Next order date', next);
    set('Term', 'end_date');
    set('End date', end);
    save();
    expect(await screen.findByText('Your subscription has been updated.')).toBeInTheDocument();
    expect(sent).toEqual({ qty: 3, interval_days: 42, interval_months: null, next_order_date: next, term: 'end_date', end_date: end, deliveries: null });
    expect(screen.getByTestId('subscription-interval')).toHaveTextContent('every 6 weeks');
    expect(screen.queryByRole('form', { name: 'Edit subscription' })).not.toBeInTheDocument();
  });

  it('offers month and year intervals and sends a yearly one as 12 months', async () => {
    let sent: unknown;
    const next = addDays(today, 10);
    const { set, save } = await openForm({
      ...current(),
      [`${PATH}/edit`]: ({ body }) => {
        sent = body;
        return { code: 200, result: subscription({ ...(body as object), actions: ['pause', 'skip', 'edit', 'cancel'] }) };
      },
    });
    const choices = [...(screen.getByLabelText('Interval') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(choices).toEqual(['every 2 weeks', 'every 3 weeks', 'every 4 weeks', 'every 6 weeks', 'every 8 weeks', 'every month', 'every 2 months', 'every 3 months', 'every 6 months', 'every year']);
    set('Interval', '12m');
    set('Next order date', next);
    save();
    expect(await screen.findByText('Your subscription has been updated.')).toBeInTheDocument();
    expect(sent).toMatchObject({ interval_days: 360, interval_months: 12, next_order_date: next });
    expect(screen.getByTestId('subscription-interval')).toHaveTextContent('every year');
  });
});

describe('the subscription details when the server copy changes (spec 02 §8)', () => {
  it('says the data is outdated once the server holds a newer version, and Edit shows the new one', async () => {
    let current = subscription({ version: '2026-11-22T09:00:00.000Z' });
    renderLoggedIn(<SubscriptionDetails subscriptionId="11763-1" />, { [PATH]: () => ({ code: 200, result: current }) });
    await waitFor(() => expect(screen.getByTestId('subscription-next-date')).toHaveTextContent('20.12.2026'));
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(screen.queryByTestId('subscription-server-changed')).not.toBeInTheDocument();
    // A follow-up order was placed meanwhile: the next date moved one interval.
    current = subscription({ version: '2026-12-20T06:00:00.000Z', next_order_date: '2027-01-17', deliveries_made: 2 });
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    const prompt = await screen.findByTestId('subscription-server-changed');
    expect(prompt).toHaveTextContent('Your subscription data is outdated. Please press Edit to update it.');
    expect(screen.getByTestId('subscription-next-date')).toHaveTextContent('20.12.2026');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(screen.getByTestId('subscription-next-date')).toHaveTextContent('17.01.2027'));
    expect(screen.queryByTestId('subscription-server-changed')).not.toBeInTheDocument();
  });
});
