/**
 * Payments (issue 15; spec 01 §1, §7; 02 §3 order statuses): the statuses an order's payment
 * moves through, the embedded test gateway's cards, the providers chosen by env, time limits.
 * Named once here; the server (`lib/commerce/payments`) and the browser read the same values.
 */

/** Order statuses the payment flow writes (spec 02 §3 labels). */
export const PAYMENT_ORDER_STATUS = {
  pending: 'pending',
  pendingPayment: 'pending_payment',
  pendingPaypal: 'pending_paypal',
  paymentReview: 'payment_review',
  processing: 'processing',
  complete: 'complete',
  canceled: 'canceled',
  closed: 'closed',
  paypalReversed: 'paypal_reversed',
} as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUS)[keyof typeof PAYMENT_ORDER_STATUS];

/** Statuses in which an order still waits for its money: "Pay now" is offered, the sweep may cancel it. */
export const UNPAID_ORDER_STATUSES: readonly string[] = [PAYMENT_ORDER_STATUS.pendingPayment];

/**
 * What a provider reports about a payment, normalised from its webhooks and answers:
 * - succeeded: the money is captured (or authorised for capture);
 * - pending: the provider holds the payment for a check (PayPal eCheck, fraud review);
 * - declined: one attempt failed (card declined); the shopper may try again;
 * - failed / expired: the payment is over without money; the order is cancelled;
 * - refunded: the money went back; reversed: a PayPal chargeback took it back.
 */
export const PAYMENT_EVENT_KINDS = ['succeeded', 'pending', 'declined', 'failed', 'expired', 'refunded', 'reversed'] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

/** A payment attempt's own status (the `payments` table). */
export const PAYMENT_STATUS = {
  created: 'created',
  actionRequired: 'action_required',
  succeeded: 'succeeded',
  pending: 'pending',
  declined: 'declined',
  failed: 'failed',
  canceled: 'canceled',
  refunded: 'refunded',
} as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

/** Payment methods whose money comes through a provider (spec 01 §1); cash on delivery needs none. */
export const PAYMENT_METHOD_CODES = ['card', 'paypal', 'amazonpay', 'googlepay', 'applepay', 'ideal'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];
/** How the shopper confirms each method: card fields, a redirect to the provider and back, a wallet sheet. */
export const PAYMENT_METHOD_FLOW: Record<PaymentMethodCode, 'card' | 'redirect' | 'wallet'> = {
  card: 'card',
  paypal: 'redirect',
  amazonpay: 'redirect',
  googlepay: 'wallet',
  applepay: 'wallet',
  // The shopper picks their bank and approves at it; Stripe (or the test gateway's test bank) sends them back.
  ideal: 'redirect',
};

/** Providers behind the port; `test` is the embedded gateway. */
export const PAYMENT_PROVIDERS = ['test', 'stripe', 'braintree', 'amazonpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * The providers' browser scripts, loaded only by the payment panel and only for the provider that
 * takes the order's payment (ADR 0013): Braintree's client and PayPal Checkout components (which
 * load PayPal's own SDK), Amazon Pay's checkout.js. Paths on the origins above.
 */
export const BRAINTREE_SCRIPT = { defaultOrigin: 'https://js.braintreegateway.com', paths: ['/web/3.111.0/js/client.min.js', '/web/3.111.0/js/paypal-checkout.min.js'] } as const;
export const AMAZON_PAY_SCRIPT = { defaultOrigin: 'https://static-eu.payments-amazon.com', path: '/checkout.js' } as const;
/** The shop's endpoint Amazon Pay's button calls on a click for the checkout session it opens (Amazon Pay "createCheckoutSession: { url }"). */
export const AMAZON_PAY_SESSION_PATH = '/api/payments/amazonpay/checkout-session';

/** What an operator may do with an order's payment (POST /api/admin/payments/{orderId}/{action}). */
export const ADMIN_PAYMENT_ACTIONS = ['refund', 'void'] as const;
export type AdminPaymentAction = (typeof ADMIN_PAYMENT_ACTIONS)[number];

/**
 * A refund of an order's captured money (ADR 0018): several partial refunds per order, each named by
 * the operator's Idempotency-Key; `pending` while the provider is asked (it counts against what is
 * left to refund, so two refunds racing cannot give back more than was taken), `succeeded` after.
 */
export const REFUND_STATUS = { pending: 'pending', succeeded: 'succeeded' } as const;
/** The Idempotency-Key a full refund without one is recorded under (a second full refund finds nothing left). */
export const FULL_REFUND_KEY = 'full-refund';
/** A refund amount as a decimal string: whole units and at most two decimals ('12.5', '12.50'). */
export const REFUND_DECIMAL_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/** An order unpaid this long is cancelled and its stock released (override: UNPAID_ORDER_TIMEOUT_MINUTES). */
export const DEFAULT_UNPAID_ORDER_TIMEOUT_MINUTES = 60;
/** The sweep on requests runs at most this often per server process (ms). */
export const UNPAID_ORDER_SWEEP_INTERVAL_MS = 60_000;
/** At most this many orders are cancelled by one sweep, so one request never does unbounded work. */
export const UNPAID_ORDER_SWEEP_BATCH = 50;

/**
 * The embedded test gateway takes the card numbers Stripe documents for its test mode
 * (docs.stripe.com/testing), so testers learn nothing new; any future expiry and any CVC.
 */
export const TEST_CARDS = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000002760003184': 'challenge',
} as const;
export type TestCardOutcome = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];
/** Why a card is refused, as the shopper reads it (keys of `payments.decline.*`). */
export const DECLINE_REASONS = ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_number', 'invalid_expiry', 'invalid_cvc', 'authentication_failed', 'canceled'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** Card field bounds (shape only; the gateway decides). */
export const CARD_NUMBER_DIGITS = { min: 12, max: 19 } as const;
export const CARD_CVC_DIGITS = { min: 3, max: 4 } as const;

/** Webhook signatures: the header our test gateway signs with (Stripe's scheme: `t=…,v1=hmac`). */
export const TEST_WEBHOOK_SIGNATURE_HEADER = 'x-test-gateway-signature';
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
/** A signed webhook older or newer than this is refused (replay window, as Stripe's default 300 s). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/**
 * The test gateway's webhook secret when PAYMENTS_TEST_WEBHOOK_SECRET is not set. Public on
 * purpose: the test gateway moves no money, and testers sign their own events with it.
 */
export const DEFAULT_TEST_WEBHOOK_SECRET = 'whsec_test_gateway_not_secret';

/** Where the browser comes back after a provider's page (spec 02 §2 route table). */
export const PAYMENT_RETURN_ROUTES = { checkout: '/checkout', amazonPayReview: '/amazonpay/review', amazonPayComplete: '/amazonpay/complete' } as const;
/** The embedded gateway's own pages (3-D Secure, PayPal, Amazon Pay), served apart from the shop as a provider's would be. */
export const TEST_GATEWAY_PAGE_PATH = '/api/payments/test/gateway';

/** Mail written to the outbox when an order's money has arrived. */
export const ORDER_CONFIRMATION_MAIL_TEMPLATE = 'order-confirmation';
