import { OFFLINE_FALLBACK_FRAGMENT } from '@/lib/config/pwa';
import { emptyCatalogAnswer, emptySearchPath, isOfflineFallbackArrival, offlineRedirectTarget } from '@/lib/pwa/offline-fallback';

describe('offline fallback (spec 01 §2, §8)', () => {
  it('redirects a product, category or CMS page missing from the cache to the home of its store view with the message', () => {
    expect(offlineRedirectTarget('', 'home-with-message')).toBe(`/#${OFFLINE_FALLBACK_FRAGMENT}`);
    expect(offlineRedirectTarget('/de', 'home-with-message')).toBe(`/de#${OFFLINE_FALLBACK_FRAGMENT}`);
    expect(isOfflineFallbackArrival(`#${OFFLINE_FALLBACK_FRAGMENT}`)).toBe(true);
  });

  it('sends other shop pages home without the message', () => {
    expect(offlineRedirectTarget('/it', 'home')).toBe('/it');
    expect(isOfflineFallbackArrival('')).toBe(false);
  });

  it('answers an offline search with no cached result with an empty result', () => {
    expect(emptySearchPath('/de')).toBe('/de/search');
    expect(emptyCatalogAnswer()).toEqual({ code: 200, result: expect.objectContaining({ items: [], total: 0 }) });
  });
});
