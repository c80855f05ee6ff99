/**
 * The payment pages' Content-Security-Policy (issue 15 §7, docs/adr/0013-checkout-csp.md): a fresh
 * nonce per response, `strict-dynamic` (scripts the nonce'd ones load, such as Stripe.js from
 * loadStripe, are trusted; nothing injected is), and only the origins of the providers this shop
 * has configured. Pure apart from the nonce's random bytes; no server imports, so the proxy can
 * use it.
 */
import { CSP_PAGE_PATTERNS, DENIED_FEATURES, NONCE_BYTES, PROVIDER_CSP_ORIGINS, type BrowserPaymentProvider } from '@/lib/config/security';
import { environment, type EnvironmentSource } from '@/lib/config/environment';
import { createHash } from 'node:crypto';
import { TAG_MANAGER_CSP_ORIGINS } from '@/lib/config/tracking';
import { trackingSettings } from '@/lib/config/tracking-settings';
import { INLINE_SCRIPTS } from '@/lib/html-delivery/inline-scripts';

interface CspOrigins {
  script: readonly string[];
  frame: readonly string[];
  connect: readonly string[];
}

type Env = EnvironmentSource;

/** Whether a path inside a store view (`/checkout`, not `/de/checkout`) is a payment page. */
export function isCspPage(path: string): boolean {
  return CSP_PAGE_PATTERNS.some((pattern) => pattern.test(path));
}

export function newNonce(): string {
  const bytes = new Uint8Array(NONCE_BYTES);
  globalThis.crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString('base64');
}

/** The real providers whose browser code may run: those configured by env (as the provider registry chooses them). */
export function browserProviders(source?: Env): BrowserPaymentProvider[] {
  const config = environment(source);
  const out: BrowserPaymentProvider[] = [];
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY) out.push('stripe');
  if (config.BRAINTREE_MERCHANT_ID && config.BRAINTREE_PUBLIC_KEY && config.BRAINTREE_PRIVATE_KEY) out.push('braintree');
  if (config.AMAZON_PAY_PUBLIC_KEY_ID && config.AMAZON_PAY_STORE_ID) out.push('amazonpay');
  return out;
}

/**
 * A provider's origins for the policy: the documented ones, or — when its browser script is served
 * from elsewhere (BRAINTREE_SCRIPT_ORIGIN, AMAZON_PAY_SCRIPT_ORIGIN: the e2e fakes) — that origin alone.
 */
export function providerOrigins(provider: BrowserPaymentProvider, source?: Env): CspOrigins {
  const config = environment(source);
  const override = provider === 'braintree' ? config.BRAINTREE_SCRIPT_ORIGIN : provider === 'amazonpay' ? config.AMAZON_PAY_SCRIPT_ORIGIN : undefined;
  if (!override) return PROVIDER_CSP_ORIGINS[provider];
  const origin = new URL(override).origin;
  return { script: [origin], frame: [origin], connect: [origin] };
}

/**
 * The tag manager's origins when a container is configured (after consent it loads on the payment
 * pages too, and its tags send their hits from there): Google's, or the origin of GTM_SCRIPT_URL
 * (a self-hosted or test copy), which then serves the hits as well.
 */
export function tagManagerOrigins(source?: Env): Pick<CspOrigins, 'script' | 'connect'> {
  const config = environment(source);
  const tagManager = trackingSettings(source).tagManager;
  if (!tagManager) return { script: [], connect: [] };
  if (config.GTM_SCRIPT_URL?.trim()) {
    const origin = new URL(tagManager.scriptUrl).origin;
    return { script: [origin], connect: [origin] };
  }
  return TAG_MANAGER_CSP_ORIGINS;
}

/** The inline scripts the pages carry (written by the delivery step, ADR 0076), allowed by their hashes. */
export const INLINE_SCRIPT_HASHES = Object.values(INLINE_SCRIPTS).map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

/**
 * The checkout asks the Payment Request API whether Google Pay can pay here (lib/checkout/wallets),
 * and Chromium then fetches Google Pay's payment method manifest from the page, under its policy.
 */
export const WALLET_CHECK_CONNECT_SOURCES = ['https://google.com/pay'] as const;

function list(values: readonly string[]): string {
  return values.length ? ` ${values.join(' ')}` : '';
}

/**
 * A policy whose scripts are trusted by `scriptSources` (a nonce, or the hashes of a page's inline
 * scripts) and, through `'strict-dynamic'`, whatever those load. `dev`: Next.js's development
 * runtime evaluates code (`'unsafe-eval'`).
 */
function policy(scriptSources: readonly string[], providers: readonly BrowserPaymentProvider[], options: { dev?: boolean; env?: Env }, connect: readonly string[] = []): string {
  const env = options.env;
  const tagManager = tagManagerOrigins(env);
  const pick = (kind: 'script' | 'frame' | 'connect') => [
    ...new Set([...providers.flatMap((p) => providerOrigins(p, env)[kind]), ...(kind === 'frame' ? [] : tagManager[kind])]),
  ];
  const frames = pick('frame');
  return [
    "default-src 'self'",
    `script-src 'self'${list(scriptSources)} 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}${list(pick('script'))}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${list([...pick('connect'), ...connect])}`,
    frames.length ? `frame-src${list(frames)}` : "frame-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The payment pages' policy for one response: its nonce and the layout's inline scripts by hash. */
export function checkoutCsp(nonce: string, providers: readonly BrowserPaymentProvider[], options: { dev?: boolean; env?: Env } = {}): string {
  return policy([`'nonce-${nonce}'`, ...INLINE_SCRIPT_HASHES], providers, options, WALLET_CHECK_CONNECT_SOURCES);
}

/**
 * Every other page's policy (issue 36 §7): its HTML is shared through the page cache, so no nonce;
 * each inline script it carries (Next.js's flight data, the chunk loader, the first-paint scripts)
 * is allowed by its hash, computed from the response itself (`inlineScriptHashes`). No payment
 * provider's origin: only the payment pages load their scripts, frames and calls.
 */
export function pageCsp(hashes: readonly string[], options: { dev?: boolean; env?: Env } = {}): string {
  return policy(hashes, [], options);
}

/** A script element's opening tag and text; data blocks (JSON, JSON-LD) are no script and need no hash. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype=["']?application\/(?:ld\+)?json/i;

/** The CSP hash source of each distinct inline script in a page, in order of appearance. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes) || text.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The Permissions-Policy value: Payment Request for the shop and the configured providers' frames, nothing else it does not use. */
export function permissionsPolicy(providers: readonly BrowserPaymentProvider[], source?: Env): string {
  const frames = [...new Set(providers.flatMap((p) => providerOrigins(p, source).frame))];
  return [`payment=(self${frames.map((origin) => ` "${origin}"`).join('')})`, ...DENIED_FEATURES.map((feature) => `${feature}=()`)].join(', ');
}

/** The nonce a policy allows, or null (the page cache refuses to keep such a response). */
export function nonceOf(policy: string | null | undefined): string | null {
  return /'nonce-([^']+)'/.exec(policy ?? '')?.[1] ?? null;
}
