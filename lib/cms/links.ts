/**
 * What a link in CMS content or the menu points to (spec 02 §2: links to the same site are handled
 * in-app; external links and mail/phone links are left alone). Store-relative paths get the store
 * view's prefix (`/c/kaffee` in the `/de` view → `/de/c/kaffee`); other schemes are refused.
 */
import { CMS_LINK_SCHEMES } from '@/lib/config/cms';
import { storePath } from '@/lib/routing/store-path';

export interface LinkSite {
  /** Host names of this shop: an absolute link to one of them is a same-site link. */
  hosts: readonly string[];
  /** The store view's path prefix (`/de`) or null. */
  prefix: string | null;
}

export type LinkTarget =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'mail'; href: string }
  | { kind: 'phone'; href: string }
  | { kind: 'anchor'; href: string };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Classifies a link; null for one that must not be shown (javascript:, data:, empty). */
export function classifyLink(raw: string, site: LinkSite): LinkTarget | null {
  // Browsers ignore tabs and new lines inside URLs, so `java\tscript:` must not slip through.
  // eslint-disable-next-line no-control-regex
  const href = raw.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (href === '') return null;
  if (href.startsWith('#')) return { kind: 'anchor', href };
  const scheme = SCHEME.exec(href)?.[1].toLowerCase();
  if (scheme === 'mailto') return { kind: 'mail', href };
  if (scheme === 'tel') return { kind: 'phone', href };
  if (scheme !== undefined || href.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(href.startsWith('//') ? `https:${href}` : href);
    } catch {
      return null;
    }
    if (!(CMS_LINK_SCHEMES as readonly string[]).includes(url.protocol)) return null;
    if (site.hosts.includes(url.hostname.toLowerCase())) return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` };
    return { kind: 'external', href: url.href };
  }
  if (href.startsWith('\\')) return null;
  const path = href.startsWith('/') ? href : `/${href}`;
  return { kind: 'internal', href: storePath(site, path) };
}
