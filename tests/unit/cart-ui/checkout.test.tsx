/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CheckoutPage } from '@/components/checkout';
import { Notifications } from '@/components/notifications';
import { addRequested, connectivityChanged } from '@/store';
import { renderShop, type Reply, type Route } from './render-shop';
import { fillPersonal, fillShipping, fillToReview, type } from './checkout-steps';

function shopServer(extra: Record<string, Route> = {}) {
  let lines: { item_id: string; sku: string; qty: number }[] = [];
  const orders: { body: unknown }[] = [];
  const routes: Record<string, Route> = {
    '/api/cart/create': { code: 200, result: 'cart-1' },
    '/api/cart/update': ({ body }) => {
      const { cartItem } = body as { cartItem: { sku: string; qty: number } };
      lines = [{ item_id: '1', sku: cartItem.sku, qty: cartItem.qty }];
      return { code: 200, result: lines[0] };
    },
    '/api/cart/pull': () => ({ code: 200, result: lines }),
    '/api/cart/totals': { code: 200, result: { total_segments: [{ code: 'grand_total', value: 14.9 }] } },
    '/api/cart/set-shipping-info': { code: 200, result: {} },
    '/api/cart/collect-totals': { code: 200, result: {} },
    '/api/cart/shipping-methods': {
      code: 200,
      result: [{ carrier_code: 'flatrate', method_code: 'flatrate', method_title: 'Standard', price_incl_tax: 5, available: true }],
    },
    '/api/cart/payment-methods': {
      code: 200,
      result: [
        { code: 'card', title: 'Credit Card', default: true },
        { code: 'cashondelivery', title: 'Cash On Delivery', cost: 0 },
      ],
    },
    '/api/order': ({ body }) => {
      orders.push({ body });
      return { code: 200, result: { increment_id: '100000001' } };
    },
    ...extra,
  };
  return { routes, orders };
}

async function openCheckout(extra: Record<string, Route> = {}) {
  const server = shopServer(extra);
  const shop = renderShop(
    <>
      <CheckoutPage />
      <Notifications />
    </>,
    server.routes,
  );
  act(() => {
    shop.store.dispatch(addRequested({ items: [{ sku: 'ESPRESSO-250', qty: 1, name: 'Espresso 250 g', price: 9.9 }], silent: true }));
  });
  await screen.findByRole('heading', { name: 'Personal details' });
  return { ...shop, orders: server.orders };
}

