/**
 * The route template a request is counted under (`http.route` of OpenTelemetry's HTTP conventions):
 * one of the app's own route templates, never the path, so the label's values are a closed list.
 * The templates come from the build (`.next/app-path-routes-manifest.json`); pages are named without
 * their internal `/[store]` segment, as the shopper's URL has none, and a store view's prefix
 * (`/de`, `/it` on the international domain) is taken off first. Public catalogue URLs (a product's
 * or category's slug, resolved by the proxy) all fall to the root catch-all, counted as
 * `/[...catalog]`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OTHER_LABEL_VALUE } from '@/lib/config/observability';
import { resolveStore } from '@/lib/routing/resolve-store';

export const CATALOG_ROUTE = '/[...catalog]';
/** Build output and the public directory's files, each counted as one template. */
export const FIXED_ROUTES = [
  { prefix: '/_next/static/', route: '/_next/static/[...file]' },
  { prefix: '/_next/image', route: '/_next/image' },
  { prefix: '/_next/', route: '/_next/[...internal]' },
  { prefix: '/icons/', route: '/icons/[...file]' },
  { prefix: '/catalog/', route: '/catalog/[...file]' },
] as const;
const STORE_SEGMENT = '/[store]';

interface Matcher {
  route: string;
  pattern: RegExp;
}

export interface RouteTable {
  api: Matcher[];
  pages: Matcher[];
  /** Every value `routeOf` can answer. */
  routes: ReadonlySet<string>;
  /** Answers already found, by host and path: a shop's hot paths repeat, and matching costs µs. */
  known: Map<string, string>;
}

/** Past this many remembered paths the memo starts over (crawlers walk every product). */
const MAX_KNOWN_PATHS = 10_000;

function matcherOf(template: string, route = template): Matcher {
  const source = template
    .split('/')
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/.*)?';
      if (/^\[\.\.\..+\]$/.test(segment)) return '/.+';
      if (/^\[.+\]$/.test(segment)) return '/[^/]+';
      return segment === '' ? '' : `/${segment.replace(/[.*+?^${}()|\\]/g, '\\$&')}`;
    })
    .join('');
  return { route, pattern: new RegExp(`^${source || '/'}$`) };
}

/** Static templates first, then those with fewer wildcards: `/c/[...category]` before `/[...product]`. */
function specificity(template: string): number[] {
  const segments = template.split('/').filter(Boolean);
  const catchAll = segments.filter((segment) => segment.startsWith('[...') || segment.startsWith('[[...')).length;
  const dynamic = segments.filter((segment) => segment.startsWith('[')).length;
  return [catchAll, dynamic, -segments.length];
}

function bySpecificity(a: string, b: string): number {
  const [x, y] = [specificity(a), specificity(b)];
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The table for the app's route templates (`/api/order`, `/[store]/c/[...category]`, …). */
export function routeTable(templates: readonly string[]): RouteTable {
  const api = [...new Set(templates.filter((t) => t.startsWith('/api/')))].sort(bySpecificity);
  const pages = [...new Set(templates.filter((t) => t.startsWith(STORE_SEGMENT)).map((t) => t.slice(STORE_SEGMENT.length) || '/'))].sort(bySpecificity);
  const pageMatchers = pages.map((template) => matcherOf(template, /^\/\[\.\.\.[^\]]+\]$/.test(template) ? CATALOG_ROUTE : template));
  const apiMatchers = api.map((template) => matcherOf(template));
  const routes = new Set([...apiMatchers, ...pageMatchers].map((m) => m.route).concat(FIXED_ROUTES.map((f) => f.route), OTHER_LABEL_VALUE));
  return { api: apiMatchers, pages: pageMatchers, routes, known: new Map() };
}

/** The app's templates as the build wrote them; none before a build (every request then counts as `_OTHER`). */
export function builtRouteTable(root: string = process.cwd()): RouteTable {
  const file = join(root, '.next', 'app-path-routes-manifest.json');
  const templates = existsSync(file) ? Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : [];
  return routeTable(templates);
}

/** The template of a request's path on a host; `_OTHER` for a path no template takes. */
export function routeOf(table: RouteTable, host: string | undefined, url: string | undefined): string {
  const raw = url ?? '/';
  const query = raw.indexOf('?');
  const pathname = query === -1 ? raw : raw.slice(0, query);
  const key = `${host} ${pathname}`;
  let route = table.known.get(key);
  if (route === undefined) {
    if (table.known.size >= MAX_KNOWN_PATHS) table.known.clear();
    route = matchRoute(table, host, pathname);
    table.known.set(key, route);
  }
  return route;
}

function matchRoute(table: RouteTable, host: string | undefined, pathname: string): string {
  for (const fixed of FIXED_ROUTES) if (pathname.startsWith(fixed.prefix)) return fixed.route;
  if (pathname.startsWith('/api/')) return table.api.find((m) => m.pattern.test(pathname))?.route ?? OTHER_LABEL_VALUE;
  const { path } = resolveStore(host ?? null, pathname);
  return table.pages.find((m) => m.pattern.test(path))?.route ?? OTHER_LABEL_VALUE;
}
