/**
 * Stripe (card, Apple Pay, Google Pay, iDEAL) behind the payment port, with the official `stripe` SDK.
 * The browser confirms the PaymentIntent with Stripe's Payment Element (SAQ-A: no card data on our
 * server); we create it with the order's amount, keyed by the order's Idempotency-Key, and learn
 * the outcome from Stripe's signed webhooks. Configured by STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY,
 * STRIPE_WEBHOOK_SECRET; STRIPE_API_HOST (`http://127.0.0.1:12111`) points the SDK elsewhere (tests, stripe-mock).
 */
import Stripe from 'stripe';
import { PAYMENT_METHOD_FLOW, STRIPE_SIGNATURE_HEADER, WEBHOOK_TOLERANCE_SECONDS, type PaymentEventKind } from '@/lib/config/payments';
import { environment, type Environment, type EnvironmentSource } from '@/lib/config/environment';
import type { BrowserSession, PaymentEvent, PaymentOrder, PaymentProvider, ProviderOutcome, RefundOptions, ReusableMethod, SavedPaymentMethod, WebhookRequest } from './payment-provider';

type Env = EnvironmentSource;

/** Stripe's events the shop acts on, and what they mean for the order. */
const EVENT_KINDS: Record<string, PaymentEventKind> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.processing': 'pending',
  'payment_intent.payment_failed': 'declined',
  'payment_intent.canceled': 'expired',
  'charge.refunded': 'refunded',
};

function outcomeOf(intent: Stripe.PaymentIntent): ProviderOutcome {
  switch (intent.status) {
    case 'succeeded':
    case 'requires_capture':
      return { reference: intent.id, kind: 'succeeded' };
    case 'processing':
      return { reference: intent.id, kind: 'pending' };
    case 'requires_action':
      return { reference: intent.id, kind: 'action_required', actionUrl: intent.next_action?.redirect_to_url?.url ?? undefined };
    case 'canceled':
      return { reference: intent.id, kind: 'expired' };
    default:
      return { reference: intent.id, kind: 'declined', declineCode: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? 'card_declined' };
  }
}

/** What the customer sees of a kept method: 'visa •••• 4242'. */
function labelOf(method: Stripe.PaymentMethod): string {
  return method.card ? `${method.card.brand} •••• ${method.card.last4}` : method.type;
}

function clientOptions(config: Environment): Stripe.StripeConfig {
  const host = config.STRIPE_API_HOST;
  if (!host) return { maxNetworkRetries: 2 };
  const url = new URL(host);
  return { host: url.hostname, port: url.port || undefined, protocol: url.protocol === 'http:' ? 'http' : 'https', maxNetworkRetries: 0 };
}

