/** Wallets only where the browser can pay with them (issue 35): the checks never throw and say no when unsure. */
import { canPayWith, methodsThisBrowserCanPay, type WalletScope } from '@/lib/checkout/wallets';

const paymentRequest = (answer: () => Promise<boolean>): WalletScope['PaymentRequest'] =>
  class {
    canMakePayment() {
      return answer();
    }
  };

describe('canPayWith', () => {
  it('Apple Pay only when ApplePaySession.canMakePayments() says so', async () => {
    expect(await canPayWith('applepay', {}, 'EUR')).toBe(false);
    expect(await canPayWith('applepay', { ApplePaySession: { canMakePayments: () => false } }, 'EUR')).toBe(false);
    expect(await canPayWith('applepay', { ApplePaySession: { canMakePayments: () => true } }, 'EUR')).toBe(true);
    // Safari throws outside a secure context.
    expect(await canPayWith('applepay', { ApplePaySession: { canMakePayments: () => { throw new Error('InvalidAccessError'); } } }, 'EUR')).toBe(false);
  });

  it('Google Pay only when the Payment Request API exists and canMakePayment() resolves true', async () => {
    expect(await canPayWith('googlepay', {}, 'EUR')).toBe(false);
    expect(await canPayWith('googlepay', { PaymentRequest: paymentRequest(() => Promise.resolve(false)) }, 'EUR')).toBe(false);
    expect(await canPayWith('googlepay', { PaymentRequest: paymentRequest(() => Promise.reject(new Error('NotAllowedError'))) }, 'EUR')).toBe(false);
    expect(await canPayWith('googlepay', { PaymentRequest: paymentRequest(() => Promise.resolve(true)) }, 'EUR')).toBe(true);
  });
});

describe('methodsThisBrowserCanPay', () => {
  const listed = ['card', 'applepay', 'paypal', 'googlepay', 'cashondelivery'].map((code) => ({ code }));
  it('leaves out the wallets the browser cannot pay with and puts the others after the rest', () => {
    expect(methodsThisBrowserCanPay(listed, new Set()).map((m) => m.code)).toEqual(['card', 'paypal', 'cashondelivery']);
    expect(methodsThisBrowserCanPay(listed, new Set(['googlepay'])).map((m) => m.code)).toEqual(['card', 'paypal', 'cashondelivery', 'googlepay']);
  });
});
