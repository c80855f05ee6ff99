/**
 * Payment payloads (issue 15), browser-safe: the route handlers parse with these and the checkout
 * sends and reads with them. No amount is ever sent by the browser; the server reads it from the order.
 */
import { z } from 'zod';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@/lib/config/commerce';
import { ADMIN_PAYMENT_ACTIONS, DECLINE_REASONS, PAYMENT_METHOD_CODES, PAYMENT_PROVIDERS, REFUND_DECIMAL_PATTERN } from '@/lib/config/payments';

const reference = z.string().trim().min(1).max(200);

/** Which order to pay: a guest names it by its Idempotency-Key (the queue entry's order_id), a customer by its id. */
export const paymentTargetSchema = z.union([
  z.object({ orderKey: z.string().min(1).max(IDEMPOTENCY_KEY_MAX_LENGTH) }),
  z.object({ orderId: z.string().min(1).max(100) }),
  z.object({ reference }),
]);
export type PaymentTarget = z.infer<typeof paymentTargetSchema>;

export const paymentSessionSchema = z.discriminatedUnion('flow', [
  z.object({ flow: z.literal('card'), provider: z.enum(PAYMENT_PROVIDERS), reference, clientSecret: z.string().optional(), publishableKey: z.string().optional() }),
  z.object({ flow: z.literal('wallet'), provider: z.enum(PAYMENT_PROVIDERS), reference, clientSecret: z.string().optional(), publishableKey: z.string().optional(), scripts: z.array(z.string()).optional() }),
  z.object({
    flow: z.literal('redirect'),
    provider: z.enum(PAYMENT_PROVIDERS),
    reference,
    redirectUrl: z.string(),
    /** The provider's browser scripts, loaded by the payment panel on demand (Braintree, Amazon Pay). */
    scripts: z.array(z.string()).optional(),
    amazonButton: z.object({ merchantId: z.string(), ledgerCurrency: z.string(), sandbox: z.boolean(), sessionUrl: z.string() }).optional(),
  }),
]);

/** Amazon Pay's button asks the shop for the checkout session on a click (its "createCheckoutSession" URL). */
export const amazonCheckoutSessionQuerySchema = z.object({ reference });
export const amazonCheckoutSessionAnswerSchema = z.object({ checkoutSessionId: z.string() });

/** The order's payment as the browser sees it. */
export const paymentStateSchema = z.object({
  incrementId: z.string(),
  orderStatus: z.string(),
  method: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** The order waits for its money: "Pay now" is offered. */
  payable: z.boolean(),
  paid: z.boolean(),
  paymentStatus: z.string().nullable(),
  declineReason: z.enum(DECLINE_REASONS).nullable(),
  testMode: z.boolean(),
  /** While the order waits: the methods it may be paid with instead (after a decline, "choose another payment method"). */
  methods: z.array(z.string()).optional(),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const paymentStartAnswerSchema = z.object({ session: paymentSessionSchema, state: paymentStateSchema });
export type PaymentStartAnswer = z.infer<typeof paymentStartAnswerSchema>;

/** Another method for an order that waits for its money (a method code the order's store offers). */
export const paymentMethodSwitchInputSchema = z.intersection(paymentTargetSchema, z.object({ method: z.string().trim().min(1).max(50) }));

/** The test gateway's card form: judged and forgotten in one call, never stored. */
export const testCardInputSchema = z.object({
  reference,
  card: z.object({
    number: z.string().max(40),
    expiry: z.string().max(10),
    cvc: z.string().max(8),
  }),
});

export const testWalletInputSchema = z.object({ reference, approve: z.boolean() });

/** What one confirmation came to: paid, declined (with the reason), or a step the shopper takes first. */
export const paymentOutcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded') }),
  z.object({ status: z.literal('declined'), reason: z.enum(DECLINE_REASONS) }),
  z.object({ status: z.literal('action_required'), actionUrl: z.string() }),
]);
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

export const paymentMethodCodeSchema = z.enum(PAYMENT_METHOD_CODES);

/** The test gateway page's form. */
export const testGatewayFormSchema = z.object({ reference, action: z.enum(['approve', 'cancel']) });

/** Amazon Pay's completion after the review page. */
export const paymentCompleteInputSchema = z.object({ reference });

/** The spec's "braintree process": the order and the nonce PayPal's button gave the browser. */
export const paymentProcessInputSchema = z.intersection(paymentTargetSchema, z.object({ nonce: z.string().trim().min(1).max(4000) }));

export const paymentReviewAnswerSchema = z.object({ redirectUrl: z.string() });

/** The customer's payment method for subscriptions, as the account shows it. */
export const savedMethodSchema = z.object({ provider: z.string(), label: z.string() });
export type SavedMethodView = z.infer<typeof savedMethodSchema>;
/** Replacing it: the token the provider's own UI gave the browser for a card or a PayPal account. */
export const savedMethodInputSchema = z.object({ method: z.enum(['card', 'paypal']), token: z.string().trim().min(1).max(500) });
export const savedMethodAnswerSchema = z.object({ method: savedMethodSchema.nullable(), testMode: z.boolean() });
export type SavedMethodAnswer = z.infer<typeof savedMethodAnswerSchema>;

/** POST /api/admin/payments/{orderId}/{action}: refund the captured money or void an open authorisation (operator token). */
export const adminPaymentParamsSchema = z.object({ orderId: z.string().trim().min(1).max(64), action: z.enum(ADMIN_PAYMENT_ACTIONS) });
/** A decimal string ('12.5', '12.50') in whole cents, without floating point. */
function decimalToCents(text: string): number {
  const [units, decimals = ''] = text.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

/**
 * A refund's amount (ADR 0018): integer cents (1250) or a decimal string in the order's currency
 * ('12.50'); answered as cents. Omitted: what is left of the captured money, in full.
 */
export const refundAmountSchema = z
  .union([
    z.number().int('must be whole cents').max(Number.MAX_SAFE_INTEGER),
    z.string().trim().regex(REFUND_DECIMAL_PATTERN, 'must be a decimal amount with at most two decimals').transform(decimalToCents),
  ])
  .refine((cents) => cents > 0, 'must be greater than 0');

export const adminRefundInputSchema = z.object({ amount: refundAmountSchema.optional() });

/** `amount` is what this call gave back (or voided); `refunded` all refunds of the order so far, `refundable` what is left. */
export const adminPaymentAnswerSchema = z.object({
  orderStatus: z.string(),
  paymentStatus: z.string(),
  amount: z.number(),
  refunded: z.number().optional(),
  refundable: z.number().optional(),
});
export type AdminPaymentAnswer = z.infer<typeof adminPaymentAnswerSchema>;
