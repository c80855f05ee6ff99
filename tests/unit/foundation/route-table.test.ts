import { ROUTES, canonicalPathForAlias, isRouteTablePath, matchRoute } from '@/lib/routing';

describe('route table', () => {
  it.each([
    ['/home', '/'],
    ['/customer/account', '/customer'],
    ['/rma_customer/kaffeekeller', '/customer/reorder'],
    ['/newsletter/manage', '/customer/newsletter'],
    ['/sales/order/history', '/customer/orders'],
    ['/rma_subscription/subscriptions', '/customer/subscriptions'],
    ['/customer/account/login', '/customer/login'],
    ['/customer/account/create', '/customer/register'],
    ['/customer/account/forgotpassword', '/customer/forgot-password'],
    ['/checkout/cart', '/cart'],
    ['/catalogsearch/result', '/search'],
    ['/customer/coffeeclub/unsubscribe', '/coffeeclub-unsubscribe'],
    ['/customer/coffeeclub/unsubscribe-mails', '/coffeeclub-unsubscribe-mails'],
    ['/hilfe', '/help'],
    ['/hilfe/return', '/help/return'],
    ['/abo-kuendigen', '/cancel-subscription'],
  ])('maps the alias %s to %s', (alias, canonical) => {
    expect(canonicalPathForAlias(alias)).toBe(canonical);
  });

  it('matches aliases exactly, not by prefix', () => {
    expect(canonicalPathForAlias('/agb')).toBe('/i/terms');
    expect(canonicalPathForAlias('/widerruf')).toBe('/i/withdrawal');
    expect(canonicalPathForAlias('/versandkosten')).toBe('/i/shipping');
    expect(canonicalPathForAlias('/home/extra')).toBeNull();
    expect(canonicalPathForAlias('/checkout/cart/x')).toBeNull();
    expect(canonicalPathForAlias('/customer/account/edit')).toBeNull();
  });

  it('holds every route of the spec with its canonical path', () => {
    // The spec's 54 and the three legal texts of issue 35 (terms, withdrawal, shipping).
    expect(ROUTES).toHaveLength(57);
    expect(matchRoute('/newsletter')).toMatchObject({ route: { name: 'newsletter-signup' } });
    expect(matchRoute('/customer/orders/000123')).toMatchObject({ route: { name: 'order-details' }, params: { orderId: '000123' } });
    expect(matchRoute('/customer/subscriptions/1176-1')).toMatchObject({ route: { name: 'subscription-details' }, params: { subscriptionId: '1176-1' } });
    expect(matchRoute('/p/ESP-1/espresso-classico/ESP-1-250')).toMatchObject({
      route: { name: 'configurable-product' },
      params: { parentSku: 'ESP-1', slug: 'espresso-classico', childSku: 'ESP-1-250' },
    });
    expect(matchRoute('/kaffee/espresso')).toBeNull();
  });

  it('knows the paths it takes from the catalogue: a category at /sale or /agb is never served there', () => {
    expect(isRouteTablePath('/sale')).toBe(true);
    expect(isRouteTablePath('/magazine')).toBe(true);
    expect(isRouteTablePath('/agb')).toBe(true);
    expect(isRouteTablePath('/magazin')).toBe(false);
    expect(isRouteTablePath('/saldi')).toBe(false);
    expect(isRouteTablePath('/kaffee/espresso')).toBe(false);
  });
});
