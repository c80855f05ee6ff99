/**
 * The payment port (issue 15, ADR 0009). One adapter per provider: the
 * embedded test gateway (default), Stripe (card, Apple Pay, Google Pay), Braintree (PayPal),
 * Amazon Pay. Amounts are integer cents taken from the order the server stored; nothing a browser
 * sends is ever an amount. No card data passes through here: cards go to the provider's own
 * fields (or, with the test gateway, are judged and forgotten in one call).
 */
import type { PaymentEventKind, PaymentMethodCode, PaymentProviderName } from '@/lib/config/payments';

export interface PaymentOrder {
  id: string;
  incrementId: string;
  /** The order's Idempotency-Key: a provider charge is keyed by it, so a replay never charges twice. */
  idempotencyKey: string;
  method: PaymentMethodCode;
  amountCents: number;
  currency: string;
  email: string;
  /** Absolute URL the provider sends the shopper back to. */
  returnUrl: string;
  /** Absolute URL the provider sends the shopper to on cancel. */
  cancelUrl: string;
  /** The provider's saved payment method of the customer, for a follow-up charge (subscriptions). */
  savedMethod?: SavedPaymentMethod;
  /**
   * The order starts a subscription: the provider keeps the method the shopper pays with for later
   * charges without them (Stripe `setup_future_usage: off_session`, Braintree's vault) and reports
   * it as `reusableMethod`.
   */
  keepMethodFor?: { customerId: string };
}

/** A method the provider keeps for later charges, as it reports it with a succeeded payment. */
export type ReusableMethod = Omit<SavedPaymentMethod, 'provider'>;

/** What the browser needs to let the shopper confirm: never a secret of ours. */
export type BrowserSession =
  | { flow: 'card'; provider: PaymentProviderName; reference: string; clientSecret?: string; publishableKey?: string }
  | { flow: 'wallet'; provider: PaymentProviderName; reference: string; clientSecret?: string; publishableKey?: string; scripts?: string[] }
  | { flow: 'redirect'; provider: PaymentProviderName; reference: string; redirectUrl: string; scripts?: string[]; amazonButton?: AmazonButtonConfig };

/** What Amazon Pay's button script needs (amazon.Pay.renderButton); the checkout session comes from the shop's endpoint on a click. */
export interface AmazonButtonConfig {
  merchantId: string;
  ledgerCurrency: string;
  sandbox: boolean;
  /** The shop's endpoint answering the checkout session (AMAZON_PAY_SESSION_PATH with the session's id). */
  sessionUrl: string;
}

export interface ProviderOutcome {
  /** The provider's id of the payment (PaymentIntent, transaction, charge permission). */
  reference: string;
  kind: PaymentEventKind | 'action_required';
  declineCode?: string;
  /** Where the shopper must go next (3-D Secure, approval page). */
  actionUrl?: string;
  /** The method the provider kept for later charges (only when the order asked, `keepMethodFor`). */
  reusableMethod?: ReusableMethod;
}

/** A verified webhook event, normalised. */
export interface PaymentEvent {
  provider: PaymentProviderName;
  /** The provider's event id: an event is applied once. */
  eventId: string;
  /** The provider's payment reference the event is about. */
  reference: string;
  kind: PaymentEventKind;
  occurredAt: Date;
  /** Why an attempt was declined (a key of DECLINE_REASONS). */
  declineCode?: string;
  /** A succeeded payment's method the provider kept for later charges. */
  reusableMethod?: ReusableMethod;
}

/** A payment method stored at the provider for a customer (card, PayPal vault token); only its token and label are ours. */
export interface SavedPaymentMethod {
  provider: PaymentProviderName;
  /** The provider's customer id. */
  customerReference: string;
  /** The provider's token of the method (Stripe PaymentMethod id, Braintree vault token). */
  token: string;
  /** What the customer sees: 'Visa •••• 4242', 'PayPal ada@example.com'. */
  label: string;
}

export interface RefundOptions {
  currency: string;
  idempotencyKey: string;
}

export interface WebhookRequest {
  rawBody: string;
  headers: Headers;
  now: Date;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens the provider's session for the browser: a card/wallet client secret or a redirect URL. */
  createSession(order: PaymentOrder): Promise<BrowserSession>;
  /** Authorises the amount (the money is held, not taken). */
  authorize(order: PaymentOrder, token: string): Promise<ProviderOutcome>;
  /** Takes authorised money (Amazon Pay: completes the approved checkout session). */
  capture(reference: string, amountCents: number, currency: string): Promise<ProviderOutcome>;
  /** For a redirect method whose amount is confirmed at the provider after the shop's review (Amazon Pay): that confirmation's URL. */
  confirmUrl?(reference: string, order: PaymentOrder, resultUrl: string): Promise<string>;
  /** Releases an authorisation that was never captured. */
  void(reference: string): Promise<ProviderOutcome>;
  /**
   * Gives captured money back, all or part of it (admin/API only). `idempotencyKey` names this one
   * refund (the order and the operator's key): a provider that takes one answers a repeat with the same refund.
   */
  refund(reference: string, amountCents: number, options: RefundOptions): Promise<ProviderOutcome>;
  /**
   * Verifies a webhook's signature and reads it: null when the signature is missing or wrong,
   * 'ignored' for a genuine event about nothing the shop tracks.
   */
  verifyWebhook(request: WebhookRequest): Promise<PaymentEvent | 'ignored' | null>;
  /** Stores the order's payment method at the provider for later charges (subscriptions). */
  saveMethod?(customer: { id: string; email: string }, token: string): Promise<SavedPaymentMethod>;
}
