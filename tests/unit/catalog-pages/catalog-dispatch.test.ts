import { getStore } from '@/lib/config/stores';
import type { Category, Product } from '@/lib/catalog';
import type { UrlResolution } from '@/lib/catalog/search';
import { dispatchCatalogPath, type CatalogLookups } from '@/lib/routing/catalog-dispatch';
import { routeRequest } from '@/lib/routing';

const store = getStore('de_de');

const parent: Product = {
  id: 100,
  sku: 'CFG',
  type_id: 'configurable',
  status: 1,
  visibility: 4,
  slug: 'santos-100',
  url_key: 'santos-100',
  url_path: 'kaffee/santos-100',
  configurable_children: [
    { id: 101, sku: 'CFG-250', status: 1, price_incl_tax: 8, stock: { is_in_stock: true } },
    { id: 102, sku: 'CFG-500', status: 1, price_incl_tax: 14, stock: { is_in_stock: true } },
  ],
};
const cheapChild: Product = { id: 101, sku: 'CFG-250', type_id: 'simple', status: 1, visibility: 1, parentId: 100, parentSku: 'CFG', slug: 'santos-250-101', url_path: 'kaffee/santos-250-101' };
const dearChild: Product = { ...cheapChild, id: 102, sku: 'CFG-500', slug: 'santos-500-102', url_path: 'kaffee/santos-500-102' };
const disabled: Product = { id: 200, sku: 'OFF', type_id: 'simple', status: 2, visibility: 4, slug: 'off-200', url_path: 'kaffee/off-200' };
const simple: Product = { id: 300, sku: 'MUG', type_id: 'simple', status: 1, visibility: 4, slug: 'mug-300', url_path: 'zubehoer/mug-300' };
const category: Category = { id: 5, parent_id: 2, name: 'Kaffee', level: 2, slug: 'kaffee-5', url_path: 'kaffee', is_active: true };

const products = new Map([parent, cheapChild, dearChild, disabled, simple].map((p) => [p.sku, p]));
const urlMap: Record<string, UrlResolution> = {
  'kaffee/santos-100': { _type: 'product', url_path: 'kaffee/santos-100', id: 100, sku: 'CFG', type_id: 'configurable', slug: 'santos-100' },
  'kaffee/santos-500-102': { _type: 'product', url_path: 'kaffee/santos-500-102', id: 102, sku: 'CFG-500', type_id: 'simple', slug: 'santos-500-102' },
  'kaffee/santos-250-101': { _type: 'product', url_path: 'kaffee/santos-250-101', id: 101, sku: 'CFG-250', type_id: 'simple', slug: 'santos-250-101' },
  'kaffee/off-200': { _type: 'product', url_path: 'kaffee/off-200', id: 200, sku: 'OFF', type_id: 'simple', slug: 'off-200' },
  kaffee: { _type: 'category', url_path: 'kaffee', id: 5, slug: 'kaffee-5' },
  'about-us': { _type: 'cms_page', url_path: 'about-us', id: 1, identifier: 'about-us' },
  'alter-kaffee': { _type: 'urlrewrite', url_path: 'alter-kaffee', id: 9, target_path: 'kaffee', redirect_type: 301 },
};

const lookups: CatalogLookups = {
  product: async (_index, sku) => products.get(sku) ?? null,
  category: async (_index, slug) => (slug === category.slug ? category : null),
  resolve: async (_index, path) => urlMap[path.replace(/^\/+|\/+$/g, '')] ?? null,
  cmsPageExists: async (_index, identifier) => ['about-us', 'draft-preview'].includes(identifier),
};
const redirectOn = { preventConfigurableChildrenDirectAccess: false };
const redirectOff = { preventConfigurableChildrenDirectAccess: true };
const dispatch = (path: string, settings = redirectOn, childId: string | null = null) => dispatchCatalogPath(store, path, lookups, settings, childId);

describe('URL dispatch through the catalogue URL map', () => {
  it('rewrites a product url_path to its product route', async () => {
    expect(await dispatch('/kaffee/santos-100')).toEqual({ kind: 'rewrite', path: '/p/CFG/santos-100' });
  });

  it('rewrites a category url_path to /c/{slug} and a CMS identifier to /i/{slug}', async () => {
    expect(await dispatch('/kaffee')).toEqual({ kind: 'rewrite', path: '/c/kaffee-5' });
    expect(await dispatch('/about-us/')).toEqual({ kind: 'rewrite', path: '/i/about-us' });
  });

  it('answers a rewrite entry with a redirect to its target path', async () => {
    expect(await dispatch('/alter-kaffee')).toEqual({ kind: 'redirect', path: '/kaffee' });
  });

  it('leaves an unresolved path to the 404 page', async () => {
    expect(await dispatch('/gibt-es-nicht')).toBeNull();
  });

  it('leaves a disabled product (status 2 or higher) to the 404 page', async () => {
    expect(await dispatch('/kaffee/off-200')).toBeNull();
    expect(await dispatch('/p/OFF/off-200')).toBeNull();
  });

  it('confirms /i/{slug} against the CMS pages, drafts included, and leaves an unknown one to the 404 page', async () => {
    expect(await dispatch('/i/about-us')).toEqual({ kind: 'rewrite', path: '/i/about-us' });
    expect(await dispatch('/i/draft-preview')).toEqual({ kind: 'rewrite', path: '/i/draft-preview' });
    expect(await dispatch('/i/gibt-es-nicht')).toBeNull();
  });

  it('answers nothing rather than failing when the catalogue cannot answer', async () => {
    const broken: CatalogLookups = { ...lookups, resolve: async () => Promise.reject(new Error('timed out')) };
    expect(await dispatchCatalogPath(store, '/kaffee', broken, redirectOn)).toBeNull();
  });
});

