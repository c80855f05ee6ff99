/**
 * Sanitises CMS HTML (pages and blocks) into a tree that is safe to render: only allow-listed tags
 * and attributes survive, scripts and embeds go with their content, URLs must use an allowed
 * scheme, and every link is classified (same-site → in-app, external/mail/phone → left alone).
 */
import {
  CMS_ALLOWED_ATTRIBUTES,
  CMS_ALLOWED_TAGS,
  CMS_DROPPED_WITH_CONTENT,
  CMS_IMAGE_SCHEMES,
} from '@/lib/config/cms';
import { classifyLink, type LinkSite, type LinkTarget } from './links';
import { parseMarkup, type MarkupNode } from './markup-tree';

export type CmsNode =
  | { type: 'text'; value: string }
  | { type: 'element'; name: string; attributes: Record<string, string>; children: CmsNode[] }
  | { type: 'link'; target: LinkTarget; attributes: Record<string, string>; children: CmsNode[] };

const allowedTags = new Set<string>(CMS_ALLOWED_TAGS);
const droppedWithContent = new Set<string>(CMS_DROPPED_WITH_CONTENT);
const URL_ATTRIBUTES = new Set(['src', 'srcset']);

/** An image URL: relative, or absolute with an allowed scheme. */
function isSafeImageUrl(value: string): boolean {
  const url = value.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1].toLowerCase();
  return scheme === undefined ? !url.startsWith('\\') : (CMS_IMAGE_SCHEMES as readonly string[]).includes(`${scheme}:`);
}

function isSafeSrcset(value: string): boolean {
  return value.split(',').every((candidate) => isSafeImageUrl(candidate.trim().split(/\s+/)[0] ?? ''));
}

function keptAttributes(name: string, attributes: Record<string, string>): Record<string, string> {
  const allowed = new Set([...(CMS_ALLOWED_ATTRIBUTES['*'] ?? []), ...(CMS_ALLOWED_ATTRIBUTES[name] ?? [])]);
  const kept: Record<string, string> = {};
  for (const [attribute, value] of Object.entries(attributes)) {
    if (!allowed.has(attribute) || attribute === 'href') continue;
    if (URL_ATTRIBUTES.has(attribute) && !(attribute === 'srcset' ? isSafeSrcset(value) : isSafeImageUrl(value))) continue;
    kept[attribute] = value;
  }
  return kept;
}

function sanitizeNodes(nodes: readonly MarkupNode[], site: LinkSite): CmsNode[] {
  return nodes.flatMap((node): CmsNode[] => {
    if (node.type === 'text') return [{ type: 'text', value: node.value }];
    if (droppedWithContent.has(node.name)) return [];
    const children = sanitizeNodes(node.children, site);
    if (!allowedTags.has(node.name)) return children;
    const attributes = keptAttributes(node.name, node.attributes);
    if (node.name === 'img' && !attributes.src) return [];
    if (node.name === 'a') {
      const target = node.attributes.href === undefined ? null : classifyLink(node.attributes.href, site);
      if (!target) return children;
      if (target.kind === 'external' && attributes.target === '_blank') attributes.rel = 'noopener noreferrer';
      return [{ type: 'link', target, attributes, children }];
    }
    return [{ type: 'element', name: node.name, attributes, children }];
  });
}

/** CMS HTML → a safe tree for `CmsContent` to render. */
export function sanitizeCmsHtml(html: string, site: LinkSite): CmsNode[] {
  return sanitizeNodes(parseMarkup(html), site);
}
