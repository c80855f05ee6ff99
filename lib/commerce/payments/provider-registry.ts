/**
 * Which provider takes which method, chosen by env (docs/commerce.md "Payments"): Stripe for card, Apple Pay,
 * Google Pay and iDEAL when STRIPE_SECRET_KEY is set; Braintree for PayPal when BRAINTREE_* are set;
 * Amazon Pay when AMAZON_PAY_* are set; every other method goes to the embedded test gateway while
 * it is enabled, and is unavailable otherwise.
 */
import type { PaymentMethodCode, PaymentProviderName } from '@/lib/config/payments';
import type { PaymentProvider } from './payment-provider';
import { createAmazonPayProvider } from './amazon-pay-adapter';
import { createBraintreeProvider } from './braintree-adapter';
import { createStripeProvider } from './stripe-adapter';
import { isTestGatewayEnabled, testGateway } from './test-gateway';
import type { EnvironmentSource } from '@/lib/config/environment';
import { traced } from './traced-provider';

type Env = EnvironmentSource;
type Factory = (env?: Env) => PaymentProvider | null;

/** The real adapters and the methods each takes; a factory answers null while its env vars are missing. */
const realProviders: Partial<Record<PaymentProviderName, { methods: readonly PaymentMethodCode[]; create: Factory }>> = {
  stripe: { methods: ['card', 'applepay', 'googlepay', 'ideal'], create: createStripeProvider },
  braintree: { methods: ['paypal'], create: createBraintreeProvider },
  amazonpay: { methods: ['amazonpay'], create: createAmazonPayProvider },
};

const cache = new Map<string, PaymentProvider | null>();

function realProvider(name: PaymentProviderName, env: Env | undefined): PaymentProvider | null {
  const entry = realProviders[name];
  if (!entry) return null;
  // A source other than the process's (a test's) builds its adapter afresh.
  if (env !== undefined) return entry.create(env);
  if (!cache.has(name)) cache.set(name, entry.create(env));
  return cache.get(name) ?? null;
}

export function providerFor(method: PaymentMethodCode, env?: Env): PaymentProvider | null {
  return traced(untracedProviderFor(method, env));
}

function untracedProviderFor(method: PaymentMethodCode, env?: Env): PaymentProvider | null {
  for (const [name, entry] of Object.entries(realProviders)) {
    if (!entry.methods.includes(method)) continue;
    const provider = realProvider(name as PaymentProviderName, env);
    if (provider) return provider;
  }
  return isTestGatewayEnabled(env) ? testGateway : null;
}

export function providerByName(name: string, env?: Env): PaymentProvider | null {
  if (name === 'test') return traced(isTestGatewayEnabled(env) ? testGateway : null);
  return traced(name in realProviders ? realProvider(name as PaymentProviderName, env) : null);
}

/** Forgets built adapters (tests that change env). */
export function resetProviders(): void {
  cache.clear();
}
