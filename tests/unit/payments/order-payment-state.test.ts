import { initialOrderStatus, nextOrderStatus, isAwaitingPayment } from '@/lib/commerce/payments/order-payment-state';

describe('the order payment state machine', () => {
  it('moves a paid order from pending_payment to processing and sends the confirmation', () => {
    expect(nextOrderStatus('pending_payment', 'card', 'succeeded')).toEqual({ status: 'processing', effects: ['sendConfirmation'] });
  });

  it('moves a PayPal order held by PayPal to pending_paypal, any other to payment_review', () => {
    expect(nextOrderStatus('pending_payment', 'paypal', 'pending')?.status).toBe('pending_paypal');
    expect(nextOrderStatus('pending_payment', 'card', 'pending')?.status).toBe('payment_review');
  });

  it('completes a held PayPal payment when the money arrives', () => {
    expect(nextOrderStatus('pending_paypal', 'paypal', 'succeeded')?.status).toBe('processing');
    expect(nextOrderStatus('payment_review', 'card', 'succeeded')?.status).toBe('processing');
  });

  it('keeps the order waiting after a declined attempt, so the shopper can try another card', () => {
    expect(nextOrderStatus('pending_payment', 'card', 'declined')).toBeNull();
  });

  it('cancels an unpaid order on failure or expiry and releases its stock', () => {
    expect(nextOrderStatus('pending_payment', 'card', 'failed')).toEqual({ status: 'canceled', effects: ['releaseStock'] });
    expect(nextOrderStatus('pending_paypal', 'paypal', 'expired')).toEqual({ status: 'canceled', effects: ['releaseStock'] });
  });

  it('ignores a failure that arrives after the money (out of order)', () => {
    expect(nextOrderStatus('processing', 'card', 'failed')).toBeNull();
    expect(nextOrderStatus('processing', 'card', 'expired')).toBeNull();
  });

  it('applies a success once: a second success changes nothing', () => {
    expect(nextOrderStatus('processing', 'card', 'succeeded')).toBeNull();
  });

  it('puts money that arrives for a cancelled order into payment_review instead of losing it', () => {
    expect(nextOrderStatus('canceled', 'card', 'succeeded')).toEqual({ status: 'payment_review', effects: [] });
  });

  it('closes a refunded order and marks a PayPal chargeback paypal_reversed', () => {
    expect(nextOrderStatus('processing', 'card', 'refunded')?.status).toBe('closed');
    expect(nextOrderStatus('pending_payment', 'card', 'refunded')).toBeNull();
    expect(nextOrderStatus('payment_review', 'card', 'refunded')?.status).toBe('closed');
    expect(nextOrderStatus('canceled', 'card', 'refunded')).toBeNull();
    expect(nextOrderStatus('processing', 'paypal', 'reversed')?.status).toBe('paypal_reversed');
    expect(nextOrderStatus('closed', 'paypal', 'reversed')?.status).toBe('paypal_reversed');
    expect(nextOrderStatus('canceled', 'paypal', 'reversed')).toBeNull();
  });

  it('never touches a cash-on-delivery order waiting as pending', () => {
    for (const kind of ['succeeded', 'pending', 'failed', 'expired', 'refunded', 'reversed'] as const) {
      expect(nextOrderStatus('pending', 'cashondelivery', kind)).toBeNull();
    }
  });

  it('offers "Pay now" only while the order waits for its money', () => {
    expect(isAwaitingPayment('pending_payment')).toBe(true);
    expect(isAwaitingPayment('processing')).toBe(false);
    expect(isAwaitingPayment('canceled')).toBe(false);
  });
});

describe('a new order', () => {
  it('starts pending with cash on delivery and pending_payment with any online method', () => {
    expect(initialOrderStatus('cashondelivery')).toBe('pending');
    for (const method of ['card', 'paypal', 'amazonpay', 'googlepay', 'applepay']) expect(initialOrderStatus(method)).toBe('pending_payment');
  });
});
