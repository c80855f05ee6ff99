/** robots.txt for one domain: every crawler, the private and search paths of each store view on it, and its sitemap. */
import { ROBOTS_DISALLOW } from '@/lib/config/seo';
import { storePath } from '@/lib/routing/store-path';

export function robotsTxt(views: ReadonlyArray<{ prefix: string | null }>, sitemapUrl: string): string {
  const disallow = [...new Set(views.flatMap((view) => ROBOTS_DISALLOW.map((path) => storePath(view, path))))];
  return ['User-agent: *', 'Allow: /', ...disallow.map((path) => `Disallow: ${path}`), '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
