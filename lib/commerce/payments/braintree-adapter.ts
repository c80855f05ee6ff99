/**
 * PayPal through Braintree (spec 01 §7 "PayPal: POST braintree process"), with the official
 * `braintree` SDK. The browser opens PayPal with a Braintree client token and hands us a payment
 * method nonce; `authorize` runs the sale for the order's amount (submitted for settlement), and
 * Braintree's signed webhooks report settlement, settlement declines and disputes. Configured by
 * BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY, BRAINTREE_ENVIRONMENT
 * (sandbox | production); BRAINTREE_API_HOST (`http://127.0.0.1:3000`) points the SDK elsewhere (tests).
 */
import { createHash } from 'node:crypto';
import braintree from 'braintree';
import { BRAINTREE_SCRIPT, type PaymentEventKind } from '@/lib/config/payments';
import { environment, type Environment, type EnvironmentSource } from '@/lib/config/environment';
import { fromCents } from '../money';
import type { BrowserSession, PaymentEvent, PaymentOrder, PaymentProvider, ProviderOutcome, ReusableMethod, SavedPaymentMethod, WebhookRequest } from './payment-provider';

type Env = EnvironmentSource;

/** Braintree's webhook kinds the shop acts on. */
const NOTIFICATION_KINDS: Record<string, PaymentEventKind> = {
  transaction_settled: 'succeeded',
  transaction_settlement_declined: 'failed',
  dispute_lost: 'reversed',
};

const SETTLING = new Set(['authorized', 'submitted_for_settlement', 'settling', 'settled']);

interface SaleResult {
  success: boolean;
  message?: string;
  transaction?: {
    id: string;
    status: string;
    processorResponseCode?: string;
    gatewayRejectionReason?: string;
    /** With `storeInVaultOnSuccess`: the customer Braintree created and the PayPal account it vaulted. */
    customer?: { id?: string | null };
    paypal?: { token?: string | null; payerEmail?: string | null };
  };
}

/** The vaulted PayPal account of a sale that asked for it (a subscription's first order). */
function vaultedOf(result: SaleResult, email: string): ReusableMethod | undefined {
  const customer = result.transaction?.customer?.id;
  const token = result.transaction?.paypal?.token;
  return customer && token ? { customerReference: customer, token, label: `PayPal ${result.transaction?.paypal?.payerEmail ?? email}` } : undefined;
}

function outcomeOf(result: SaleResult, fallbackReference: string): ProviderOutcome {
  const transaction = result.transaction;
  const reference = transaction?.id ?? fallbackReference;
  if (result.success && transaction && SETTLING.has(transaction.status)) return { reference, kind: 'succeeded' };
  if (result.success && transaction?.status === 'settlement_pending') return { reference, kind: 'pending' };
  return { reference, kind: 'declined', declineCode: transaction?.gatewayRejectionReason ?? transaction?.processorResponseCode ?? 'card_declined' };
}

function environmentOf(config: Environment): braintree.Environment {
  const host = config.BRAINTREE_API_HOST;
  if (host) {
    const url = new URL(host);
    const Environment = braintree.Environment as unknown as new (server: string, port: string, authUrl: string, ssl: boolean, graphQLServer: string, graphQLPort: string) => braintree.Environment;
    return new Environment(url.hostname, url.port, host, url.protocol === 'https:', url.hostname, url.port);
  }
  return config.BRAINTREE_ENVIRONMENT === 'production' ? braintree.Environment.Production : braintree.Environment.Sandbox;
}

/** Braintree's amounts are decimal strings. */
function amountOf(cents: number): string {
  return fromCents(cents).toFixed(2);
}

