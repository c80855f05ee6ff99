/**
 * Amazon Pay (API v2) behind the payment port, with the official `@amazonpay/amazon-pay-api-sdk-nodejs`
 * (spec 01 §7 "Amazon Pay: button, address session, process, complete"; 02 §2 /amazonpay/review,
 * /amazonpay/complete). The checkout session is created for the order (keyed by its
 * Idempotency-Key); after the buyer signed in, the review page sets the order's amount
 * (`confirmUrl`: update checkout session → Amazon's redirect URL), Amazon sends the buyer to
 * /amazonpay/complete, where `capture` completes the session. Amazon's IPNs are not trusted as
 * sent: the charge they name is read back from Amazon's API, signed with our key.
 * Configured by AMAZON_PAY_PUBLIC_KEY_ID, AMAZON_PAY_PRIVATE_KEY (PEM), AMAZON_PAY_STORE_ID,
 * AMAZON_PAY_REGION (eu), AMAZON_PAY_SANDBOX (true); AMAZON_PAY_API_HOST (host:port, HTTPS) overrides the API host (tests).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { AMAZON_PAY_SCRIPT, AMAZON_PAY_SESSION_PATH, type PaymentEventKind } from '@/lib/config/payments';
import { environment, type EnvironmentSource } from '@/lib/config/environment';
import { fromCents } from '../money';
import type { BrowserSession, PaymentEvent, PaymentOrder, PaymentProvider, ProviderOutcome, RefundOptions, WebhookRequest } from './payment-provider';

type Env = EnvironmentSource;
type Json = Record<string, unknown>;
interface AmazonResponse {
  data: Json;
}
interface WebStoreClient {
  createCheckoutSession(payload: Json, headers: Json): Promise<AmazonResponse>;
  getCheckoutSession(id: string): Promise<AmazonResponse>;
  updateCheckoutSession(id: string, payload: Json): Promise<AmazonResponse>;
  completeCheckoutSession(id: string, payload: Json): Promise<AmazonResponse>;
  getCharge(id: string): Promise<AmazonResponse>;
  cancelCharge(id: string, payload: Json): Promise<AmazonResponse>;
  createRefund(payload: Json, headers: Json): Promise<AmazonResponse>;
}

/** Charge states (Amazon Pay API v2 "Charge") and what they mean for the order. */
const CHARGE_STATES: Record<string, PaymentEventKind> = { Captured: 'succeeded', Declined: 'failed', Canceled: 'expired' };

function amount(cents: number, currency: string) {
  return { amount: fromCents(cents).toFixed(2), currencyCode: currency };
}

/** Amazon's idempotency keys: letters, digits, '-' and '_', at most 32 characters; a longer key is hashed to fit. */
function amazonKey(key: string): string {
  const plain = key.replace(/[^A-Za-z0-9_-]/g, '');
  return plain.length <= 32 ? plain : createHash('sha256').update(key).digest('hex').slice(0, 32);
}

function loadClient(config: Json): WebStoreClient {
  // The SDK is CommonJS without types; required here so the bundler leaves it to Node.
  const sdk = createRequire(import.meta.url)('@amazonpay/amazon-pay-api-sdk-nodejs') as { WebStoreClient: new (config: Json) => WebStoreClient };
  return new sdk.WebStoreClient(config);
}

