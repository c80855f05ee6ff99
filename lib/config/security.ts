/**
 * Content-Security-Policy of the payment pages (issue 15 §7, docs/adr/0013-checkout-csp.md).
 * Plain values.
 */

/**
 * The pages, by their path inside a store view, that run payment code and get a per-request nonce
 * CSP: the checkout, the thank-you page and an order's details ("Pay now"), the Amazon Pay returns.
 * They are rendered for each request and never kept by a cache.
 */
export const CSP_PAGE_PATTERNS: readonly RegExp[] = [/^\/checkout(\/.*)?$/, /^\/order-success$/, /^\/amazonpay\/(review|complete)$/, /^\/customer\/orders\/[^/]+$/];

/** The request header the proxy hands the nonce to the page in (Next.js reads it from the CSP request header as well). */
export const NONCE_HEADER = 'x-nonce';
export const CSP_HEADER = 'content-security-policy';
/** Random bytes per nonce (128 bits, base64 in the policy). */
export const NONCE_BYTES = 16;

/**
 * What each real provider's browser code needs, from the providers' CSP documentation: Stripe.js
 * and its iframes (card element, 3-D Secure), the Braintree/PayPal button, Amazon Pay's button.
 * The embedded test gateway needs nothing: its pages are the shop's own origin.
 */
export const PROVIDER_CSP_ORIGINS = {
  stripe: {
    script: ['https://js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  },
  braintree: {
    script: ['https://js.braintreegateway.com', 'https://www.paypal.com', 'https://www.paypalobjects.com'],
    frame: ['https://assets.braintreegateway.com', 'https://www.paypal.com'],
    connect: ['https://api.braintreegateway.com', 'https://client-analytics.braintreegateway.com', 'https://www.paypal.com'],
  },
  amazonpay: {
    script: ['https://static-eu.payments-amazon.com'],
    frame: [],
    connect: ['https://payments.amazon.de', 'https://payments.amazon.co.uk'],
  },
} as const;
export type BrowserPaymentProvider = keyof typeof PROVIDER_CSP_ORIGINS;

/**
 * Headers every response carries (issue 36 §7): no MIME sniffing, the origin only on cross-site
 * requests, never framed (also said by every page's `frame-ancestors 'none'`; this is for browsers
 * and responses without a policy), and of the powerful features only Payment Request, which the
 * wallets use (the shop itself and the configured providers' frames, added per response).
 */
export const BROWSER_PROTECTION_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
} as const;
export const PERMISSIONS_POLICY_HEADER = 'permissions-policy';
/** Features no page of the shop uses: denied to the page and every frame in it. */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'usb',
  'serial',
  'hid',
  'browsing-topics',
] as const;

/** Response headers that describe the server's inside (rewrites, Next.js's render and cache states): never sent to a browser. */
export const INTERNAL_RESPONSE_HEADERS: readonly RegExp[] = [/^x-middleware-/, /^x-nextjs-/, /^x-powered-by$/, /^x-invoke-/];

/** `HSTS_MAX_AGE` unless set: one year (sent only on responses that came over TLS; `0` sends none). */
export const DEFAULT_HSTS_MAX_AGE_S = 31_536_000;
export const HSTS_HEADER = 'strict-transport-security';
