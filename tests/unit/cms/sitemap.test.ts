import { cmsPagePath } from '@/lib/cms';
import { getStores } from '@/lib/config/stores';
import { lastmodOf, robotsTxt, shardCount, shardEntries, sitemapStores, sitemapXml, urlsetXml } from '@/lib/sitemap';

const store = (code: string) => getStores().find((s) => s.code === code)!;

describe('building sitemaps', () => {
  it('lists every URL with its last change in one urlset while they fit one file', () => {
    const xml = sitemapXml([{ loc: 'http://de.localhost/kaffee', lastmod: '2024-05-01' }, { loc: 'http://de.localhost/?a=1&b=2' }], (n) => `x/${n}`);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>http://de.localhost/kaffee</loc><lastmod>2024-05-01</lastmod></url>');
    expect(xml).toContain('<loc>http://de.localhost/?a=1&amp;b=2</loc>');
  });

  it('answers an index of shards when the URLs exceed the limit per file', () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({ loc: `http://nl.localhost/p/${i}` }));
    const xml = sitemapXml(entries, (n) => `http://nl.localhost/sitemap/${n}.xml`, 2);
    expect(xml).toContain('<sitemapindex');
    expect(xml.match(/<sitemap>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>http://nl.localhost/sitemap/3.xml</loc>');
  });

  it('splits entries into shards of at most the limit and knows no shard beyond the last', () => {
    const entries = [1, 2, 3, 4, 5];
    expect(shardCount(5, 2)).toBe(3);
    expect(shardEntries(entries, 1, 2)).toEqual([1, 2]);
    expect(shardEntries(entries, 3, 2)).toEqual([5]);
    expect(shardEntries(entries, 4, 2)).toBeNull();
    expect(shardEntries(entries, 0, 2)).toBeNull();
  });

  it('writes an empty urlset for an empty catalogue rather than failing', () => {
    expect(urlsetXml([])).toMatch(/<urlset[^>]*>\s*<\/urlset>/);
  });

  it('reads the catalogue date formats into W3C dates and drops unreadable ones', () => {
    expect(lastmodOf('2024-05-01 10:11:12')).toBe('2024-05-01');
    expect(lastmodOf('2024-05-01T10:11:12Z')).toBe('2024-05-01');
    expect(lastmodOf('soon')).toBeUndefined();
    expect(lastmodOf(undefined)).toBeUndefined();
  });

  it('covers the store views on the domain that own their pages: the international host without the /de duplicate', () => {
    expect(sitemapStores(store('default')).map((s) => s.code)).toEqual(['default', 'it']);
    expect(sitemapStores(store('de_de')).map((s) => s.code)).toEqual(['de_de']);
  });

  it('gives CMS pages their content route, the German privacy slug included', () => {
    expect(cmsPagePath('datenschutzerklaerung', 'de-DE')).toBe('/privacy');
    expect(cmsPagePath('privacy', 'nl-NL')).toBe('/privacy');
    expect(cmsPagePath('help-delivery', 'en-US')).toBe('/help/delivery');
    expect(cmsPagePath('contacts', 'de-AT')).toBe('/contacts');
    expect(cmsPagePath('legal', 'de-DE')).toBe('/i/legal');
    expect(cmsPagePath('home', 'de-DE')).toBe('/');
  });
});

describe('robots.txt per domain', () => {
  it('keeps crawlers out of search, cart, checkout and account pages of every view and points at the sitemap', () => {
    const text = robotsTxt([{ prefix: null }, { prefix: '/de' }], 'http://localhost:3000/sitemap.xml');
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /search');
    expect(text).toContain('Disallow: /de/checkout');
    expect(text).toContain('Disallow: /customer');
    expect(text.trim().endsWith('Sitemap: http://localhost:3000/sitemap.xml')).toBe(true);
  });
});
