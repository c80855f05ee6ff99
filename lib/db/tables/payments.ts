/** Payments (issue 15): one per order, provider events applied once, refunds, saved methods; never card data. Column conventions: `../schema.ts`. */

/** One payment per order (issue 15): the provider's reference and where the attempt stands; never card data. */
export interface PaymentsTable {
  id: string;
  order_id: string;
  provider: string;
  method: string;
  status: string;
  amount_cents: number;
  currency: string;
  /** The provider's id of the payment (PaymentIntent, transaction, checkout session). */
  reference: string;
  /** The provider's first name of the payment, kept when it renamed it on completion (Amazon Pay's checkout session). */
  session_reference: string | null;
  decline_reason: string | null;
  created_at: string;
  updated_at: string;
}
/** A provider event already applied: the key (provider, event_id) makes a redelivery a no-op. */
export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  reference: string;
  kind: string;
  occurred_at: string;
  received_at: string;
}
/** A refund of an order's captured money (ADR 0018): several per order, each named by its Idempotency-Key. */
export interface PaymentRefundsTable {
  id: string;
  order_id: string;
  payment_id: string;
  idempotency_key: string;
  amount_cents: number;
  /** The part of the refund that paid for goods (not shipping). */
  goods_share_cents: number;
  currency: string;
  /** pending while the provider is asked, then succeeded. */
  status: string;
  created_at: string;
  updated_at: string;
}
/** The payment method a customer saved at a provider (card, PayPal vault), for subscription orders. */
export interface SavedPaymentMethodsTable {
  user_id: string;
  provider: string;
  customer_reference: string;
  token: string;
  label: string;
  updated_at: string;
}