export function createStripeProvider(source?: Env): PaymentProvider | null {
  const config = environment(source);
  const secretKey = config.STRIPE_SECRET_KEY;
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  if (!secretKey || !webhookSecret) return null;
  const stripe = new Stripe(secretKey, clientOptions(config));
  const publishableKey = config.STRIPE_PUBLISHABLE_KEY;

  /** A PaymentIntent paid with `setup_future_usage` leaves its PaymentMethod on the customer: that method, with the label the customer sees. */
  async function keptMethodOf(intent: { setup_future_usage?: string | null; customer?: string | { id: string } | null; payment_method?: string | { id: string } | null }): Promise<ReusableMethod | undefined> {
    const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
    const methodId = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
    if (intent.setup_future_usage !== 'off_session' || !customer || !methodId) return undefined;
    return { customerReference: customer, token: methodId, label: labelOf(await stripe.paymentMethods.retrieve(methodId)) };
  }

  return {
    name: 'stripe',
    async createSession(order: PaymentOrder): Promise<BrowserSession> {
      if (order.method === 'ideal') {
        // iDEAL is confirmed here and paid at the shopper's bank: Stripe answers the bank's address and sends them back to returnUrl.
        const intent = await stripe.paymentIntents.create(
          {
            amount: order.amountCents,
            currency: order.currency.toLowerCase(),
            allowed_payment_method_types: ['ideal'],
            payment_method_data: { type: 'ideal' },
            confirm: true,
            return_url: order.returnUrl,
            metadata: { order_id: order.id, increment_id: order.incrementId },
          },
          { idempotencyKey: `order-${order.idempotencyKey}` },
        );
        const redirectUrl = intent.next_action?.redirect_to_url?.url;
        if (!redirectUrl) throw new Error(`Stripe gave iDEAL PaymentIntent ${intent.id} no bank address (status ${intent.status})`);
        return { flow: 'redirect', provider: 'stripe', reference: intent.id, redirectUrl };
      }
      // A subscription's first order: the card is kept on a Stripe customer for the off-session cycles.
      const customer = order.keepMethodFor
        ? (await stripe.customers.create({ email: order.email, metadata: { user_id: order.keepMethodFor.customerId } }, { idempotencyKey: `customer-${order.idempotencyKey}` })).id
        : undefined;
      const intent = await stripe.paymentIntents.create(
        {
          amount: order.amountCents,
          currency: order.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          ...(customer ? { customer, setup_future_usage: 'off_session' as const } : {}),
          metadata: { order_id: order.id, increment_id: order.incrementId },
        },
        { idempotencyKey: `order-${order.idempotencyKey}` },
      );
      const flow = PAYMENT_METHOD_FLOW[order.method] === 'wallet' ? 'wallet' : 'card';
      return { flow, provider: 'stripe', reference: intent.id, clientSecret: intent.client_secret ?? undefined, publishableKey };
    },
    async authorize(order: PaymentOrder, token: string): Promise<ProviderOutcome> {
      const intent = await stripe.paymentIntents.create(
        {
          amount: order.amountCents,
          currency: order.currency.toLowerCase(),
          payment_method: token,
          customer: order.savedMethod?.customerReference,
          confirm: true,
          off_session: true,
          capture_method: 'manual',
          metadata: { order_id: order.id, increment_id: order.incrementId },
        },
        { idempotencyKey: `order-${order.idempotencyKey}-authorize` },
      );
      return outcomeOf(intent);
    },
    async capture(reference: string, amountCents: number): Promise<ProviderOutcome> {
      return outcomeOf(await stripe.paymentIntents.capture(reference, { amount_to_capture: amountCents }));
    },
    async void(reference: string): Promise<ProviderOutcome> {
      return outcomeOf(await stripe.paymentIntents.cancel(reference));
    },
    async refund(reference: string, amountCents: number, { idempotencyKey }: RefundOptions): Promise<ProviderOutcome> {
      // Keyed by this one refund, not its amount: two partial refunds of the same amount are two refunds.
      const refund = await stripe.refunds.create({ payment_intent: reference, amount: amountCents }, { idempotencyKey: `refund-${idempotencyKey}` });
      return { reference, kind: refund.status === 'failed' || refund.status === 'canceled' ? 'declined' : 'refunded' };
    },
    async verifyWebhook({ rawBody, headers, now }: WebhookRequest): Promise<PaymentEvent | 'ignored' | null> {
      const signature = headers.get(STRIPE_SIGNATURE_HEADER);
      if (!signature) return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, Math.floor(now.getTime() / 1000));
      } catch {
        return null;
      }
      const kind = EVENT_KINDS[event.type];
      if (!kind) return 'ignored';
      const object = event.data.object as {
        id: string;
        object: string;
        refunded?: boolean;
        payment_intent?: string | { id: string } | null;
        last_payment_error?: { decline_code?: string; code?: string } | null;
        setup_future_usage?: string | null;
        customer?: string | { id: string } | null;
        payment_method?: string | { id: string } | null;
      };
      // charge.refunded comes for every refund; only a charge refunded in full (`refunded: true`) closes the order (ADR 0018).
      if (event.type === 'charge.refunded' && object.refunded !== true) return 'ignored';
      const reference = object.object === 'charge' ? (typeof object.payment_intent === 'string' ? object.payment_intent : object.payment_intent?.id) : object.id;
      if (!reference) return 'ignored';
      const declineCode = object.last_payment_error?.decline_code ?? object.last_payment_error?.code;
      const reusableMethod = kind === 'succeeded' ? await keptMethodOf(object) : undefined;
      return { provider: 'stripe', eventId: event.id, reference, kind, occurredAt: new Date(event.created * 1000), declineCode, reusableMethod };
    },
    async saveMethod(customer, token): Promise<SavedPaymentMethod> {
      const created = await stripe.customers.create({ email: customer.email, metadata: { user_id: customer.id } });
      const method = await stripe.paymentMethods.attach(token, { customer: created.id });
      return { provider: 'stripe', customerReference: created.id, token: method.id, label: labelOf(method) };
    },
  };
}
