import { isFutureExpiry, judgeTestCard, passesLuhn } from '@/lib/commerce/payments/test-cards';
import { signWebhook, verifyWebhookSignature } from '@/lib/commerce/payments/webhook-signature';

const now = new Date('2026-11-24T12:00:00Z');
const card = (number: string, expiry = '12/30', cvc = '123') => judgeTestCard({ number, expiry, cvc }, now);

describe("the test gateway's cards (Stripe's test numbers)", () => {
  it('accepts 4242 4242 4242 4242 with any future expiry and any CVC', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ outcome: 'succeeded' });
    expect(card('4242424242424242', '11/26', '9876')).toEqual({ outcome: 'succeeded' });
  });

  it('declines 0002, refuses 9995 for insufficient funds and 0069 as expired', () => {
    expect(card('4000 0000 0000 0002')).toEqual({ outcome: 'declined', reason: 'card_declined' });
    expect(card('4000 0000 0000 9995')).toEqual({ outcome: 'declined', reason: 'insufficient_funds' });
    expect(card('4000 0000 0000 0069')).toEqual({ outcome: 'declined', reason: 'expired_card' });
  });

  it('asks a 3-D Secure challenge for 4000 0027 6000 3184', () => {
    expect(card('4000 0027 6000 3184')).toEqual({ outcome: 'challenge' });
  });

  it('refuses a past expiry, a malformed number and a short CVC', () => {
    expect(card('4242424242424242', '10/26')).toEqual({ outcome: 'declined', reason: 'invalid_expiry' });
    expect(card('4242424242424241')).toEqual({ outcome: 'declined', reason: 'incorrect_number' });
    expect(card('4242')).toEqual({ outcome: 'declined', reason: 'incorrect_number' });
    expect(card('4242424242424242', '12/30', '12')).toEqual({ outcome: 'declined', reason: 'invalid_cvc' });
  });

  it('declines a Luhn-valid number it does not know, as a real card in test mode', () => {
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(card('5555555555554444')).toEqual({ outcome: 'declined', reason: 'card_declined' });
  });

  it('reads two- and four-digit years; the expiry month itself is still valid', () => {
    expect(isFutureExpiry('11/26', now)).toBe(true);
    expect(isFutureExpiry('11/2026', now)).toBe(true);
    expect(isFutureExpiry('13/30', now)).toBe(false);
  });

  it('takes the expiry as people type it: "1230", "12/30", "12 / 30" (issue 35)', () => {
    expect(isFutureExpiry('1230', now)).toBe(true);
    expect(isFutureExpiry('12/30', now)).toBe(true);
    expect(isFutureExpiry('12 / 30', now)).toBe(true);
    expect(isFutureExpiry('1330', now)).toBe(false);
    expect(isFutureExpiry('12-30', now)).toBe(false);
  });
});

describe('webhook signatures', () => {
  const body = '{"id":"evt_1"}';

  it('verifies its own signature and refuses another secret, another body or none', () => {
    const header = signWebhook('secret', body, now);
    expect(verifyWebhookSignature('secret', body, header, now)).toBe(true);
    expect(verifyWebhookSignature('other', body, header, now)).toBe(false);
    expect(verifyWebhookSignature('secret', '{"id":"evt_2"}', header, now)).toBe(false);
    expect(verifyWebhookSignature('secret', body, null, now)).toBe(false);
    expect(verifyWebhookSignature('secret', body, 'garbage', now)).toBe(false);
  });

  it('refuses a signature older than the tolerance window', () => {
    const header = signWebhook('secret', body, new Date(now.getTime() - 301_000));
    expect(verifyWebhookSignature('secret', body, header, now)).toBe(false);
  });
});

describe('choosing the provider by env', () => {
  const { providerFor, providerByName } = jest.requireActual('@/lib/commerce/payments/provider-registry') as typeof import('@/lib/commerce/payments/provider-registry');
  const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', NODE_ENV: 'production' };

  it('takes every method on the test gateway in development, none in production unless PAYMENTS_TEST_MODE=1', () => {
    expect(providerFor('card', { NODE_ENV: 'development' })?.name).toBe('test');
    expect(providerFor('card', { NODE_ENV: 'production' })).toBeNull();
    expect(providerFor('paypal', { NODE_ENV: 'production', PAYMENTS_TEST_MODE: '1' })?.name).toBe('test');
    expect(providerFor('card', { NODE_ENV: 'development', PAYMENTS_TEST_MODE: '0' })).toBeNull();
    expect(providerByName('test', { NODE_ENV: 'production' })).toBeNull();
  });

  it('sends card, Apple Pay and Google Pay to Stripe when its keys are set, and only those', () => {
    for (const method of ['card', 'applepay', 'googlepay'] as const) expect(providerFor(method, stripeEnv)?.name).toBe('stripe');
    expect(providerFor('paypal', stripeEnv)).toBeNull();
    expect(providerByName('stripe', stripeEnv)?.name).toBe('stripe');
    expect(providerByName('stripe', { NODE_ENV: 'production' })).toBeNull();
  });
});
