/** @jest-environment jsdom */
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn() }));

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadStripe } from '@stripe/stripe-js';
import { ClientMessagesProvider as NextIntlClientProvider } from '@/lib/i18n/client';
import StripePaymentElement from '@/components/checkout/payment/StripePaymentElement';

const payments = JSON.parse(readFileSync(path.join('locales', 'en-US', 'payments.json'), 'utf8'));

function fakeStripe(confirm: { error?: { message: string } }) {
  const mount = jest.fn();
  const elements = { create: jest.fn(() => ({ mount })) };
  const stripe = { elements: jest.fn(() => elements), confirmPayment: jest.fn(async () => confirm) };
  (loadStripe as jest.Mock).mockResolvedValue(stripe);
  return { stripe, elements, mount };
}

async function renderElement(onDone = jest.fn()) {
  await act(async () => {
    render(
      <NextIntlClientProvider locale="en-US" messages={{ payments }}>
        <StripePaymentElement publishableKey="pk_test_1" clientSecret="pi_1_secret_2" amount="17,00 €" onDone={onDone} />
      </NextIntlClientProvider>,
    );
  });
  return onDone;
}

describe("Stripe's Payment Element in the payment panel", () => {
  it('mounts the Payment Element with the session’s client secret and confirms without leaving the page when no bank step is needed', async () => {
    const { stripe, elements, mount } = fakeStripe({});
    const onDone = await renderElement();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(stripe.elements).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    expect(elements.create).toHaveBeenCalledWith('payment');
    expect(mount).toHaveBeenCalledWith(screen.getByTestId('stripe-payment-element'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay 17,00 €' })).toBeEnabled());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay 17,00 €' }));
    });
    expect(stripe.confirmPayment).toHaveBeenCalledWith(expect.objectContaining({ redirect: 'if_required', confirmParams: { return_url: window.location.href } }));
    expect(onDone).toHaveBeenCalled();
  });

  it("shows Stripe's decline message and stays", async () => {
    fakeStripe({ error: { message: 'Your card was declined.' } });
    const onDone = await renderElement();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay 17,00 €' })).toBeEnabled());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay 17,00 €' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
