/**
 * Sanitised CMS content written back as HTML, for `CmsContent` to hand the page as its element's
 * inner HTML: the browser draws it from the document and React hydrates one element for a whole
 * CMS page or block instead of one per paragraph, link and text (issue 12). Only what the
 * sanitiser kept is written (allowed tags and attributes, classified links), every text and
 * attribute value escaped.
 */
import { escapeHtml, isVoidElement } from './markup-tree';
import type { CmsNode } from './sanitize';

/** A CMS image loads when scrolled to and decodes off the main thread (it is never the page's first view). */
const LAZY_IMAGE = { loading: 'lazy', decoding: 'async' } as const;

function attributesHtml(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

function elementHtml(name: string, attributes: Record<string, string>, children: readonly CmsNode[], demoteH1: boolean): string {
  const open = `<${name}${attributesHtml(attributes)}>`;
  return isVoidElement(name) ? open : `${open}${cmsHtml(children, { demoteH1 })}</${name}>`;
}

/** `demoteH1`: the page has its own h1, so the content's h1 becomes an h2 (one h1 per page). */
export function cmsHtml(nodes: readonly CmsNode[], { demoteH1 = false }: { demoteH1?: boolean } = {}): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escapeHtml(node.value);
      if (node.type === 'link') return elementHtml('a', { href: node.target.href, ...node.attributes }, node.children, demoteH1);
      if (node.name === 'img') return elementHtml('img', { ...node.attributes, ...LAZY_IMAGE, alt: node.attributes.alt ?? '' }, [], demoteH1);
      return elementHtml(demoteH1 && node.name === 'h1' ? 'h2' : node.name, node.attributes, node.children, demoteH1);
    })
    .join('');
}