describe('direct access to a configurable child not visible individually', () => {
  it('redirects a child to its parent URL with ?s={childId}', async () => {
    expect(await dispatch('/kaffee/santos-500-102')).toEqual({ kind: 'redirect', path: '/kaffee/santos-100?s=102' });
    expect(await dispatch('/p/CFG-500/santos-500-102')).toEqual({ kind: 'redirect', path: '/kaffee/santos-100?s=102' });
  });

  it('redirects the cheapest enabled child to the bare parent URL', async () => {
    expect(await dispatch('/kaffee/santos-250-101')).toEqual({ kind: 'redirect', path: '/kaffee/santos-100' });
  });

  it('fails with the visibility error (the 404 page) when the redirect setting is off', async () => {
    expect(await dispatch('/kaffee/santos-500-102', redirectOff)).toBeNull();
  });
});

describe('entity routes', () => {
  it('confirms an existing product, with or without a child of it', async () => {
    expect(await dispatch('/p/MUG/mug-300')).toEqual({ kind: 'rewrite', path: '/p/MUG/mug-300' });
    expect(await dispatch('/p/CFG/santos-100/CFG-500')).toEqual({ kind: 'rewrite', path: '/p/CFG/santos-100/CFG-500' });
  });

  it('leaves an unknown product or an unknown child to the 404 page', async () => {
    expect(await dispatch('/p/NOPE/whatever')).toBeNull();
    expect(await dispatch('/p/CFG/santos-100/NOT-A-CHILD')).toBeNull();
  });

  it('sends a stale slug to the product address in one hop', async () => {
    expect(await dispatch('/p/MUG/old-name')).toEqual({ kind: 'redirect', path: '/zubehoer/mug-300' });
    expect(await dispatch('/p/CFG/old/CFG-500')).toEqual({ kind: 'redirect', path: '/kaffee/santos-100?s=102' });
  });

  it('carries ?s= naming a child of the product into the path as the child route', async () => {
    expect(await dispatch('/p/CFG/santos-100', redirectOn, '102')).toEqual({ kind: 'rewrite', path: '/p/CFG/santos-100/CFG-500' });
    expect(await dispatch('/kaffee/santos-100', redirectOn, '102')).toEqual({ kind: 'rewrite', path: '/p/CFG/santos-100/CFG-500' });
  });

  it('drops an ?s= that names no child of the product, and lets the route\u2019s own child win', async () => {
    expect(await dispatch('/p/CFG/santos-100', redirectOn, '999')).toEqual({ kind: 'rewrite', path: '/p/CFG/santos-100' });
    expect(await dispatch('/p/MUG/mug-300', redirectOn, '102')).toEqual({ kind: 'rewrite', path: '/p/MUG/mug-300' });
    expect(await dispatch('/p/CFG/santos-100/CFG-250', redirectOn, '102')).toEqual({ kind: 'rewrite', path: '/p/CFG/santos-100/CFG-250' });
  });

  it('confirms an existing category and leaves an unknown one to the 404 page', async () => {
    expect(await dispatch('/c/kaffee-5')).toEqual({ kind: 'rewrite', path: '/c/kaffee-5' });
    expect(await dispatch('/c/tee-99')).toBeNull();
  });
});

describe('the proxy decision with the catalogue dispatcher', () => {
  const viaProxy = (host: string, pathname: string, search = '') =>
    routeRequest({ host, pathname, search }, (s, path, childId) => dispatchCatalogPath(s, path, lookups, redirectOn, childId));

  it('answers an unknown product route with the 404 page and status 404', async () => {
    expect(await viaProxy('de.localhost', '/p/NOPE/x')).toMatchObject({ kind: 'rewrite', path: '/de_de/404', status: 404 });
    expect(await viaProxy('de.localhost', '/c/nope')).toMatchObject({ kind: 'rewrite', path: '/de_de/404', status: 404 });
  });

  it('carries a category\u2019s filters, sort and page into the path, dropping the rest of the query', async () => {
    expect(await viaProxy('de.localhost', '/kaffee', '?sort=final_price:asc&price=0-50&utm_source=x')).toMatchObject({
      kind: 'rewrite',
      path: '/de_de/c/kaffee-5/price/0-50/sort/priceAsc',
    });
    expect(await viaProxy('localhost', '/de/c/kaffee-5/', '?color=7&color=5&page=2')).toMatchObject({
      kind: 'rewrite',
      path: '/de/c/kaffee-5/color/5,7/page/2',
    });
    expect(await viaProxy('de.localhost', '/c/kaffee-5', '?page=x&sort=nope')).toMatchObject({ kind: 'rewrite', path: '/de_de/c/kaffee-5' });
  });

  it('carries ?s= of a product page into the path as the child route', async () => {
    expect(await viaProxy('nl.localhost', '/kaffee/santos-100', '?s=102&utm=x')).toMatchObject({
      kind: 'rewrite',
      path: '/nl_nl/p/CFG/santos-100/CFG-500',
    });
  });

  it('rewrites an existing entity route into the store tree, keeping its path', async () => {
    expect(await viaProxy('localhost', '/de/p/MUG/mug-300')).toMatchObject({ kind: 'rewrite', path: '/de/p/MUG/mug-300' });
  });

  it('answers a child with exactly one 301, the request query joined to ?s=', async () => {
    expect(await viaProxy('localhost', '/de/kaffee/santos-500-102', '?utm=x')).toEqual({
      kind: 'redirect',
      location: '/de/kaffee/santos-100?s=102&utm=x',
      status: 301,
    });
  });
});