export function createAmazonPayProvider(source?: Env): PaymentProvider | null {
  const config = environment(source);
  const publicKeyId = config.AMAZON_PAY_PUBLIC_KEY_ID;
  const privateKey = config.AMAZON_PAY_PRIVATE_KEY;
  const storeId = config.AMAZON_PAY_STORE_ID;
  if (!publicKeyId || !privateKey || !storeId) return null;
  // The SDK turns TLS verification off process-wide for an overridden host: never in production.
  const host = config.NODE_ENV === 'production' && config.PAYMENTS_ALLOW_FAKE_HOSTS !== true ? undefined : config.AMAZON_PAY_API_HOST;
  const merchantId = config.AMAZON_PAY_MERCHANT_ID;
  const sandbox = config.AMAZON_PAY_SANDBOX;
  const script = new URL(AMAZON_PAY_SCRIPT.path, config.AMAZON_PAY_SCRIPT_ORIGIN || AMAZON_PAY_SCRIPT.defaultOrigin).toString();
  const client = loadClient({
    publicKeyId,
    privateKey: privateKey.replace(/\\n/g, '\n'),
    region: config.AMAZON_PAY_REGION,
    sandbox,
    algorithm: 'AMZN-PAY-RSASSA-PSS-V2',
    ...(host ? { overrideServiceUrl: host } : {}),
  });

  /** The charge a payment names: after completion its reference is the charge itself; before, the checkout session knows it. */
  const chargeIdOf = async (reference: string): Promise<string> => {
    let session: { chargeId?: string | null };
    try {
      session = (await client.getCheckoutSession(reference)).data as typeof session;
    } catch {
      return reference;
    }
    if (!session.chargeId) throw new Error(`Amazon Pay checkout session ${reference} has no charge`);
    return session.chargeId;
  };

  return {
    name: 'amazonpay',
    async createSession(order: PaymentOrder): Promise<BrowserSession> {
      const { data } = await client.createCheckoutSession(
        { webCheckoutDetails: { checkoutReviewReturnUrl: order.returnUrl, checkoutCancelUrl: order.cancelUrl }, storeId, scopes: ['name', 'email', 'billingAddress'] },
        { 'x-amz-pay-idempotency-key': amazonKey(order.idempotencyKey) || order.id },
      );
      const session = data as { checkoutSessionId: string; webCheckoutDetails?: { amazonPayRedirectUrl?: string | null } };
      const reference = session.checkoutSessionId;
      const redirectUrl = session.webCheckoutDetails?.amazonPayRedirectUrl ?? order.returnUrl;
      if (!merchantId) return { flow: 'redirect', provider: 'amazonpay', reference, redirectUrl };
      // The buyer signs in through Amazon's button, which asks the shop for this session on a click.
      const sessionUrl = new URL(AMAZON_PAY_SESSION_PATH, order.returnUrl);
      sessionUrl.searchParams.set('reference', reference);
      return { flow: 'redirect', provider: 'amazonpay', reference, redirectUrl, scripts: [script], amazonButton: { merchantId, ledgerCurrency: order.currency, sandbox, sessionUrl: sessionUrl.pathname + sessionUrl.search } };
    },
    /** The review page's "Pay now": the order's amount set on the session, answered with Amazon's confirmation URL. */
    async confirmUrl(reference: string, order: PaymentOrder, resultUrl: string): Promise<string> {
      const { data } = await client.updateCheckoutSession(reference, {
        webCheckoutDetails: { checkoutResultReturnUrl: resultUrl },
        paymentDetails: { paymentIntent: 'AuthorizeWithCapture', canHandlePendingAuthorization: false, chargeAmount: amount(order.amountCents, order.currency) },
        merchantMetadata: { merchantReferenceId: order.incrementId },
      });
      const url = (data as { webCheckoutDetails?: { amazonPayRedirectUrl?: string } }).webCheckoutDetails?.amazonPayRedirectUrl;
      if (!url) throw new Error(`Amazon Pay gave no redirect URL for ${reference}`);
      return url;
    },
    async authorize(order: PaymentOrder): Promise<ProviderOutcome> {
      return { reference: order.id, kind: 'declined', declineCode: 'card_declined' };
    },
    /** /amazonpay/complete: completes the checkout session for the order's amount; the charge names the payment from then on (IPNs, refunds). */
    async capture(reference: string, amountCents: number, currency: string): Promise<ProviderOutcome> {
      try {
        const { data } = await client.completeCheckoutSession(reference, { chargeAmount: amount(amountCents, currency) });
        const session = data as { chargeId?: string; statusDetails?: { state?: string } };
        if (session.statusDetails?.state === 'Completed' && session.chargeId) return { reference: session.chargeId, kind: 'succeeded' };
        return { reference, kind: 'declined', declineCode: 'card_declined' };
      } catch {
        return { reference, kind: 'declined', declineCode: 'card_declined' };
      }
    },
    async void(reference: string): Promise<ProviderOutcome> {
      await client.cancelCharge(await chargeIdOf(reference), { cancellationReason: 'Order canceled' });
      return { reference, kind: 'expired' };
    },
    async refund(reference: string, amountCents: number, { currency, idempotencyKey }: RefundOptions): Promise<ProviderOutcome> {
      const chargeId = await chargeIdOf(reference);
      const { data } = await client.createRefund({ chargeId, refundAmount: amount(amountCents, currency) }, { 'x-amz-pay-idempotency-key': amazonKey(`rf${idempotencyKey}`) });
      const state = (data as { statusDetails?: { state?: string } }).statusDetails?.state;
      return { reference, kind: state === 'Declined' ? 'declined' : 'refunded' };
    },
    async verifyWebhook({ rawBody }: WebhookRequest): Promise<PaymentEvent | 'ignored' | null> {
      let message: { NotificationId?: string; ObjectType?: string; ObjectId?: string; NotificationType?: string };
      try {
        const envelope = JSON.parse(rawBody) as { Message?: string };
        message = JSON.parse(envelope.Message ?? '') as typeof message;
      } catch {
        return null;
      }
      if (!message.NotificationId || !message.ObjectId) return null;
      if (message.ObjectType !== 'CHARGE') return 'ignored';
      // The notification is only a hint: the charge is read back from Amazon with our signed request.
      let charge: { chargeId?: string; statusDetails?: { state?: string; lastUpdatedTimestamp?: string } };
      try {
        charge = (await client.getCharge(message.ObjectId)).data as typeof charge;
      } catch {
        return null;
      }
      const kind = CHARGE_STATES[charge.statusDetails?.state ?? ''];
      if (!kind || !charge.chargeId) return 'ignored';
      const at = charge.statusDetails?.lastUpdatedTimestamp;
      return { provider: 'amazonpay', eventId: message.NotificationId, reference: charge.chargeId, kind, occurredAt: at ? new Date(`${at.slice(0, 4)}-${at.slice(4, 6)}-${at.slice(6, 8)}T${at.slice(9, 11)}:${at.slice(11, 13)}:${at.slice(13, 15)}Z`) : new Date() };
    },
  };
}
