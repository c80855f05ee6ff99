/**
 * The public path of a CMS page: its content route when the route table has one (`privacy` →
 * `/privacy`, German `datenschutzerklaerung` → `/privacy`, `help-order` → `/help/order`), else
 * `/i/{identifier}`; the home page's CMS page is `/`.
 */
import { HELP_TOPIC_PREFIX, HOME_PAGE_IDENTIFIER, contentPageIdentifier, type ContentRoute } from '@/lib/config/cms';
import type { Locale } from '@/lib/config/stores';

/** Content routes by their path; `/contact` and `/contacts` show the same page, `/contacts` is its address. */
const CONTENT_ROUTE_PATHS: ReadonlyArray<readonly [ContentRoute, string]> = [
  ['privacy', '/privacy'],
  ['magazine', '/magazine'],
  ['sale', '/sale'],
  ['order-tracking', '/order-tracking'],
  ['about-us', '/about-us'],
  ['customer-service', '/customer-service'],
  ['contacts', '/contacts'],
  ['faq', '/help'],
];

export function cmsPagePath(identifier: string, locale: Locale): string {
  if (identifier === HOME_PAGE_IDENTIFIER) return '/';
  const route = CONTENT_ROUTE_PATHS.find(([name]) => contentPageIdentifier(name, locale) === identifier);
  if (route) return route[1];
  if (identifier.startsWith(HELP_TOPIC_PREFIX)) return `/help/${identifier.slice(HELP_TOPIC_PREFIX.length)}`;
  return `/i/${identifier}`;
}