export function createBraintreeProvider(source?: Env): PaymentProvider | null {
  const config = environment(source);
  const merchantId = config.BRAINTREE_MERCHANT_ID;
  const publicKey = config.BRAINTREE_PUBLIC_KEY;
  const privateKey = config.BRAINTREE_PRIVATE_KEY;
  if (!merchantId || !publicKey || !privateKey) return null;
  const gateway = new braintree.BraintreeGateway({ environment: environmentOf(config), merchantId, publicKey, privateKey });
  const scriptOrigin = config.BRAINTREE_SCRIPT_ORIGIN || BRAINTREE_SCRIPT.defaultOrigin;
  const scripts = BRAINTREE_SCRIPT.paths.map((path) => new URL(path, scriptOrigin).toString());

  return {
    name: 'braintree',
    async createSession(order: PaymentOrder): Promise<BrowserSession> {
      const { clientToken } = await gateway.clientToken.generate({});
      // Until the sale, the payment is named by the order; the sale's transaction id replaces it.
      const reference = `bt_${createHash('sha256').update(order.idempotencyKey).digest('hex').slice(0, 32)}`;
      return { flow: 'wallet', provider: 'braintree', reference, clientSecret: clientToken, scripts };
    },
    /** `token` is the browser's nonce, or for a cycle's charge the vaulted method's token (`order.savedMethod`). */
    async authorize(order: PaymentOrder, token: string): Promise<ProviderOutcome> {
      const result = (await gateway.transaction.sale({
        amount: amountOf(order.amountCents),
        ...(order.savedMethod ? { paymentMethodToken: token } : { paymentMethodNonce: token }),
        orderId: order.incrementId,
        // A subscription's first order vaults the PayPal account for the cycles.
        options: { submitForSettlement: true, ...(order.keepMethodFor ? { storeInVaultOnSuccess: true } : {}) },
      })) as unknown as SaleResult;
      const outcome = outcomeOf(result, order.id);
      const reusableMethod = order.keepMethodFor && outcome.kind !== 'declined' ? vaultedOf(result, order.email) : undefined;
      return reusableMethod ? { ...outcome, reusableMethod } : outcome;
    },
    async capture(reference: string, amountCents: number): Promise<ProviderOutcome> {
      return outcomeOf((await gateway.transaction.submitForSettlement(reference, amountOf(amountCents))) as unknown as SaleResult, reference);
    },
    async void(reference: string): Promise<ProviderOutcome> {
      const result = (await gateway.transaction.void(reference)) as unknown as SaleResult;
      return { reference, kind: result.success ? 'expired' : 'declined' };
    },
    /** Braintree takes a partial amount on the refund; it has no idempotency key (our pending refund row guards the replay). */
    async refund(reference: string, amountCents: number): Promise<ProviderOutcome> {
      const result = (await gateway.transaction.refund(reference, amountOf(amountCents))) as unknown as SaleResult;
      return { reference, kind: result.success ? 'refunded' : 'declined' };
    },
    async verifyWebhook({ rawBody }: WebhookRequest): Promise<PaymentEvent | 'ignored' | null> {
      const form = new URLSearchParams(rawBody);
      const signature = form.get('bt_signature');
      const payload = form.get('bt_payload');
      if (!signature || !payload) return null;
      let notification: { kind: string; timestamp: Date | string; transaction?: { id: string }; dispute?: { transaction?: { id: string } } };
      try {
        notification = (await gateway.webhookNotification.parse(signature, payload)) as unknown as typeof notification;
      } catch {
        return null;
      }
      const kind = NOTIFICATION_KINDS[notification.kind];
      const reference = notification.transaction?.id ?? notification.dispute?.transaction?.id;
      if (!kind || !reference) return 'ignored';
      // Braintree's notifications carry no id: the signed payload itself names the delivery.
      const eventId = createHash('sha256').update(payload).digest('hex');
      return { provider: 'braintree', eventId, reference, kind, occurredAt: new Date(notification.timestamp) };
    },
    async saveMethod(customer, nonce): Promise<SavedPaymentMethod> {
      const result = (await gateway.customer.create({ email: customer.email, paymentMethodNonce: nonce })) as unknown as {
        success: boolean;
        message?: string;
        customer?: { id: string; paymentMethods?: { token: string; email?: string }[] };
      };
      const method = result.customer?.paymentMethods?.[0];
      if (!result.success || !result.customer || !method) throw new Error(`Braintree refused the payment method: ${result.message ?? 'no method'}`);
      return { provider: 'braintree', customerReference: result.customer.id, token: method.token, label: `PayPal ${method.email ?? customer.email}` };
    },
  };
}