describe('the checkout', () => {
  it("shows the spec's messages for fields that do not pass", async () => {
    await openCheckout();
    type('First name', 'A');
    type('E-mail address', 'anna@example');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Create a customer account for me' }));
    type('Password', 'short');
    type('Repeat password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(screen.getByText('Please enter at least 2 letters.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByText('The passwords must be identical.')).toBeInTheDocument();
  });

  it('refuses a short postcode with "This PLZ ist not valid." and a short city with the 2-character text', async () => {
    await openCheckout();
    fillPersonal();
    await screen.findByLabelText('Street');
    type('Postcode', '20');
    type('City', 'H');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByText('This PLZ ist not valid.')).toBeInTheDocument();
    expect(screen.getByText('This specification must be at least 2 characters long.')).toBeInTheDocument();
  });

  it('starts the address with the names of step 1, moves the focus to the first refused field, and marks autofill per address', async () => {
    await openCheckout();
    fillPersonal();
    const street = await screen.findByLabelText('Street');
    expect(screen.getAllByLabelText('First name').map((input) => (input as HTMLInputElement).value)).toEqual(['Anna']);
    expect(street).toHaveAttribute('autocomplete', 'shipping address-line1');
    expect(screen.getByLabelText('House number')).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('autocomplete', 'shipping postal-code');
    type('Street', 'Hauptstraße');
    type('House number', '5');
    type('Postcode', '20');
    type('City', 'Hamburg');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(screen.getByLabelText('Postcode')).toHaveFocus());
  });

  describe('address check', () => {
    const suggested = { firstname: 'Anna', lastname: 'Berg', street: ['Hauptstraße', '5'], city: 'Hamburg-Altona', postcode: '22765', countryId: 'DE' };
    async function toShippingCheck(check: Route) {
      const shop = await openCheckout({ '/api/address/validate': check });
      await fillShipping();
      return shop;
    }

    it('offers the suggested address; taking it fills the address and goes on to payment', async () => {
      const shop = await toShippingCheck({ code: 200, result: { valid: true, errors: [], suggestions: [suggested] } });
      expect(await screen.findByRole('heading', { name: 'Did you mean this address?' })).toBeInTheDocument();
      expect(shop.calls.find((c) => c.path === '/api/address/validate')?.body).toMatchObject({ address: { postcode: '20095', city: 'Hamburg', countryId: 'DE' } });
      fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
      expect(await screen.findByRole('radio', { name: /Cash on delivery/ })).toBeInTheDocument();
      expect(screen.getByText(/22765 Hamburg-Altona/)).toBeInTheDocument();
      expect(shop.store.getState().checkout.shippingDetails).toMatchObject({ zipCode: '22765', city: 'Hamburg-Altona' });
    });

    it('goes on with the address as entered when the shopper keeps it', async () => {
      const shop = await toShippingCheck({ code: 200, result: { valid: true, errors: [], suggestions: [suggested] } });
      fireEvent.click(await screen.findByRole('button', { name: 'Keep my address' }));
      expect(await screen.findByRole('radio', { name: /Cash on delivery/ })).toBeInTheDocument();
      expect(shop.store.getState().checkout.shippingDetails).toMatchObject({ zipCode: '20095', city: 'Hamburg' });
    });

    it('shows the server\'s "This PLZ ist not valid." and stays on the address', async () => {
      const shop = await toShippingCheck({ code: 200, result: { valid: false, errors: [{ field: 'postcode', message: 'This PLZ ist not valid.' }], suggestions: [] } });
      expect(await screen.findByText('This PLZ ist not valid.')).toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).toBeNull();
      expect(shop.store.getState().checkout.shippingDetails).toBeNull();
    });

    it('goes on when the check cannot be reached: the server checks the address with the order', async () => {
      await toShippingCheck('network-failure');
      expect(await screen.findByRole('radio', { name: /Cash on delivery/ })).toBeInTheDocument();
    });
  });

  it('offers the DHL Packstation with station and post number in Germany', async () => {
    await openCheckout();
    fillPersonal();
    fireEvent.click(await screen.findByRole('radio', { name: 'DHL Packstation' }));
    expect(screen.getByLabelText('Packstation number')).toBeInTheDocument();
    expect(screen.queryByLabelText('Street')).toBeNull();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'NL' } });
    expect(screen.queryByRole('radio', { name: 'DHL Packstation' })).toBeNull();
  });

  it('asks for the shipping methods again when the server could not give them, instead of saying none is available', async () => {
    let asked = 0;
    const standard = [{ carrier_code: 'flatrate', method_code: 'flatrate', method_title: 'Standard', price_incl_tax: 5, available: true }];
    await openCheckout({ '/api/cart/shipping-methods': () => (++asked === 1 ? { code: 500, result: 'database is locked' } : { code: 200, result: standard }) });
    fillPersonal();
    expect(await screen.findByRole('radio', { name: /Standard/ }, { timeout: 3_000 })).toBeInTheDocument();
    expect(asked).toBe(2);
    expect(screen.queryByText('No method is available for this address.')).toBeNull();
  });

  it('says the payment methods could not be loaded when every ask failed, and asks again on "Try again"', async () => {
    jest.useFakeTimers();
    try {
      let failing = true;
      let asked = 0;
      const cash = [{ code: 'cashondelivery', title: 'Cash On Delivery', cost: 0 }];
      await openCheckout({ '/api/cart/payment-methods': () => (asked++, failing ? 'network-failure' : { code: 200, result: cash }) });
      await fillShipping();
      for (let i = 0; i < 4; i++) await act(async () => void jest.advanceTimersByTime(4_000));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The methods could not be loaded.');
      expect(asked).toBe(4);
      expect(screen.queryByText('No method is available for this address.')).toBeNull();
      failing = false;
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('radio', { name: /Cash on delivery/ })).toBeInTheDocument();
      expect(asked).toBe(5);
    } finally {
      jest.useRealTimers();
    }
  });

  describe('"continue" tapped before the method list arrived (a slow connection, a busy phone)', () => {
    /** A route that answers only when the test lets it. */
    function held(reply: Reply) {
      let release: () => void = () => undefined;
      const arrived = new Promise<void>((resolve) => (release = resolve));
      return { route: async () => (await arrived, reply), release: () => act(async () => release()) };
    }

    it('goes on to payment with the first shipping method once the list is there, instead of doing nothing', async () => {
      const shipping = held({ code: 200, result: [{ carrier_code: 'flatrate', method_code: 'flatrate', method_title: 'Standard', price_incl_tax: 5, available: true }] });
      const shop = await openCheckout({ '/api/cart/shipping-methods': shipping.route });
      fillPersonal();
      await screen.findByLabelText('Street');
      type('Street', 'Hauptstraße');
      type('House number', '5');
      type('Postcode', '20095');
      type('City', 'Hamburg');
      const next = screen.getByRole('button', { name: 'Continue to payment' });
      fireEvent.click(next);
      expect(next).toHaveAttribute('aria-busy', 'true');
      await shipping.release();
      expect(await screen.findByRole('radio', { name: /Cash on delivery/ })).toBeInTheDocument();
      expect(shop.store.getState().checkout.shippingDetails).toMatchObject({ zipCode: '20095', shippingMethod: 'flatrate_flatrate' });
    });

    it('goes on to the review with the preselected payment method once the list is there', async () => {
      const payment = held({ code: 200, result: [{ code: 'cashondelivery', title: 'Cash On Delivery', cost: 0, default: true }] });
      const shop = await openCheckout({ '/api/cart/payment-methods': payment.route });
      await fillShipping();
      const next = await screen.findByRole('button', { name: 'Review your order' });
      fireEvent.click(next);
      expect(next).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
      await payment.release();
      expect(await screen.findByRole('button', { name: 'Place order' })).toBeInTheDocument();
      expect(shop.store.getState().checkout.paymentDetails).toMatchObject({ paymentMethod: 'cashondelivery' });
    });
  });

  describe('wallets only where the browser can pay with them', () => {
    // Apple Pay first and default, as a store might list it: it must never stay preselected where it cannot work.
    const withWallets = [
      { code: 'applepay', title: 'Apple Pay', default: true },
      { code: 'card', title: 'Credit Card' },
      { code: 'googlepay', title: 'Google Pay' },
      { code: 'cashondelivery', title: 'Cash On Delivery', cost: 0 },
    ];
    const scope = window as unknown as Record<string, unknown>;
    afterEach(() => {
      delete scope.ApplePaySession;
      delete scope.PaymentRequest;
    });
    const offered = () => screen.getAllByRole('radio').filter((radio) => radio.getAttribute('name') === 'payment-method');
    const names = () => offered().map((radio) => radio.closest('label')?.textContent ?? '');

    it('hides Apple Pay and Google Pay in a browser without them (Chromium on Linux), and preselects a method it can pay with', async () => {
      // Chromium has the Payment Request API, but no Google Pay behind it here; no ApplePaySession at all.
      scope.PaymentRequest = class {
        canMakePayment() {
          return Promise.resolve(false);
        }
      };
      await openCheckout({ '/api/cart/payment-methods': { code: 200, result: withWallets } });
      await fillShipping();
      await screen.findByRole('radio', { name: /Cash on delivery/ });
      await act(async () => undefined);
      expect(names()).toEqual([expect.stringContaining('Credit card'), expect.stringContaining('Cash on delivery')]);
      expect(screen.getByRole('radio', { name: /Credit card/ })).toBeChecked();
    });

    it('offers both where the browser says it can pay, after the other methods', async () => {
      scope.ApplePaySession = { canMakePayments: () => true };
      scope.PaymentRequest = class {
        constructor(readonly methods: { supportedMethods: string }[]) {}
        canMakePayment() {
          return Promise.resolve(this.methods[0]?.supportedMethods === 'https://google.com/pay');
        }
      };
      await openCheckout({ '/api/cart/payment-methods': { code: 200, result: withWallets } });
      await fillShipping();
      await screen.findByRole('radio', { name: /Apple Pay/ });
      await screen.findByRole('radio', { name: /Google Pay/ });
      expect(names()).toEqual([expect.stringContaining('Credit card'), expect.stringContaining('Cash on delivery'), 'Apple Pay', 'Google Pay']);
    });
  });

  it('wants the terms accepted before placing the order', async () => {
    const shop = await openCheckout();
    await fillToReview();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Please accept the terms and conditions.')).toBeInTheDocument();
    expect(shop.orders).toHaveLength(0);
  });

  it('places the order with the chosen methods and shows the thank-you state with the order number', async () => {
    const shop = await openCheckout();
    await fillToReview();
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText('Order number: 100000001')).toBeInTheDocument();
    expect(shop.orders).toHaveLength(1);
    expect(shop.orders[0].body).toMatchObject({
      cart_id: 'cart-1',
      products: [{ sku: 'ESPRESSO-250', qty: 1 }],
      addressInformation: {
        shippingAddress: { firstname: 'Anna', street: ['Hauptstraße', '5'], postcode: '20095', countryId: 'DE', email: 'anna@example.com' },
        shipping_method_code: 'flatrate',
        payment_method_code: 'cashondelivery',
      },
    });
  });

  it('offline keeps the order pending and sends it once when the connection is back', async () => {
    const shop = await openCheckout();
    await fillToReview();
    act(() => {
      shop.network.online = false;
      shop.store.dispatch(connectivityChanged({ online: false }));
    });
    expect(await screen.findByText(/You are offline. Your order will be kept/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const pending = await screen.findByRole('heading', { name: 'Your order is saved' });
    expect(within(pending.parentElement!).getByText('Your order will be sent as soon as you are back online.')).toBeInTheDocument();
    expect(shop.orders).toHaveLength(0);
    act(() => {
      shop.network.online = true;
      shop.store.dispatch(connectivityChanged({ online: true }));
    });
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    await waitFor(() => expect(shop.orders).toHaveLength(1));
  });
});
