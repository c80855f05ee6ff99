import { storeCacheName, sharedCacheName } from '@/lib/pwa/cache-names';
import { classifyRequest, type RequestFacts } from '@/lib/pwa/request-kind';

const PREFIXES = ['/de', '/it'];

function kindOf(url: string, facts: Partial<RequestFacts> = {}) {
  const parsed = new URL(url);
  return classifyRequest({ url: parsed, method: 'GET', mode: 'navigate', destination: 'document', origin: parsed.origin, ...facts }, PREFIXES);
}

describe('what the service worker does with a request', () => {
  it('caches product, category and CMS pages network-first and sends them home with the message when offline and uncached', () => {
    for (const path of ['/p/MOC-1/kaffee', '/p/MOC-1/kaffee/MOC-1-250', '/i/about-us', '/kaffee/espresso.html', '/about-us']) {
      expect(kindOf(`http://de.localhost${path}`)).toEqual({ kind: 'page', prefix: '', offline: 'home-with-message' });
    }
    // A category never loaded has its own text (spec 01 §8 "No products synchronized for this category").
    expect(kindOf('http://de.localhost/c/espresso')).toEqual({ kind: 'page', prefix: '', offline: 'home-with-category-message' });
  });

  it('keeps the store view of a prefixed page', () => {
    expect(kindOf('http://localhost/de/c/espresso')).toEqual({ kind: 'page', prefix: '/de', offline: 'home-with-category-message' });
    expect(kindOf('http://localhost/it')).toEqual({ kind: 'page', prefix: '/it', offline: 'home' });
  });

  it('answers an uncached offline search with the search page without results', () => {
    expect(kindOf('http://nl.localhost/search?q=bonen')).toEqual({ kind: 'page', prefix: '', offline: 'empty-search' });
  });

  it('sends the shop pages home without the message', () => {
    for (const path of ['/', '/cart', '/checkout', '/compare']) expect(kindOf(`http://de.localhost${path}`)).toMatchObject({ offline: 'home' });
  });

  it('never caches account pages', () => {
    for (const path of ['/customer', '/customer/orders/12', '/de/customer/login', '/my-account/recently-viewed', '/order-success']) {
      expect(kindOf(`http://localhost${path}`)).toEqual({ kind: 'network' });
    }
  });

  it('caches catalogue answers by GET only, per store view', () => {
    expect(kindOf('http://localhost/api/catalog?request=%7B%7D&storeCode=de', { mode: 'cors' })).toEqual({ kind: 'catalog', prefix: 'de' });
    expect(kindOf('http://localhost/api/catalog', { mode: 'cors', method: 'POST' })).toEqual({ kind: 'network' });
  });

  it('caches nothing personal: cart, user, order and checkout calls go to the network', () => {
    for (const path of ['/api/cart/pull?cartId=1', '/api/user/me', '/api/order/data', '/api/cart/set-shipping-info', '/api/wishlist/pull']) {
      expect(kindOf(`http://de.localhost${path}`, { mode: 'cors' })).toEqual({ kind: 'network' });
    }
  });

  it('hands an order send to background sync', () => {
    expect(kindOf('http://de.localhost/api/order', { mode: 'cors', method: 'POST' })).toEqual({ kind: 'order' });
  });

  it('caches images and build assets first, and leaves other hosts alone', () => {
    expect(kindOf('http://de.localhost/catalog/images/x.webp', { mode: 'no-cors', destination: 'image' })).toEqual({ kind: 'image' });
    expect(kindOf('http://de.localhost/_next/static/chunks/a.js', { mode: 'no-cors', destination: 'script' })).toEqual({ kind: 'build-asset' });
    expect(kindOf('https://cdn.example.com/x.png', { origin: 'http://de.localhost', destination: 'image' })).toEqual({ kind: 'network' });
  });
});

describe('per-store cache names', () => {
  it('name the host and store view, so one domain never serves another\'s pages', () => {
    const names = [
      storeCacheName('pages', 'de.localhost', ''),
      storeCacheName('pages', 'at.localhost', ''),
      storeCacheName('pages', 'localhost:3000', ''),
      storeCacheName('pages', 'localhost:3000', '/de'),
    ];
    expect(new Set(names).size).toBe(4);
    expect(storeCacheName('catalog', 'localhost:3000', 'de')).toBe(storeCacheName('catalog', 'localhost:3000', '/de').replace('pages', 'catalog'));
    expect(sharedCacheName('images')).not.toEqual(sharedCacheName('build-assets'));
  });
});
