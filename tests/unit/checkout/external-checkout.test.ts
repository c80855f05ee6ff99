import { externalCheckoutUrl, hasExternalCheckout } from '@/lib/checkout';
import { EXTERNAL_CHECKOUT, type ExternalCheckoutConfig } from '@/lib/config/checkout-ui';

const entry = (storeCode: string, routeName: string) => ({
  storeCode,
  routeName,
  userToken: 'user-1',
  cartToken: 'cart-1',
  parameters: new URLSearchParams('utm_source=mail&step=2'),
});

const multistore: ExternalCheckoutConfig = {
  enabled: true,
  multistore: true,
  cmsUrl: 'https://shop.example',
  stores: { de_de: { cmsUrl: 'https://checkout.kaffee.example' }, it: { cmsUrl: 'https://checkout.caffe.example/' } },
};
const singleStore: ExternalCheckoutConfig = { enabled: true, multistore: false, cmsUrl: 'https://checkout.example', stores: {} };

describe('external checkout', () => {
  it('is off by default: the shop keeps its own checkout', () => {
    expect(externalCheckoutUrl(EXTERNAL_CHECKOUT, entry('de_de', 'checkout'))).toBeNull();
    expect(hasExternalCheckout(EXTERNAL_CHECKOUT, 'de_de')).toBe(false);
  });

  it('sends the browser to {cmsUrl}/vue/cart/sync with the user token, the cart token and the initial parameters', () => {
    const url = new URL(externalCheckoutUrl(multistore, entry('de_de', 'checkout'))!);
    expect(`${url.origin}${url.pathname}`).toBe('https://checkout.kaffee.example/vue/cart/sync');
    expect(Object.fromEntries(url.searchParams)).toEqual({ utm_source: 'mail', step: '2', token: 'user-1', cart: 'cart-1' });
  });

  it("with several stores applies only to a store with its own checkout address, on its checkout route", () => {
    expect(externalCheckoutUrl(multistore, entry('it', 'it-checkout'))).toMatch(/^https:\/\/checkout\.caffe\.example\/vue\/cart\/sync\?/);
    expect(externalCheckoutUrl(multistore, entry('nl_nl', 'checkout'))).toBeNull();
    expect(externalCheckoutUrl(multistore, entry('de_de', 'it-checkout'))).toBeNull();
    expect(hasExternalCheckout(multistore, 'de_de')).toBe(true);
    expect(hasExternalCheckout(multistore, 'nl_nl')).toBe(false);
  });

  it('in single-store mode applies to the route named checkout', () => {
    expect(externalCheckoutUrl(singleStore, entry('default', 'checkout'))).toMatch(/^https:\/\/checkout\.example\/vue\/cart\/sync\?/);
    expect(externalCheckoutUrl(singleStore, entry('default', 'checkout/login'))).toBeNull();
  });

  it('sends an empty token for a guest', () => {
    const url = new URL(externalCheckoutUrl(singleStore, { ...entry('default', 'checkout'), userToken: null })!);
    expect(url.searchParams.get('token')).toBe('');
    expect(url.searchParams.get('cart')).toBe('cart-1');
  });
});
