/**
 * Renders sanitised CMS content (server component). Same-site links navigate in-app through
 * `next/link`; external, mail and phone links stay plain links (spec 02 §2).
 */
import { createElement, type ReactNode } from 'react';
import { sanitizeCmsHtml, type CmsNode, type LinkSite } from '@/lib/cms';
import styles from './CmsContent.module.css';

/** HTML attribute names React spells differently. */
const REACT_ATTRIBUTE_NAMES: Record<string, string> = { class: 'className', colspan: 'colSpan', rowspan: 'rowSpan', srcset: 'srcSet', hreflang: 'hrefLang' };

function props(attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes).map(([name, value]) => [REACT_ATTRIBUTE_NAMES[name] ?? name, value]));
}

/** `demoteH1`: the page has its own h1, so the content's h1 becomes an h2 (one h1 per page). */
function render(nodes: readonly CmsNode[], demoteH1: boolean): ReactNode[] {
  return nodes.map((node, key) => {
    if (node.type === 'text') return node.value;
    const children = node.children.length > 0 ? render(node.children, demoteH1) : undefined;
    if (node.type === 'link') {
      if (node.target.kind === 'internal') {
        return (
          <a key={key} href={node.target.href} {...props(node.attributes)}>
            {children}
          </a>
        );
      }
      return (
        <a key={key} href={node.target.href} {...props(node.attributes)}>
          {children}
        </a>
      );
    }
    const extra = node.name === 'img' ? { loading: 'lazy', decoding: 'async', alt: node.attributes.alt ?? '' } : {};
    return createElement(demoteH1 && node.name === 'h1' ? 'h2' : node.name, { key, ...props(node.attributes), ...extra }, children);
  });
}

export function CmsContent({ html, site, className, demoteH1 = false }: { html: string; site: LinkSite; className?: string; demoteH1?: boolean }) {
  return <div className={className ? `${styles.content} ${className}` : styles.content}>{render(sanitizeCmsHtml(html, site), demoteH1)}</div>;
}
