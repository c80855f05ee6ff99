/**
 * The embedded test gateway (issue 15, the default provider): a stand-in for a real provider that
 * moves no money, so `npm install && npm start` can pay on a fresh machine. It behaves as a
 * provider does: a session per order keyed by the order's Idempotency-Key, its own pages for
 * 3-D Secure and the PayPal / Amazon Pay approval (served apart from the shop), and signed
 * webhooks that reach the shop through the same door as a real provider's.
 * Refused when NODE_ENV=production unless PAYMENTS_TEST_MODE=1 (scripts/start.mjs sets it for the
 * demo when no real provider is configured; docs/commerce.md "Payments").
 */
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { PAYMENT_EVENT_KINDS, PAYMENT_METHOD_FLOW, TEST_GATEWAY_PAGE_PATH, TEST_WEBHOOK_SIGNATURE_HEADER, type PaymentEventKind } from '@/lib/config/payments';
import { ApiError } from '@/lib/http/api-error';
import { environment, type EnvironmentSource } from '@/lib/config/environment';

import type { BrowserSession, PaymentEvent, PaymentOrder, PaymentProvider, ProviderOutcome, ReusableMethod, SavedPaymentMethod, WebhookRequest } from './payment-provider';
import { signWebhook, verifyWebhookSignature } from './webhook-signature';

type Env = EnvironmentSource;

/** On everywhere but production; in production only with PAYMENTS_TEST_MODE=1 (or true); PAYMENTS_TEST_MODE=0 turns it off anywhere. */
export function isTestGatewayEnabled(source?: Env): boolean {
  const config = environment(source);
  return config.PAYMENTS_TEST_MODE ?? config.NODE_ENV !== 'production';
}

export function testWebhookSecret(source?: Env): string {
  return environment(source).PAYMENTS_TEST_WEBHOOK_SECRET;
}

/** The gateway's id of an order's payment: derived from the order's Idempotency-Key, so every "Pay now" of one order meets the same payment. */
export function testReference(idempotencyKey: string): string {
  return `tgpi_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}`;
}

export function testGatewayPageUrl(origin: string, reference: string): string {
  const url = new URL(TEST_GATEWAY_PAGE_PATH, origin);
  url.searchParams.set('reference', reference);
  return url.toString();
}

const eventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(PAYMENT_EVENT_KINDS),
  created: z.number().int().nonnegative(),
  data: z.object({
    reference: z.string().min(1).max(200),
    decline_code: z.string().max(100).optional(),
    payment_method: z.object({ customer: z.string().min(1).max(200), token: z.string().min(1).max(200), label: z.string().min(1).max(200) }).optional(),
  }),
});

/** A signed event as the gateway sends it: body and headers. */
export function testWebhook(reference: string, kind: PaymentEventKind, at: Date, options: { eventId?: string; declineCode?: string; secret?: string; reusableMethod?: ReusableMethod } = {}) {
  const method = options.reusableMethod;
  const body = JSON.stringify({
    id: options.eventId ?? `evt_${randomUUID()}`,
    type: kind,
    created: Math.floor(at.getTime() / 1000),
    data: {
      reference,
      ...(options.declineCode ? { decline_code: options.declineCode } : {}),
      ...(method ? { payment_method: { customer: method.customerReference, token: method.token, label: method.label } } : {}),
    },
  });
  const headers = new Headers({ 'content-type': 'application/json', [TEST_WEBHOOK_SIGNATURE_HEADER]: signWebhook(options.secret ?? testWebhookSecret(), body, at) });
  return { body, headers };
}

/**
 * What charging a stored method answers, by token (Stripe's test token names): the 3-D Secure card
 * asks for the cardholder again, which nobody can answer off-session.
 */
const TEST_TOKENS: Record<string, ProviderOutcome['kind']> = { tok_visa: 'succeeded', tok_paypal: 'succeeded', tok_chargeDeclined: 'declined', tok_threeDSecure2Required: 'action_required' };
/** The test gateway's stored methods, by token. */
const TEST_SAVED_METHODS: Record<string, string> = { tok_visa: 'Visa •••• 4242', tok_paypal: 'PayPal {email}', tok_chargeDeclined: 'Visa •••• 0341', tok_threeDSecure2Required: 'Visa •••• 3184' };

/** The stored token of a test card that pays (as Stripe keeps a PaymentMethod), by the card's digits. */
export const TEST_CARD_TOKENS: Record<string, string> = { '4242424242424242': 'tok_visa', '4000002760003184': 'tok_threeDSecure2Required' };

/**
 * The method the gateway keeps with a succeeded payment (reported in its webhook, as Stripe reports
 * the PaymentIntent's payment_method); the shop stores it only for an order that starts a subscription.
 */
export function keptTestMethod(token: string, customer: { id: string; email: string }): ReusableMethod | undefined {
  const label = TEST_SAVED_METHODS[token];
  return label ? { customerReference: `tgcus_${customer.id}`, token, label: label.replace('{email}', customer.email) } : undefined;
}

export const testGateway: PaymentProvider = {
  name: 'test',
  async createSession(order: PaymentOrder): Promise<BrowserSession> {
    const reference = testReference(order.idempotencyKey);
    const flow = PAYMENT_METHOD_FLOW[order.method];
    if (flow === 'redirect') return { flow, provider: 'test', reference, redirectUrl: testGatewayPageUrl(order.returnUrl, reference) };
    return { flow, provider: 'test', reference };
  },
  async authorize(order: PaymentOrder, token: string): Promise<ProviderOutcome> {
    const kind = TEST_TOKENS[token] ?? 'declined';
    return { reference: testReference(order.idempotencyKey), kind, ...(kind === 'declined' ? { declineCode: 'card_declined' } : {}) };
  },
  async capture(reference: string): Promise<ProviderOutcome> {
    return { reference, kind: 'succeeded' };
  },
  async void(reference: string): Promise<ProviderOutcome> {
    return { reference, kind: 'expired' };
  },
  async refund(reference: string): Promise<ProviderOutcome> {
    return { reference, kind: 'refunded' };
  },
  async verifyWebhook({ rawBody, headers, now }: WebhookRequest): Promise<PaymentEvent | null> {
    if (!verifyWebhookSignature(testWebhookSecret(), rawBody, headers.get(TEST_WEBHOOK_SIGNATURE_HEADER), now)) return null;
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const parsed = eventSchema.safeParse(json);
    if (!parsed.success) return null;
    const { id, type, created, data } = parsed.data;
    const method = data.payment_method;
    const reusableMethod = method ? { customerReference: method.customer, token: method.token, label: method.label } : undefined;
    return { provider: 'test', eventId: id, reference: data.reference, kind: type, occurredAt: new Date(created * 1000), declineCode: data.decline_code, reusableMethod };
  },
  async saveMethod(customer, token): Promise<SavedPaymentMethod> {
    const kept = keptTestMethod(token, customer);
    if (!kept) throw new ApiError(400, 'invalidField', { field: 'token', problem: 'unknown test token' });
    return { provider: 'test', ...kept };
  },
};
