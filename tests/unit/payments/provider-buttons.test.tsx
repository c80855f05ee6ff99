/** @jest-environment jsdom */
/**
 * PayPal through Braintree and Amazon Pay's button in the payment panel, in jsdom with stand-ins for
 * the providers' browser objects: the scripts are loaded from the session's URLs (and only then),
 * PayPal's approval is tokenised into a nonce that goes to our `braintree process` call, and Amazon's
 * button is rendered with the session's merchant and the shop's checkout-session endpoint.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ClientMessagesProvider as NextIntlClientProvider } from '@/lib/i18n/client';
import BraintreePayPal, { type PayPalWindow } from '@/components/checkout/payment/BraintreePayPal';
import AmazonPayButton, { type AmazonWindow } from '@/components/checkout/payment/AmazonPayButton';

const page = window as unknown as PayPalWindow & AmazonWindow;

const payments = JSON.parse(readFileSync(path.join('locales', 'en-US', 'payments.json'), 'utf8'));

/** jsdom does not fetch scripts: each appended script runs `onLoad` for its URL, then reports loaded. */
function serveScripts(onLoad: (src: string) => void): string[] {
  const loaded: string[] = [];
  const append = document.head.appendChild.bind(document.head);
  jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const result = append(node);
    if (node instanceof HTMLScriptElement) {
      loaded.push(node.src);
      onLoad(node.src);
      setTimeout(() => node.onload?.(new Event('load')), 0);
    }
    return result;
  });
  return loaded;
}

afterEach(() => {
  jest.restoreAllMocks();
  delete page.braintree;
  delete page.paypal;
  delete page.amazon;
});

describe('PayPal through Braintree', () => {
  it('creates the client with the client token, renders PayPal’s button, and sends the approval’s nonce to braintree process', async () => {
    let buttons: { createOrder(): Promise<string>; onApprove(data: unknown): Promise<void>; onCancel(): void } | undefined;
    const checkout = {
      loadPayPalSDK: jest.fn(async () => {
        page.paypal = { FUNDING: { PAYPAL: 'paypal' }, Buttons: (options) => ((buttons = options), { render: async () => undefined }) };
      }),
      createPayment: jest.fn(async () => 'EC-1'),
      tokenizePayment: jest.fn(async () => ({ nonce: 'nonce-1' })),
    };
    const create = jest.fn(async () => ({ id: 'client' }));
    const loaded = serveScripts((src) => {
      if (src.endsWith('client.min.js')) page.braintree = { client: { create }, paypalCheckout: { create: async () => checkout } };
    });
    const onConfirm = jest.fn(async () => null);
    await act(async () => {
      render(
        <NextIntlClientProvider locale="en-US" messages={{ payments }}>
          <BraintreePayPal clientToken="client-token-1" scripts={['https://fake.example/web/client.min.js', 'https://fake.example/web/paypal-checkout.min.js']} amount={17.5} currency="EUR" target={{ orderKey: 'key-1' }} onConfirm={onConfirm} />
        </NextIntlClientProvider>,
      );
    });
    await waitFor(() => expect(screen.getByTestId('braintree-paypal')).toHaveAttribute('data-ready', 'true'));
    expect(loaded).toEqual(['https://fake.example/web/client.min.js', 'https://fake.example/web/paypal-checkout.min.js']);
    expect(create).toHaveBeenCalledWith({ authorization: 'client-token-1' });
    expect(checkout.loadPayPalSDK).toHaveBeenCalledWith({ currency: 'EUR', intent: 'capture' });
    expect(await buttons!.createOrder()).toBe('EC-1');
    expect(checkout.createPayment).toHaveBeenCalledWith({ flow: 'checkout', amount: '17.50', currency: 'EUR', intent: 'capture' });
    await act(async () => {
      await buttons!.onApprove({ orderID: 'EC-1', payerID: 'P1' });
    });
    expect(checkout.tokenizePayment).toHaveBeenCalledWith({ orderID: 'EC-1', payerID: 'P1' });
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/payments/braintree/process', method: 'POST', body: { orderKey: 'key-1', nonce: 'nonce-1' } }));
    act(() => buttons!.onCancel());
    expect(screen.getByRole('alert')).toHaveTextContent(payments.decline.canceled);
  });

  it('says the payment failed when the scripts do not load', async () => {
    jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      if (node instanceof HTMLScriptElement) setTimeout(() => node.onerror?.(new Event('error')), 0);
      return node;
    });
    await act(async () => {
      render(
        <NextIntlClientProvider locale="en-US" messages={{ payments }}>
          <BraintreePayPal clientToken="t" scripts={['https://fake.example/broken.js']} amount={1} currency="EUR" target={{ orderKey: 'k' }} onConfirm={jest.fn()} />
        </NextIntlClientProvider>,
      );
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(payments.failed));
  });
});

describe("Amazon Pay's button", () => {
  it('loads checkout.js and renders the button with the merchant and the shop’s checkout-session endpoint', async () => {
    const renderButton = jest.fn();
    const loaded = serveScripts(() => {
      page.amazon = { Pay: { renderButton } };
    });
    await act(async () => {
      render(
        <NextIntlClientProvider locale="en-US" messages={{ payments }}>
          <AmazonPayButton scripts={['https://fake.example/checkout.js']} button={{ merchantId: 'M1', ledgerCurrency: 'EUR', sandbox: true, sessionUrl: '/api/payments/amazonpay/checkout-session?reference=cs-1' }} />
        </NextIntlClientProvider>,
      );
    });
    await waitFor(() => expect(screen.getByTestId('amazon-pay-button')).toHaveAttribute('data-ready', 'true'));
    expect(loaded).toEqual(['https://fake.example/checkout.js']);
    const [selector, options] = renderButton.mock.calls[0] as [string, Record<string, unknown>];
    expect(document.querySelector(selector)).not.toBeNull();
    expect(options).toEqual({
      merchantId: 'M1',
      ledgerCurrency: 'EUR',
      sandbox: true,
      productType: 'PayOnly',
      placement: 'Checkout',
      buttonColor: 'Gold',
      createCheckoutSession: { url: '/api/payments/amazonpay/checkout-session?reference=cs-1', method: 'POST' },
    });
  });
});
