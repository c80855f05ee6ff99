/**
 * The calls of the payment panel and the provider return pages (issue 15). Silent: the panel says
 * what went wrong in its own words. The browser names the order, never an amount.
 */
import type { Task } from '@/lib/api';
import type { PaymentTarget } from '@/lib/contract/payments';

export function paymentStatusTask(target: PaymentTarget): Task {
  return { path: '/api/payments/status', method: 'POST', body: target, silent: true, anonymous: !('orderId' in target) };
}

export function paymentStartTask(target: PaymentTarget): Task {
  return { path: '/api/payments/start', method: 'POST', body: target, silent: true, anonymous: !('orderId' in target) };
}

/** Another method for the order that waits for its money (after a decline). */
export function paymentMethodSwitchTask(target: PaymentTarget, method: string): Task {
  return { path: '/api/payments/method', method: 'POST', body: { ...target, method }, silent: true, anonymous: !('orderId' in target) };
}

/** The test gateway's card form: goes to the gateway's endpoint and is forgotten there. */
export function testCardTask(reference: string, card: { number: string; expiry: string; cvc: string }): Task {
  return { path: '/api/payments/test/card', method: 'POST', body: { reference, card }, silent: true, anonymous: true };
}

export function testWalletTask(reference: string, approve: boolean): Task {
  return { path: '/api/payments/test/wallet', method: 'POST', body: { reference, approve }, silent: true, anonymous: true };
}

export function paymentCompleteTask(reference: string): Task {
  return { path: '/api/payments/complete', method: 'POST', body: { reference }, silent: true, anonymous: true };
}

/** /amazonpay/review's "Pay now": answers where the buyer confirms the amount. */
export function paymentReviewTask(reference: string): Task {
  return { path: '/api/payments/review', method: 'POST', body: { reference }, silent: true, anonymous: true };
}

/** The customer's payment method for subscriptions, and replacing it with a provider token. */
export function savedMethodTask(): Task {
  return { path: '/api/payments/saved-method', method: 'GET', silent: true };
}

export function replaceSavedMethodTask(method: 'card' | 'paypal', token: string): Task {
  return { path: '/api/payments/saved-method', method: 'POST', body: { method, token }, silent: true };
}

/** The spec's "braintree process": the nonce PayPal's button gave the browser, charged for the order's stored amount. */
export function braintreeProcessTask(target: PaymentTarget, nonce: string): Task {
  return { path: '/api/payments/braintree/process', method: 'POST', body: { ...target, nonce }, silent: true, anonymous: !('orderId' in target) };
}
