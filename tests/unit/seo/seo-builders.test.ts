import { parseStoreTable, storeTableInput, type Store, type StoreCode } from '@/lib/config/stores';
import {
  absoluteUrl,
  alternates,
  breadcrumbJsonLd,
  canonicalUrl,
  categoryPath,
  hreflangLinks,
  jsonLdText,
  metaDescription,
  pageMetadata,
  pathsAcrossStores,
  productJsonLd,
  productPath,
} from '@/lib/seo';

const stores = parseStoreTable(storeTableInput({ PORT: '3201' }));
const store = (code: StoreCode): Store => stores.find((s) => s.code === code)!;

describe('canonical URLs', () => {
  it('puts a page on its own domain', () => {
    expect(canonicalUrl(store('de_at'), '/kaffee/espresso', stores)).toBe('http://at.localhost:3201/kaffee/espresso');
    expect(canonicalUrl(store('nl_nl'), '/', stores)).toBe('http://nl.localhost:3201/');
  });

  it('canonicalises the /de view to the German domain', () => {
    expect(canonicalUrl(store('de'), '/c/kaffee', stores)).toBe('http://de.localhost:3201/c/kaffee');
  });

  it('keeps the prefix of a view that owns its pages', () => {
    expect(canonicalUrl(store('it'), '/c/caffe', stores)).toBe('http://localhost:3201/it/c/caffe');
  });

  it('drops query and fragment: filtered, sorted and ?s= variants canonicalise to the bare page', () => {
    expect(canonicalUrl(store('de_de'), '/kaffee?color=5&sort=final_price:asc#top', stores)).toBe('http://de.localhost:3201/kaffee');
    expect(canonicalUrl(store('de_de'), '/p/ESP/santos?s=12', stores)).toBe('http://de.localhost:3201/p/ESP/santos');
  });

  it('joins paths without doubling slashes', () => {
    expect(absoluteUrl({ url: 'http://x.test/' }, 'a/b')).toBe('http://x.test/a/b');
    // A prefixed view's home has no trailing slash: `/it/` only redirects to `/it` (issue 36 §6).
    expect(absoluteUrl({ url: 'http://localhost:3000/it' }, '/')).toBe('http://localhost:3000/it');
    expect(absoluteUrl({ url: 'http://de.localhost:3000' }, '/')).toBe('http://de.localhost:3000/');
  });
});

describe('hreflang alternates', () => {
  const paths = { de_de: '/kaffee/a', de_at: '/kaffee/a-at', nl_nl: '/koffie/a', default: '/coffee/a', de: '/kaffee/a', it: '/caffe/a' };

  it('lists de-DE, de-AT, nl-NL, it-IT and x-default, never the duplicating /de view', () => {
    expect(hreflangLinks(paths, stores)).toEqual({
      'de-DE': 'http://de.localhost:3201/kaffee/a',
      'de-AT': 'http://at.localhost:3201/kaffee/a-at',
      'nl-NL': 'http://nl.localhost:3201/koffie/a',
      'x-default': 'http://localhost:3201/coffee/a',
      'it-IT': 'http://localhost:3201/it/caffe/a',
    });
  });

  it('leaves out a store where the page does not exist', () => {
    const { it: _missing, ...withoutItaly } = paths;
    expect(Object.keys(hreflangLinks(withoutItaly, stores))).not.toContain('it-IT');
  });

  it('pairs the canonical with the language set', () => {
    const result = alternates(store('de'), '/kaffee/a?page=2', paths, stores);
    expect(result.canonical).toBe('http://de.localhost:3201/kaffee/a');
    expect(result.languages['de-AT']).toBe('http://at.localhost:3201/kaffee/a-at');
  });

  it('asks every owning store and skips one whose lookup fails', async () => {
    const asked: string[] = [];
    const found = await pathsAcrossStores(async (s) => {
      asked.push(s.code);
      if (s.code === 'nl_nl') throw new Error('index down');
      return s.code === 'it' ? null : `/x-${s.code}`;
    }, stores);
    expect(asked.sort()).toEqual(['de_at', 'de_de', 'default', 'it', 'nl_nl']);
    expect(found).toEqual({ de_de: '/x-de_de', de_at: '/x-de_at', default: '/x-default' });
  });
});

describe('catalogue entity paths', () => {
  const product = { sku: 'ESP-1', slug: 'santos-12', url_key: 'santos-12', url_path: 'kaffee/santos-12', name: 'Santos', type_id: 'simple' as const };

  it('is the url_path while the URL dispatcher is on', () => {
    expect(productPath(product)).toBe('/kaffee/santos-12');
    expect(categoryPath({ id: 5, slug: 'espresso-5', url_path: 'kaffee/espresso' })).toBe('/kaffee/espresso');
  });

  it('is /p/{parentSku}/{slug} and /c/{slug} without the dispatcher', () => {
    expect(productPath(product, false)).toBe('/p/ESP-1/santos-12');
    expect(productPath({ ...product, parentSku: 'PARENT' }, false)).toBe('/p/PARENT/santos-12');
    expect(categoryPath({ id: 5, slug: 'espresso-5', url_path: 'kaffee/espresso' }, false)).toBe('/c/espresso-5');
  });
});

describe('JSON-LD', () => {
  it('numbers breadcrumbs from 1 and leaves the page itself without item', () => {
    const ld = breadcrumbJsonLd([{ name: 'Home', url: 'http://de.localhost/' }, { name: 'Kaffee' }]);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://de.localhost/' },
        { '@type': 'ListItem', position: 2, name: 'Kaffee' },
      ],
    });
  });

  it('describes a product with its gross offer, availability and rating', () => {
    const ld = productJsonLd({
      name: 'Santos',
      sku: 'ESP-1',
      url: 'http://de.localhost/kaffee/santos',
      price: 9.5,
      currency: 'EUR',
      availability: 'outOfStock',
      rating: { value: 4.4, count: 12 },
    });
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      url: 'http://de.localhost/kaffee/santos',
      price: '9.50',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.4, reviewCount: 12 });
  });

  it('leaves AggregateRating out without reviews', () => {
    const ld = productJsonLd({ name: 'A', sku: 'A', url: 'u', price: 1, currency: 'EUR', availability: 'inStock', rating: { value: 0, count: 0 } });
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('escapes < so data cannot close the script element', () => {
    const text = jsonLdText({ name: '</script><b>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><b>' });
  });
});

describe('page metadata', () => {
  it('carries canonical, languages and noindex when asked', () => {
    const meta = pageMetadata({ title: 'T', description: 'D', alternates: { canonical: 'c', languages: { 'de-DE': 'x' } }, noindex: true });
    expect(meta).toEqual({ title: 'T', description: 'D', alternates: { canonical: 'c', languages: { 'de-DE': 'x' } }, robots: { index: false, follow: true } });
  });

  it('turns HTML into a short plain description', () => {
    expect(metaDescription('<p>Kräftiger&nbsp;Espresso</p>\n<p>aus Brasilien</p>')).toBe('Kräftiger Espresso aus Brasilien');
    const long = metaDescription('wort '.repeat(60))!;
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('…')).toBe(true);
    expect(metaDescription('  ')).toBeUndefined();
  });
});
