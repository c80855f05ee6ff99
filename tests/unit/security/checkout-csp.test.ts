/**
 * The payment pages' Content-Security-Policy (issue 15 §7, ADR 0013): a fresh nonce per response
 * from the proxy, only on payment pages, only the configured providers' origins, and never kept by
 * the page cache.
 */
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { browserProviders, checkoutCsp, isCspPage, newNonce, nonceOf, WALLET_CHECK_CONNECT_SOURCES } from '@/lib/security/checkout-csp';
import { storableLifetime } from '@/lib/page-cache/policy';
import { createHash } from 'node:crypto';
import { CONSENT_FIRST_PAINT_SCRIPT } from '@/lib/tracking/consent-first-paint';
import { NATIVE_LAYOUT_SCRIPT } from '@/lib/native-app/native-layout-script';
import { EARLY_INPUT_SCRIPT } from '@/lib/hydration/early-input';

/** The pages' inline scripts (native-app layout, first-paint consent banner), as a browser hashes them. */
const hash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
const FIRST_PAINT_HASHES = [hash(NATIVE_LAYOUT_SCRIPT), hash(CONSENT_FIRST_PAINT_SCRIPT), hash(EARLY_INPUT_SCRIPT)];

function directive(policy: string, name: string): string[] {
  return (policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '').split(' ').slice(1);
}

describe('the payment pages', () => {
  it.each(['/checkout', '/checkout/login', '/order-success', '/amazonpay/review', '/amazonpay/complete', '/customer/orders/42'])('%s is one', (path) => {
    expect(isCspPage(path)).toBe(true);
  });
  it.each(['/', '/cart', '/checkoutx', '/p/coffee', '/customer/orders', '/customer/orders/42/x', '/amazonpay/other', '/c/coffee/checkout'])('%s is not', (path) => {
    expect(isCspPage(path)).toBe(false);
  });
});

