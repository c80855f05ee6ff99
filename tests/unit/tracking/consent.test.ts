/** @jest-environment node */
import { cookieValue } from '@/lib/cookies/cookie-value';
import { allowsTagManager, consentCommand, consentModeSignals, formatConsent, parseConsent } from '@/lib/tracking/consent';
import { hashEmail } from '@/lib/tracking/hash-email';
import { pageTypeOf } from '@/lib/tracking/page-type';

describe('consent (Google Consent Mode v2)', () => {
  it('defaults every signal to denied, whatever was chosen', () => {
    expect(consentCommand('default', { analytics: true, marketing: true })).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
  });

  it('analytics grants analytics_storage; marketing grants the three ad signals', () => {
    expect(consentModeSignals({ analytics: true, marketing: false })).toEqual({ ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' });
    expect(consentModeSignals({ analytics: false, marketing: true })).toEqual({ ad_storage: 'granted', analytics_storage: 'denied', ad_user_data: 'granted', ad_personalization: 'granted' });
  });

  it('round-trips the choice through the cookie and reads anything else as no choice', () => {
    for (const choice of [{ analytics: true, marketing: false }, { analytics: false, marketing: false }, { analytics: true, marketing: true }]) {
      expect(parseConsent(formatConsent(choice))).toEqual(choice);
    }
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent(null)).toBeNull();
    expect(cookieValue('a=1; cookie-consent=a1.m0; b=2', 'cookie-consent')).toBe('a1.m0');
    expect(cookieValue('a=1', 'cookie-consent')).toBeNull();
  });

  it('loads the tag manager only after a choice that grants something', () => {
    expect(allowsTagManager(null)).toBe(false);
    expect(allowsTagManager({ analytics: false, marketing: false })).toBe(false);
    expect(allowsTagManager({ analytics: true, marketing: false })).toBe(true);
  });
});

describe('hashed e-mail', () => {
  it('is the SHA-256 of the trimmed, lower-cased address', async () => {
    // sha256("test@example.com")
    expect(await hashEmail('  Test@Example.com ')).toBe('973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b');
  });
});

describe('page type (spec 01 §2)', () => {
  const facts = { hasProduct: false, hasProductList: false };
  it.each([
    ['/', 'home'],
    ['/search', 'search'],
    ['/cart', 'cart'],
    ['/wishlist', 'wishlist'],
    ['/customer/orders', 'customer'],
    ['/c/kaffee', 'category'],
    ['/i/legal', 'other'],
    ['/checkout', 'other'],
  ])('%s is %s', (path, type) => {
    expect(pageTypeOf({ path, ...facts })).toBe(type);
  });

  it('a URL-dispatched path is a product when the page holds one, a category when it lists products', () => {
    expect(pageTypeOf({ path: '/kaffee/espresso-roast', hasProduct: true, hasProductList: false })).toBe('product');
    expect(pageTypeOf({ path: '/kaffee', hasProduct: false, hasProductList: true })).toBe('category');
  });
});
