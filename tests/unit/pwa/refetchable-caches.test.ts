import { clearRefetchableCaches, isRefetchableCacheName } from '@/lib/pwa';

describe('caches a full disk may cost (spec 01 §4 quota rule, ADR 0005)', () => {
  it('counts pages, catalogue answers and images as re-fetchable, not the app shell nor other caches', () => {
    expect(isRefetchableCacheName('coffee-storefront-pages-de.localhost')).toBe(true);
    expect(isRefetchableCacheName('coffee-storefront-catalog-localhost-de')).toBe(true);
    expect(isRefetchableCacheName('coffee-storefront-images')).toBe(true);
    expect(isRefetchableCacheName('coffee-storefront-build-assets')).toBe(false);
    expect(isRefetchableCacheName('serwist-precache-v2-http://localhost/')).toBe(false);
    expect(isRefetchableCacheName('coffee-storefront-imagesx')).toBe(false);
  });

  it('deletes only the re-fetchable caches', async () => {
    const names = ['coffee-storefront-pages-localhost', 'coffee-storefront-images', 'coffee-storefront-build-assets', 'serwist-precache-v2'];
    const cacheStorage = { keys: jest.fn(async () => [...names]), delete: jest.fn(async (_name: string) => true) };
    await clearRefetchableCaches(cacheStorage);
    expect(cacheStorage.delete.mock.calls.map(([name]) => name)).toEqual(['coffee-storefront-pages-localhost', 'coffee-storefront-images']);
  });
});
