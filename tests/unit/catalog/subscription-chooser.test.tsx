/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { ClientMessagesProvider as NextIntlClientProvider } from '@/lib/i18n/client';
import SubscriptionChooser from '@/components/catalog/SubscriptionChooser';
import { cartItemFromForm } from '@/components/catalog/cart-item-form';
import { addDays, calendarDateOf } from '@/lib/subscriptions';
import product from '@/locales/en-US/product.json';
import subscriptions from '@/locales/en-US/subscriptions.json';

import { addMonths } from '@/lib/subscriptions';

const PERIODS = [
  ...[14, 21, 28, 42, 56].map((days, i) => ({ value: String(i + 1), interval: { interval_days: days } })),
  ...[1, 3, 12].map((months, i) => ({ value: String(i + 6), interval: { interval_days: months * 30, interval_months: months } })),
];

function renderChooser() {
  render(
    <NextIntlClientProvider locale="en-US" messages={{ product, subscriptions } as never}>
      <form data-testid="form">
        <SubscriptionChooser periods={PERIODS} />
      </form>
    </NextIntlClientProvider>,
  );
  return screen.getByTestId('form') as HTMLFormElement;
}

describe('the subscription chooser on the product page (spec 01 §3, 02 §3, §5)', () => {
  it('offers the term once an interval is chosen, and refuses an end date off the schedule with the spec text', () => {
    renderChooser();
    expect(screen.queryByLabelText('Term')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Delivery interval'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Term'), { target: { value: 'end_date' } });
    const end = screen.getByLabelText('End date') as HTMLInputElement;
    const first = addDays(calendarDateOf(new Date()), 28);
    fireEvent.change(end, { target: { value: addDays(first, 30) } });
    expect(screen.getByRole('alert')).toHaveTextContent('The end date must fit the chosen date and frequency.');
    expect(end.validity.customError).toBe(true);
    fireEvent.change(end, { target: { value: addDays(first, 56) } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(end.validity.customError).toBe(false);
  });

  it('offers month and year intervals and checks an end date against calendar months', () => {
    renderChooser();
    const interval = screen.getByLabelText('Delivery interval');
    expect([...interval.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'One-time purchase', 'every 2 weeks', 'every 3 weeks', 'every 4 weeks', 'every 6 weeks', 'every 8 weeks', 'every month', 'every 3 months', 'every year',
    ]);
    fireEvent.change(interval, { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Term'), { target: { value: 'end_date' } });
    const end = screen.getByLabelText('End date') as HTMLInputElement;
    const today = calendarDateOf(new Date());
    expect(end.min).toBe(addMonths(today, 3));
    fireEvent.change(end, { target: { value: addDays(addMonths(today, 6), 1) } });
    expect(screen.getByRole('alert')).toHaveTextContent('The end date must fit the chosen date and frequency.');
    fireEvent.change(end, { target: { value: addMonths(today, 6) } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the interval, the term and the custom option _1 = "subscription" on the cart line', () => {
    const form = renderChooser();
    fireEvent.change(screen.getByLabelText('Delivery interval'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Term'), { target: { value: 'deliveries' } });
    fireEvent.change(screen.getByLabelText('Number of deliveries'), { target: { value: '6' } });
    const line = cartItemFromForm({ sku: 'DEMO-COF-SUBSCRIPTION' }, new FormData(form));
    expect(line).toEqual({
      sku: 'DEMO-COF-SUBSCRIPTION',
      qty: 1,
      is_subscription: true,
      product_option: {
        extension_attributes: {
          billing_period: { option_value: '3' },
          end_type: 'deliveries',
          subscription_end_cycle: 6,
          custom_options: [{ option_id: '_1', option_value: 'subscription' }],
        },
      },
    });
  });

  it('leaves a one-time purchase without subscription options', () => {
    const form = renderChooser();
    expect(cartItemFromForm({ sku: 'DEMO-COF-SUBSCRIPTION' }, new FormData(form))).toEqual({ sku: 'DEMO-COF-SUBSCRIPTION', qty: 1 });
  });
});
