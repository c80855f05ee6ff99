/**
 * Every page a sitemap lists is one a search engine can take as it is (issue 36 §6): on every
 * domain, each URL of its sitemap (and the sitemap's shards) answers 200, is indexable, names
 * itself as its canonical and carries an hreflang set that includes itself, and every page its
 * hreflang set names names it back (reciprocal).
 */
import { test, expect } from './support/test';
import { PORT, rawGet } from './support/server';

const DOMAINS = ['de.localhost', 'at.localhost', 'nl.localhost', 'localhost'];
const PARALLEL = 6;
// The walk reads HTML as a crawler that runs no script does. Next.js sends such crawlers (its list
// of "HTML-limited bots", Bingbot among them) the page with its metadata in the head; a browser's
// render may stream the metadata after the head when it resolves late, for React to hoist.
const CRAWLER = { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' };

interface PageSeo {
  status: number;
  canonical: string | null;
  hreflang: Map<string, string>;
  noindex: boolean;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replaceAll('&amp;', '&'));
const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&') ?? null;

async function sitemapUrls(host: string): Promise<string[]> {
  const index = await rawGet(host, '/sitemap.xml');
  expect(index.status, `${host}/sitemap.xml`).toBe(200);
  if (!index.body.includes('<sitemapindex')) return locs(index.body);
  const shards = await Promise.all(locs(index.body).map((url) => rawGet(host, new URL(url).pathname)));
  return shards.flatMap((shard) => locs(shard.body));
}

async function seoOf(url: string): Promise<PageSeo> {
  const { hostname, pathname, search } = new URL(url);
  const page = await rawGet(hostname, `${pathname}${search}`, CRAWLER);
  const head = page.body.slice(0, page.body.indexOf('</head>') + 1 || undefined);
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const canonical = links.find((tag) => attribute(tag, 'rel') === 'canonical');
  const hreflang = new Map<string, string>();
  for (const tag of links.filter((tag) => attribute(tag, 'rel') === 'alternate' && attribute(tag, 'hrefLang') !== null)) {
    hreflang.set(attribute(tag, 'hrefLang')!, attribute(tag, 'href')!);
  }
  const robots = /<meta name="robots" content="([^"]*)"/.exec(head)?.[1] ?? '';
  return { status: page.status, canonical: canonical ? attribute(canonical, 'href') : null, hreflang, noindex: /noindex/.test(robots) };
}

test('every sitemap URL of every domain is canonical, indexable and in a reciprocal hreflang set', async () => {
  test.setTimeout(600_000);
  const urls = [...new Set((await Promise.all(DOMAINS.map(sitemapUrls))).flat())];
  expect(urls.length).toBeGreaterThan(100);
  for (const url of urls) expect(new URL(url).port, url).toBe(String(PORT));
  const seo = new Map<string, PageSeo>();
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) seo.set(url, await seoOf(url));
    }),
  );
  const problems: string[] = [];
  for (const url of urls) {
    const page = seo.get(url)!;
    if (page.status !== 200) problems.push(`${url}: status ${page.status}`);
    if (page.noindex) problems.push(`${url}: noindex`);
    if (page.canonical !== url) problems.push(`${url}: canonical ${page.canonical}`);
    if (![...page.hreflang.values()].includes(url)) problems.push(`${url}: not in its own hreflang set`);
    for (const [lang, other] of page.hreflang) {
      const back = seo.get(other) ?? (await seoOf(other));
      seo.set(other, back);
      if (![...back.hreflang.values()].includes(url)) problems.push(`${url}: ${lang} ${other} does not name it back`);
    }
  }
  expect(problems.slice(0, 20)).toEqual([]);
});
