/**
 * Wallets only where the browser can pay with them (issue 35): Apple Pay when Safari's
 * `ApplePaySession.canMakePayments()` says so, Google Pay when the Payment Request API exists and
 * `canMakePayment()` resolves true for Google Pay's method. Anything else (Chromium on Linux has no
 * Apple Pay, a browser without a wallet, an API that throws) counts as unavailable: a wallet
 * offered where it cannot work is a dead end at the last step.
 */

/** The payment methods that are a browser wallet, and the Payment Request method each one answers to. */
export const WALLET_METHODS = ['applepay', 'googlepay'] as const;
export type WalletMethod = (typeof WALLET_METHODS)[number];

export function isWalletMethod(code: string): code is WalletMethod {
  return (WALLET_METHODS as readonly string[]).includes(code);
}

/** Google Pay's Payment Request method and the smallest request it answers `canMakePayment` for (its API version 2). */
const GOOGLE_PAY_METHOD = {
  supportedMethods: 'https://google.com/pay',
  data: {
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [{ type: 'CARD', parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['MASTERCARD', 'VISA'] } }],
  },
};

/** The browser objects the checks read: `window` in the checkout, a stand-in object in tests. */
export interface WalletScope {
  ApplePaySession?: { canMakePayments?(): boolean };
  PaymentRequest?: new (methods: unknown[], details: unknown) => { canMakePayment(): Promise<boolean> };
}

/** Whether this browser can pay with the wallet; never throws. */
export async function canPayWith(method: WalletMethod, scope: WalletScope, currency: string): Promise<boolean> {
  try {
    if (method === 'applepay') return scope.ApplePaySession?.canMakePayments?.() === true;
    if (typeof scope.PaymentRequest !== 'function') return false;
    const request = new scope.PaymentRequest([GOOGLE_PAY_METHOD], { total: { label: 'Total', amount: { currency, value: '0.00' } } });
    return (await request.canMakePayment()) === true;
  } catch {
    return false;
  }
}

/**
 * The methods as offered in this browser: a wallet only once its check passed (`usable`), and then
 * after the other methods, so a wallet that appears late moves nothing the shopper may be about to tap.
 */
export function methodsThisBrowserCanPay<T extends { code: string }>(methods: readonly T[], usable: ReadonlySet<string>): T[] {
  const others = methods.filter((method) => !isWalletMethod(method.code));
  const wallets = methods.filter((method) => isWalletMethod(method.code) && usable.has(method.code));
  return [...others, ...wallets];
}
