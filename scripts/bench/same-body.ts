/**
 * Turns a shop page's HTML into the snapshot the bare Next.js app serves as its same-body page
 * (scripts/bench/bare-next/app/same-body): the `<body>` with every script removed, the `<head>`'s
 * stylesheets and image/font/style preloads, and the classes of `<html>` and `<body>`. Root-relative
 * asset URLs (src, srcset, poster, link href) are rewritten to `/shop-assets/<host>/…`, which the bare
 * app fetches from the shop, so the bare page loads the same CSS and images from its own origin.
 * Pure (string in, snapshot out); tested in tests/unit/bench/same-body.test.ts.
 */
import type { SameBodySnapshot } from './bare-next/app/same-body/snapshot';

type Preload = SameBodySnapshot['preloads'][number];

const decode = (value: string) => value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');

function attribute(tag: string, name: string): string | undefined {
  const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'));
  return match ? decode(match[1]) : undefined;
}

function elementTag(html: string, element: string): string {
  return html.match(new RegExp(`<${element}\\b[^>]*>`, 'i'))?.[0] ?? '';
}

/** `/x` → `/shop-assets/<host>/x`; absolute, protocol-relative and data: URLs are left alone. */
export function shopAsset(url: string, host: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `/shop-assets/${host}${url}` : url;
}

const srcset = (value: string, host: string) =>
  value
    .split(',')
    .map((candidate) => candidate.trim().replace(/^\S+/, (url) => shopAsset(url, host)))
    .join(', ');

export function sameBodySnapshot(html: string, host: string): SameBodySnapshot {
  const headStart = html.search(/<head\b/i);
  const headEnd = html.search(/<\/head>/i);
  const head = headStart >= 0 && headEnd > headStart ? html.slice(headStart, headEnd) : '';
  const bodyTag = elementTag(html, 'body');
  const bodyStart = html.indexOf(bodyTag);
  const bodyEnd = html.search(/<\/body>/i);
  if (!bodyTag || bodyEnd < bodyStart) throw new Error('the page has no <body>');

  const links = head.match(/<link\b[^>]*>/gi) ?? [];
  const stylesheets = links.filter((tag) => attribute(tag, 'rel') === 'stylesheet').map((tag) => shopAsset(attribute(tag, 'href') ?? '', host));
  const preloads: Preload[] = [];
  for (const tag of links) {
    const as = attribute(tag, 'as');
    const href = attribute(tag, 'href');
    if (attribute(tag, 'rel') !== 'preload' || !href || (as !== 'image' && as !== 'font' && as !== 'style')) continue;
    const preload: Preload = { href: shopAsset(href, host), as };
    const type = attribute(tag, 'type');
    const crossOrigin = attribute(tag, 'crossorigin');
    const imageSrcSet = attribute(tag, 'imagesrcset');
    const imageSizes = attribute(tag, 'imagesizes');
    const fetchPriority = attribute(tag, 'fetchpriority');
    if (type) preload.type = type;
    if (crossOrigin !== undefined) preload.crossOrigin = crossOrigin === 'anonymous' ? 'anonymous' : '';
    if (imageSrcSet) preload.imageSrcSet = srcset(imageSrcSet, host);
    if (imageSizes) preload.imageSizes = imageSizes;
    if (fetchPriority === 'high' || fetchPriority === 'low' || fetchPriority === 'auto') preload.fetchPriority = fetchPriority;
    preloads.push(preload);
  }

  const body = html
    .slice(bodyStart + bodyTag.length, bodyEnd)
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\s(?:rel="modulepreload"|as="script")[^>]*>/gi, '')
    .replace(/(\s(?:src|poster)=")(\/[^"]*)"/gi, (_, prefix: string, url: string) => `${prefix}${shopAsset(url, host)}"`)
    .replace(/(\ssrcset=")([^"]*)"/gi, (_, prefix: string, value: string) => `${prefix}${srcset(value, host)}"`)
    .replace(/(<link\b[^>]*\shref=")(\/[^"]*)"/gi, (_, prefix: string, url: string) => `${prefix}${shopAsset(url, host)}"`);

  return { htmlClass: attribute(elementTag(html, 'html'), 'class') ?? '', bodyClass: attribute(bodyTag, 'class') ?? '', stylesheets, preloads, body };
}
