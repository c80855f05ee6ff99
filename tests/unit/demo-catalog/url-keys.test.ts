import type { CatalogDumpInput } from '@/lib/catalog/documents';
import { demoDumps } from './generated-catalog';
import { toUrlKey } from '@/lib/demo-catalog/url-key';

describe('demo catalogue URL keys', () => {
  it.each(demoDumps().map((d): [string, CatalogDumpInput] => [d.index, d]))('gives every product a unique url_key and url_path in %s', (_index, dump) => {
    const keys = dump.products.map((p) => p.url_key);
    const paths = dump.products.map((p) => p.url_path);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(paths).size).toBe(paths.length);
    expect(keys.every((k) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(k ?? ''))).toBe(true);
  });

  it('places a product under its category path', () => {
    const coffee = demoDumps()[0].products[0];
    expect(coffee.url_path).toBe(`kaffee/espresso/single-origin/${coffee.url_key}`);
  });

  it('never lets a product path equal a category path', () => {
    for (const dump of demoDumps()) {
      const categoryPaths = new Set(dump.categories.map((c) => c.url_path));
      expect(dump.products.filter((p) => categoryPaths.has(p.url_path))).toEqual([]);
    }
  });

  it('transliterates umlauts and accents before the slug rule', () => {
    expect(toUrlKey('Kaffeemühlen & Zubehör')).toBe('kaffeemuehlen-and-zubehoer');
    expect(toUrlKey('Caffè Crema – 250 g, Ganze Bohne')).toBe('caffe-crema-250-g-ganze-bohne');
    expect(toUrlKey('Straße/Weg')).toBe('strasse-weg');
  });
});
