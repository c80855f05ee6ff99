/** `/sitemap/{n}.xml`: one shard of a large domain's sitemap; 404 for a shard that does not exist. */
import { OUTPUT_CACHE_TTL_S } from '@/lib/config/cms';
import { storeFromSegment } from '@/lib/i18n/store-context';
import { domainSitemapEntries, shardEntries, urlsetXml } from '@/lib/sitemap';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ store: string; shard: string }> }): Promise<Response> {
  const values = await params;
  const store = storeFromSegment(values.store);
  const number = /^([1-9]\d*)\.xml$/.exec(values.shard)?.[1];
  const entries = number ? shardEntries(await domainSitemapEntries(store), Number(number)) : null;
  if (!entries) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(urlsetXml(entries), { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': `public, s-maxage=${OUTPUT_CACHE_TTL_S}` } });
}