describe('the policy', () => {
  it('allows scripts by nonce with strict-dynamic and nothing inline or framing, with no provider origin while none is configured', () => {
    const policy = checkoutCsp('abc123', []);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc123'", ...FIRST_PAINT_HASHES, "'strict-dynamic'"]);
    expect(directive(policy, 'frame-src')).toEqual(["'none'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", ...WALLET_CHECK_CONNECT_SOURCES]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-eval|stripe|paypal|amazon/);
  });

  it("allows a configured provider's script, frame and API origins only", () => {
    const policy = checkoutCsp('n', ['stripe']);
    expect(directive(policy, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(policy, 'frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com', ...WALLET_CHECK_CONNECT_SOURCES]);
    expect(policy).not.toMatch(/paypal|braintree|amazon/);
    expect(checkoutCsp('n', [], { dev: true })).toContain("'unsafe-eval'");
  });

  it("names a provider's configured script origin in place of its real hosts (BRAINTREE_SCRIPT_ORIGIN, AMAZON_PAY_SCRIPT_ORIGIN)", () => {
    const env = { BRAINTREE_SCRIPT_ORIGIN: 'http://127.0.0.1:5201/ignored/path', AMAZON_PAY_SCRIPT_ORIGIN: 'https://pay.fake.example' };
    const policy = checkoutCsp('n', ['braintree', 'amazonpay'], { env });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-n'", ...FIRST_PAINT_HASHES, "'strict-dynamic'", 'http://127.0.0.1:5201', 'https://pay.fake.example']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:5201', 'https://pay.fake.example', ...WALLET_CHECK_CONNECT_SOURCES]);
    expect(policy).not.toMatch(/braintreegateway|paypal|payments-amazon/);
    // Without the override, the documented hosts; a provider not configured adds nothing.
    expect(directive(checkoutCsp('n', ['braintree'], { env: {} }), 'script-src')).toContain('https://js.braintreegateway.com');
    expect(checkoutCsp('n', ['stripe'], { env })).not.toContain('5201');
  });

  it("lets a configured tag manager's tags load and send their hits; without a container, nothing of Google's", () => {
    const policy = checkoutCsp('n', ['stripe'], { env: { GTM_CONTAINER_ID: 'GTM-ABC123' } });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com', ...WALLET_CHECK_CONNECT_SOURCES]);
    expect(directive(policy, 'script-src')).toContain('https://*.googletagmanager.com');
    expect(directive(policy, 'frame-src')).not.toContain('https://*.googletagmanager.com');
    expect(checkoutCsp('n', [], { env: { GTM_SCRIPT_URL: 'https://tags.example/gtm.js' } }).replace(WALLET_CHECK_CONNECT_SOURCES.join(' '), '')).not.toMatch(/google|tags\.example/);
    // A self-hosted container script (GTM_SCRIPT_URL): its origin, in place of Google's.
    const own = checkoutCsp('n', [], { env: { GTM_CONTAINER_ID: 'GTM-ABC123', GTM_SCRIPT_URL: 'https://tags.example/gtm.js' } });
    expect(directive(own, 'connect-src')).toEqual(["'self'", 'https://tags.example', ...WALLET_CHECK_CONNECT_SOURCES]);
    expect(own.replace(WALLET_CHECK_CONNECT_SOURCES.join(' '), '')).not.toMatch(/google/);
  });

  it('reads the configured providers from env as the provider registry does', () => {
    expect(browserProviders({})).toEqual([]);
    expect(browserProviders({ STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk' })).toEqual(['stripe']);
    expect(browserProviders({ STRIPE_SECRET_KEY: 'sk' })).toEqual([]);
    expect(browserProviders({ BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'p', BRAINTREE_PRIVATE_KEY: 'k', AMAZON_PAY_PUBLIC_KEY_ID: 'a', AMAZON_PAY_STORE_ID: 's' })).toEqual(['braintree', 'amazonpay']);
  });

  it('draws a new 128-bit nonce every time', () => {
    const nonces = new Set(Array.from({ length: 200 }, newNonce));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(nonceOf(checkoutCsp('xyz', []))).toBe('xyz');
    expect(nonceOf("default-src 'self'")).toBeNull();
  });
});

async function viaProxy(url: string) {
  const response = await proxy(new NextRequest(url, { headers: { host: new URL(url).host } }));
  return {
    policy: response.headers.get('content-security-policy'),
    // What Next.js's page render receives as the request's headers.
    forwarded: response.headers.get('x-middleware-request-content-security-policy'),
    nonce: response.headers.get('x-middleware-request-x-nonce'),
    rewrite: response.headers.get('x-middleware-rewrite'),
  };
}

describe('the proxy', () => {
  it('gives each payment page response its own nonce policy, and hands the same nonce to the render', async () => {
    const first = await viaProxy('http://localhost:3000/de/checkout');
    const second = await viaProxy('http://localhost:3000/de/checkout');
    expect(first.rewrite && new URL(first.rewrite).pathname).toBe('/de/checkout');
    expect(first.policy).toContain("'strict-dynamic'");
    expect(first.forwarded).toBe(first.policy);
    expect(nonceOf(first.policy)).toBe(first.nonce);
    expect(nonceOf(second.policy)).not.toBe(nonceOf(first.policy));
    for (const url of ['http://localhost:3000/order-success', 'http://localhost:3000/amazonpay/review', 'http://localhost:3000/customer/orders/7']) {
      expect(nonceOf((await viaProxy(url)).policy)).toEqual(expect.any(String));
    }
  });

  it('sets no policy on catalogue pages, which stay cacheable and free of third-party script', async () => {
    for (const url of ['http://localhost:3000/', 'http://localhost:3000/de/cart', 'http://localhost:3000/de/customer/orders']) {
      const answer = await viaProxy(url);
      expect([answer.policy, answer.forwarded, answer.nonce]).toEqual([null, null, null]);
    }
  });
});

describe('the page cache', () => {
  it('never keeps a response carrying a nonce policy, even one declared shareable', () => {
    const shareable = { 'cache-control': 's-maxage=86400' };
    expect(storableLifetime(200, shareable)).toBe(86400);
    expect(storableLifetime(200, { ...shareable, 'content-security-policy': checkoutCsp(newNonce(), []) })).toBeNull();
    expect(storableLifetime(200, { ...shareable, 'content-security-policy': "default-src 'self'" })).toBe(86400);
  });
});
