/**
 * The sitemaps protocol (sitemaps.org 0.9): a `<urlset>` of page addresses, or, past the limit of
 * URLs per file, a `<sitemapindex>` of shards that each hold at most that many.
 */
import { SITEMAP_MAX_URLS } from '@/lib/config/seo';

export interface SitemapEntry {
  loc: string;
  /** W3C datetime (the catalogue's `updated_at`, as a date). */
  lastmod?: string;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

/** `2024-05-01 10:00:00` or an ISO string → `2024-05-01`; anything unreadable is left out. */
export function lastmodOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const time = Date.parse(value.includes('T') ? value : value.replace(' ', 'T'));
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`);
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(shardUrls: readonly string[]): string {
  const items = shardUrls.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** How many shard files `total` URLs need; 1 means no index, the sitemap itself lists them. */
export function shardCount(total: number, max = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(total / max));
}

/** The entries of shard `n` (1-based), or null when there is no such shard. */
export function shardEntries<T>(entries: readonly T[], n: number, max = SITEMAP_MAX_URLS): T[] | null {
  if (!Number.isInteger(n) || n < 1 || n > shardCount(entries.length, max)) return null;
  return entries.slice((n - 1) * max, n * max);
}

/** The answer for `/sitemap.xml`: the urlset itself when it fits one file, else the index. */
export function sitemapXml(entries: readonly SitemapEntry[], shardUrl: (n: number) => string, max = SITEMAP_MAX_URLS): string {
  const shards = shardCount(entries.length, max);
  if (shards === 1) return urlsetXml(entries);
  return sitemapIndexXml(Array.from({ length: shards }, (_, i) => shardUrl(i + 1)));
}
