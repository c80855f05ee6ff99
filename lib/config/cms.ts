/**
 * Constants of the CMS-driven pages (spec 01 §9, 02 §2, §3, §7): the output cache, the editors'
 * preview, the home page's blocks, the content routes of the route table and the CMS markup rules.
 */
import type { Locale } from './stores';

/** Spec 01 §9: output cache TTL 86 400 s; catalogue pages are kept this long unless an import invalidates them. */
export const OUTPUT_CACHE_TTL_S = 86_400;
/**
 * Until a catalogue is imported there is nothing worth keeping: a page rendered from an empty index
 * (a build before `catalog:import`) is kept this briefly, so the first visits after the import
 * render it again.
 */
export const EMPTY_CATALOG_CACHE_TTL_S = 5;
/** The cache tag every catalogue read carries; `invalidateCatalogPages()` drops them all at once. */
export const CATALOG_CACHE_TAG = 'catalog';

/** The header the importer sends the revalidation secret in. */
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';
/** Where `catalog:import` finds the running server to tell it about a new catalogue. */
export const REVALIDATE_URL_ENV = 'REVALIDATE_URL';
export const REVALIDATE_PATH = '/api/revalidate';
/** CMS identifiers are lower-case words joined by dashes (Magento's page identifier). */
export const CMS_IDENTIFIER_PATTERN = /^[a-z0-9][a-z0-9_-]{0,99}$/;

/** The home page's blocks, top to bottom (spec 02 §3: CMS blocks by identifier). */
export const HOME_BLOCK_IDENTIFIERS = {
  hero: 'home-hero',
  usp: 'home-usp',
  categories: 'home-categories',
} as const;
/** The CMS page holding the home page's title and meta texts. */
export const HOME_PAGE_IDENTIFIER = 'home';
/** How many products and top-level categories the home page features. */
export const HOME_FEATURED_PRODUCTS = 8;
export const HOME_FEATURED_CATEGORIES = 6;

/** Spec 02 §2: the German data-protection page slug is datenschutzerklaerung. */
const PRIVACY_IDENTIFIERS: Partial<Record<Locale, string>> = { 'de-DE': 'datenschutzerklaerung', 'de-AT': 'datenschutzerklaerung' };
const DEFAULT_PRIVACY_IDENTIFIER = 'privacy';

/** The CMS page behind a content route of the route table, in a store language. */
export function contentPageIdentifier(route: ContentRoute, locale: Locale): string {
  if (route === 'privacy') return PRIVACY_IDENTIFIERS[locale] ?? DEFAULT_PRIVACY_IDENTIFIER;
  return CONTENT_ROUTE_PAGES[route];
}

/** Route name → CMS page identifier for the route table's content pages (02 §2). */
const CONTENT_ROUTE_PAGES = {
  privacy: DEFAULT_PRIVACY_IDENTIFIER,
  magazine: 'magazine',
  sale: 'sale',
  'order-tracking': 'order-tracking',
  'about-us': 'about-us',
  'customer-service': 'customer-service',
  contacts: 'contacts',
  contact: 'contacts',
  faq: 'help',
} as const;
export type ContentRoute = keyof typeof CONTENT_ROUTE_PAGES;

/** `/help/{form}` shows the CMS page `help-{form}` (the FAQ hub's topics). */
export const HELP_TOPIC_PREFIX = 'help-';
export function helpTopicIdentifier(form: string): string {
  return `${HELP_TOPIC_PREFIX}${form}`;
}

/** Tags and attributes CMS HTML may keep; everything else is dropped (its text stays). */
export const CMS_ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'li', 'ol', 'p', 'picture', 'pre', 'section', 'small', 'source',
  'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
] as const;
export const CMS_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['class', 'id', 'title', 'lang', 'dir'],
  a: ['href', 'target', 'rel', 'hreflang'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'srcset', 'sizes'],
  source: ['srcset', 'media', 'type', 'sizes'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start', 'reversed'],
};
/** Elements dropped with everything inside them. */
export const CMS_DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'textarea', 'select', 'button', 'head', 'title'] as const;
/** URL schemes a CMS link or image may use; anything else (javascript:, data:, vbscript:) is dropped. */
export const CMS_LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;
export const CMS_IMAGE_SCHEMES = ['http:', 'https:'] as const;

/**
 * The legal texts a German or Austrian shop must link at the point of order (issue 35): terms,
 * right of withdrawal (with the model withdrawal form) and shipping costs, as CMS pages at
 * `/i/{identifier}` in every store; the German short paths answer a 301 to them (route table).
 * The legal notice and the privacy page are content routes of their own.
 */
export const LEGAL_PAGE_IDENTIFIERS = {
  terms: 'terms',
  withdrawal: 'withdrawal',
  shipping: 'shipping',
} as const;
export type LegalPage = keyof typeof LEGAL_PAGE_IDENTIFIERS;

/** The store-relative path of a legal page. */
export function legalPagePath(page: LegalPage): string {
  return `/i/${LEGAL_PAGE_IDENTIFIERS[page]}`;
}
