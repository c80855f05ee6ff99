/** Spec 01 §8: a category never loaded, offline, goes home with "No products synchronized for this category. Please come back while online!". */
import { offlineArrivalMessage, offlineRedirectTarget } from '@/lib/pwa/offline-fallback';
import { classifyRequest } from '@/lib/pwa/request-kind';
import enPwa from '@/locales/en-US/pwa.json';

describe('offline category', () => {
  it('sends an uncached category to home with the category message, other catalogue pages with the page message', () => {
    expect(offlineArrivalMessage(new URL(offlineRedirectTarget('/de', 'home-with-category-message'), 'http://x').hash)).toBe('categoryNotSynchronized');
    expect(offlineArrivalMessage(new URL(offlineRedirectTarget('', 'home-with-message'), 'http://x').hash)).toBe('offlinePageUnavailable');
    expect(offlineArrivalMessage('')).toBeNull();
  });

  it('holds the spec text word for word', () => {
    expect(enPwa.categoryNotSynchronized).toBe('No products synchronized for this category. Please come back while online!');
  });

  it('gives a category page the category message, a product page the page message', () => {
    const page = (path: string) => {
      const url = new URL(path, 'http://de.localhost');
      return classifyRequest({ url, method: 'GET', mode: 'navigate', destination: 'document', origin: url.origin }, ['/de', '/it']);
    };
    expect(page('/c/espresso')).toEqual({ kind: 'page', prefix: '', offline: 'home-with-category-message' });
    expect(page('/de/c/espresso')).toEqual({ kind: 'page', prefix: '/de', offline: 'home-with-category-message' });
    expect(page('/p/SKU/espresso')).toMatchObject({ offline: 'home-with-message' });
  });
});
