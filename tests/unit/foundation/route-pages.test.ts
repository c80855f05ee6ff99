/**
 * Every named route of the table either has its page in a route group of app/[store] or is listed in
 * ROUTES_WITHOUT_PAGES (answered with the shop's 404 page); never a route that falls through to an
 * untranslated framework 404, never a built page still answered as missing.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES, ROUTES_WITHOUT_PAGES } from '@/lib/routing/route-table';
import { routeRequest } from '@/lib/routing';
import { productPageParams } from '@/lib/routing/product-page-path';

const STORE_ROOT = join(process.cwd(), 'app', '[store]');
/** Route groups such as `(default)` and `(blank)` share the store's URL space. */
const PAGE_ROOTS = readdirSync(STORE_ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^\(.+\)$/.test(entry.name))
  .map((entry) => join(STORE_ROOT, entry.name));

const isDynamic = (folder: string) => folder.startsWith('[') && !folder.startsWith('[[');
const isOptionalCatchAll = (folder: string) => folder.startsWith('[[...');
const isCatchAll = (folder: string) => folder.startsWith('[...');
/** The product route's catch-all at a group's level: it serves only the segments `productPageParams` reads. */
const PRODUCT_FOLDER = '[...product]';
/** A route's segments with a sample value for each `{param}`, as the product route would get them. */
const sampleSegments = (segments: string[]) => segments.map((segment) => (segment.startsWith('{') ? 'x' : segment));

/** Whether a folder answers the remaining route segments with a page (a `{param}` needs a dynamic folder). */
function servesPage(folder: string, rest: string[]): boolean {
  const children = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  if (rest.length === 0) {
    return existsSync(join(folder, 'page.tsx')) || children.some((child) => isOptionalCatchAll(child) && existsSync(join(folder, child, 'page.tsx')));
  }
  const [segment, ...after] = rest;
  const param = segment.startsWith('{');
  if (children.includes(PRODUCT_FOLDER) && existsSync(join(folder, PRODUCT_FOLDER, 'page.tsx')) && productPageParams(sampleSegments(rest))) return true;
  // Any other catch-all folder takes all remaining segments, one or more (`[[...` also none, above).
  const catchAll = (child: string) => child !== PRODUCT_FOLDER && (isCatchAll(child) || isOptionalCatchAll(child));
  if (children.some((child) => catchAll(child) && existsSync(join(folder, child, 'page.tsx')))) return true;
  return children.some((child) => ((!param && child === segment) || isDynamic(child)) && servesPage(join(folder, child), after));
}

const hasPage = (path: string) => PAGE_ROOTS.some((root) => servesPage(root, path.split('/').filter(Boolean)));

describe('route table and pages', () => {
  it.each(ROUTES.map((route) => [route.name, route.path] as const))('%s (%s) has a page exactly when it is not listed as without one', (name, path) => {
    expect({ name, hasPage: hasPage(path) }).toEqual({ name, hasPage: !ROUTES_WITHOUT_PAGES.has(name) });
  });

  it('lists only route names of the table', () => {
    const names = new Set(ROUTES.map((route) => route.name));
    expect([...ROUTES_WITHOUT_PAGES].filter((name) => !names.has(name))).toEqual([]);
  });

  it('routes the last route that had no page, recommendations (issue 20), to its page', async () => {
    expect(ROUTES_WITHOUT_PAGES.size).toBe(0);
    expect(await routeRequest({ host: 'de.localhost', pathname: '/recommendations/abc', search: '' })).toMatchObject({ kind: 'rewrite', path: '/de_de/recommendations/abc' });
    expect(await routeRequest({ host: 'localhost', pathname: '/it/recommendations/abc', search: '' })).toMatchObject({ kind: 'rewrite', path: '/it/recommendations/abc' });
  });

  it('still redirects an alias of such a route once, to its canonical path', async () => {
    expect(await routeRequest({ host: 'de.localhost', pathname: '/customer/account/login', search: '' })).toMatchObject({ kind: 'redirect', location: '/customer/login', status: 301 });
  });
});
