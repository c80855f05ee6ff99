/**
 * The answer cache keeps the most recently used answers (spec 01 §7), and a catalogue query gives
 * up after its time-out with the catalogue's time-out error (spec §9).
 */
import { CatalogTimeoutError } from '@/lib/catalog/search';
import { withTimeout } from '@/lib/catalog/search/catalog-search';
import { requestHash, ResultCache } from '@/lib/catalog/search/result-cache';

it('evicts the least recently used answer, where reading an answer counts as use', () => {
  const cache = new ResultCache<string>(2);
  cache.set('a', 'A');
  cache.set('b', 'B');
  expect(cache.get('a')).toBe('A');
  cache.set('c', 'C');
  expect(cache.size).toBe(2);
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('a')).toBe('A');
  expect(cache.get('c')).toBe('C');
});

it('hashes requests alike whatever their key order, and apart per index and import', () => {
  expect(requestHash('catalog_de_de', 'g1', { a: 1, b: [2, { c: 3, d: 4 }] })).toBe(requestHash('catalog_de_de', 'g1', { b: [2, { d: 4, c: 3 }], a: 1 }));
  expect(requestHash('catalog_de_de', 'g1', { a: 1 })).not.toBe(requestHash('catalog_de_de', 'g2', { a: 1 }));
  expect(requestHash('catalog_de_de', 'g1', { a: 1 })).not.toBe(requestHash('catalog_de_at', 'g1', { a: 1 }));
});

it('gives up on a query that takes longer than its time-out, and passes a quick answer through', async () => {
  const never = new Promise<never>(() => undefined);
  const failed = withTimeout(never, 5).catch((error: unknown) => error);
  const error = await failed;
  expect(error).toBeInstanceOf(CatalogTimeoutError);
  expect((error as Error).name).toBe('CatalogTimeoutError');
  await expect(withTimeout(Promise.resolve(42), 1_000)).resolves.toBe(42);
});
