/** `/robots.txt` of a domain: private and search paths of its store views kept out, and its sitemap. */
import { OUTPUT_CACHE_TTL_S } from '@/lib/config/cms';
import { storeFromSegment } from '@/lib/i18n/store-context';
import { absoluteUrl } from '@/lib/seo';
import { getStores } from '@/lib/config/stores';
import { robotsTxt } from '@/lib/sitemap';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ store: string }> }): Promise<Response> {
  const store = storeFromSegment((await params).store);
  const views = getStores().filter((view) => view.hosts.some((host) => store.hosts.includes(host)));
  const body = robotsTxt(views, absoluteUrl(store, '/sitemap.xml'));
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': `public, s-maxage=${OUTPUT_CACHE_TTL_S}` } });
}
