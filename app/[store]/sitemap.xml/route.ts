/**
 * `/sitemap.xml` of a domain (the proxy rewrites it to the host's unprefixed store): the pages of
 * every store view on the domain, or an index of `/sitemap/{n}.xml` shards when they are many.
 */
import { OUTPUT_CACHE_TTL_S } from '@/lib/config/cms';
import { storeFromSegment } from '@/lib/i18n/store-context';
import { absoluteUrl } from '@/lib/seo';
import { domainSitemapEntries, sitemapXml } from '@/lib/sitemap';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ store: string }> }): Promise<Response> {
  const store = storeFromSegment((await params).store);
  const entries = await domainSitemapEntries(store);
  const xml = sitemapXml(entries, (n) => absoluteUrl(store, `/sitemap/${n}.xml`));
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': `public, s-maxage=${OUTPUT_CACHE_TTL_S}` } });
}
