/** @jest-environment jsdom */
/**
 * The payment panel after a decline (issue 35): the decline is said at the card form, read out and
 * focused; "Try again" goes back into the card fields, which keep what was typed; "Choose another
 * payment method" offers the order's other methods (a wallet only where the browser can pay with
 * it), and cash on delivery confirms the order.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import PaymentPanel from '@/components/checkout/payment/PaymentPanel';
import { renderShop, type Route } from './render-shop';

const due = { incrementId: '100000007', orderStatus: 'pending_payment', method: 'card', amount: 17, currency: 'EUR', payable: true, paid: false, paymentStatus: null, declineReason: null, testMode: true };
const methods = ['card', 'paypal', 'applepay', 'cashondelivery'];

function server() {
  let state: Record<string, unknown> = { ...due, methods };
  const switched: unknown[] = [];
  const routes: Record<string, Route> = {
    '/api/payments/status': () => ({ code: 200, result: state }),
    '/api/payments/start': () => ({ code: 200, result: { session: { flow: 'card', provider: 'test', reference: 'tgpi_1' }, state: { ...state, methods: undefined } } }),
    '/api/payments/test/card': () => {
      state = { ...state, paymentStatus: 'declined', declineReason: 'card_declined' };
      return { code: 200, result: { status: 'declined', reason: 'card_declined' } };
    },
    '/api/payments/method': ({ body }) => {
      switched.push(body);
      state = { ...due, method: 'cashondelivery', orderStatus: 'pending', payable: false, testMode: false };
      return { code: 200, result: state };
    },
  };
  return { routes, switched };
}

async function declined() {
  const { routes, switched } = server();
  const onPaid = jest.fn();
  renderShop(<PaymentPanel target={{ orderKey: 'key-1' }} onPaid={onPaid} />, routes);
  fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
  fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4000 0000 0000 0002' } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/34' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
  return { switched, onPaid, note: await screen.findByTestId('payment-decline') };
}

describe('the payment panel after a decline', () => {
  it('says the decline at the card form, in a live region, and moves the focus to it', async () => {
    const { note } = await declined();
    expect(note).toHaveTextContent('Your card was declined');
    expect(note.closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
    await waitFor(() => expect(note).toHaveFocus());
  });

  it('"Try again" goes back into the card fields, which keep the number', async () => {
    await declined();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
  });

  it('"Choose another payment method" offers the order\'s other methods this browser can pay with; cash on delivery confirms the order', async () => {
    const { switched, onPaid } = await declined();
    fireEvent.click(screen.getByRole('button', { name: 'Choose another payment method' }));
    const offered = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    // jsdom has no ApplePaySession: Apple Pay is not offered.
    expect(offered).toEqual(['PayPal', 'Cash on delivery']);
    fireEvent.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with this payment method' }));
    expect(await screen.findByText('Your order is confirmed: you pay on delivery.')).toBeInTheDocument();
    expect(switched).toEqual([{ orderKey: 'key-1', method: 'cashondelivery' }]);
    expect(onPaid).toHaveBeenCalledWith('cashondelivery');
  });
});
