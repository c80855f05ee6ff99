/**
 * The design's boundaries (docs/architecture.md "Boundaries", docs/layout.md), checked on the import graph of the sources
 * (scripts/architecture/import-graph.ts, ADR 0012):
 * - the server core is three layers: `lib/db` (engines, migrations, table types) at the bottom,
 *   `lib/http` (route plumbing) above it, the domain modules (`lib/commerce/<domain>`) on top;
 * - `app/` enters the domain through each domain's door (`lib/commerce/<domain>/index.ts`) and the
 *   route plumbing through `lib/http/index.ts`, and never opens the database itself;
 * - `lib/jobs` and `lib/replicas` use the database, not the domain (the domain defines jobs);
 * - client code never reaches the server core, browser code never loads the catalogue's server
 *   reads or search engine, `lib/` never reaches `store/` or `components/`, no file takes part in
 *   an import circle (dynamic imports and type imports count), and catalogue pages' islands load no
 *   validation, persistence or message-format library (ADR 0011).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importCircles, readImportGraph, staticClosure, type ImportEdge } from '@/scripts/architecture/import-graph';

const graph = readImportGraph(path.join(__dirname, '../../..'));
const describeEdge = (edge: ImportEdge) => `${edge.from} → ${edge.to}${edge.typeOnly ? ' (types)' : ''}`;

const SERVER_CORE = /^lib\/(commerce|db|http)\//;
const DOMAIN_DOOR = /^lib\/commerce\/[^/]+\/index\.ts$/;
const HTTP_DOOR = 'lib/http/index.ts';

const isClientCode = (file: string) =>
  file.startsWith('components/') || file.startsWith('store/') || file.startsWith('lib/api/') || file.startsWith('lib/contract/') || graph.clientFiles.has(file);
const inBrowser = (file: string) => graph.clientFiles.has(file) || /^(store|lib\/api)\//.test(file);

describe('the server core: database, HTTP plumbing, domain doors', () => {
  it('reads the whole source tree', () => {
    expect(graph.files.length).toBeGreaterThan(500);
    expect(graph.files).toEqual(expect.arrayContaining(['lib/db/index.ts', HTTP_DOOR, 'lib/commerce/carts/index.ts', 'lib/commerce/orders/index.ts']));
    expect(graph.clientFiles.size).toBeGreaterThan(50);
  });

  it('app/ enters the domain only through its doors (lib/commerce/<domain>/index.ts) and the plumbing through lib/http/index.ts', () => {
    const deep = graph.edges
      .filter((edge) => edge.from.startsWith('app/'))
      .filter((edge) => (edge.to.startsWith('lib/commerce/') && !DOMAIN_DOOR.test(edge.to)) || (edge.to.startsWith('lib/http/') && edge.to !== HTTP_DOOR))
      .map(describeEdge);
    expect(deep).toEqual([]);
    expect(graph.edges.some((edge) => edge.from.startsWith('app/') && DOMAIN_DOOR.test(edge.to))).toBe(true);
  });

  it('nothing in app/ imports lib/db: route handlers get the database from apiRoute, pages from a domain function', () => {
    const opened = graph.edges.filter((edge) => edge.from.startsWith('app/') && edge.to.startsWith('lib/db/')).map(describeEdge);
    expect(opened).toEqual([]);
  });

  it('a domain door is a door: it only re-exports its own folder', () => {
    const doors = graph.files.filter((file) => DOMAIN_DOOR.test(file) || file === HTTP_DOOR || file === 'lib/db/index.ts');
    const outside = graph.edges
      .filter((edge) => doors.includes(edge.from) && !edge.to.startsWith(path.posix.dirname(edge.from) + '/'))
      .map(describeEdge);
    expect(outside).toEqual([]);
  });

  it('lib/jobs and lib/replicas depend on lib/db, never on the domain (the domain defines its jobs)', () => {
    const reach = graph.edges.filter((edge) => /^lib\/(jobs|replicas)\//.test(edge.from) && edge.to.startsWith('lib/commerce/')).map(describeEdge);
    expect(reach).toEqual([]);
    expect(graph.edges.some((edge) => edge.from.startsWith('lib/jobs/') && edge.to.startsWith('lib/db/'))).toBe(true);
  });

  it('lib/db imports neither the domain, the HTTP plumbing nor the jobs; lib/http does not import the domain', () => {
    const upward = graph.edges
      .filter(
        (edge) =>
          (edge.from.startsWith('lib/db/') && /^lib\/(commerce|http|jobs|replicas)\//.test(edge.to)) ||
          (edge.from.startsWith('lib/http/') && edge.to.startsWith('lib/commerce/')),
      )
      .map(describeEdge);
    expect(upward).toEqual([]);
  });

  it('client code (components, store, lib/api, lib/contract, every "use client" file) never imports lib/commerce, lib/db or lib/http', () => {
    const crossings = graph.edges.filter((edge) => isClientCode(edge.from) && SERVER_CORE.test(edge.to)).map(describeEdge);
    expect(crossings).toEqual([]);
  });

  it('browser code ("use client" files, store, lib/api) loads neither the server core nor, at run time, the catalogue\'s server reads or search engine', () => {
    const SERVER_ONLY = /^lib\/(commerce|db|http|catalog\/read|catalog\/search)\//;
    const browser = staticClosure(graph, graph.files.filter(inBrowser));
    const loaded = graph.edges
      .filter((edge) => browser.has(edge.from) && !edge.typeOnly && !edge.dynamic && !SERVER_ONLY.test(edge.from))
      .filter((edge) => SERVER_ONLY.test(edge.to))
      .map(describeEdge);
    expect(loaded).toEqual([]);
    // Type imports stay allowed: the engine's shapes (the search request a listing's state names) are erased.
    expect(browser.size).toBeGreaterThan(100);
  });

  it('lib/contract stays browser-safe: it imports only zod, config and other contract or catalogue shapes', () => {
    const outside = graph.edges
      .filter((edge) => edge.from.startsWith('lib/contract/'))
      .filter((edge) => !/^(zod|zod\/mini)$/.test(edge.to) && !/^lib\/(contract|config|catalog)\//.test(edge.to))
      .map(describeEdge);
    expect(outside).toEqual([]);
  });

  it('lib/ depends on neither store/ nor components/', () => {
    const upward = graph.edges.filter((edge) => edge.from.startsWith('lib/') && /^(store|components)\//.test(edge.to)).map(describeEdge);
    expect(upward).toEqual([]);
  });

  it('the store\'s types say what it holds: no `as unknown as` in store/ (the page store is typed as the landing slices it answers with)', () => {
    const root = path.join(__dirname, '../../..');
    const faked = graph.files.filter((file) => file.startsWith('store/') && readFileSync(path.join(root, file), 'utf8').includes('as unknown as'));
    expect(faked).toEqual([]);
  });

  it('has no import circle, type imports and import() included', () => {
    expect(importCircles(graph, { includeTypeOnly: true })).toEqual([]);
  });
});

describe('catalogue pages load only what they render', () => {
  const CATALOGUE_PAGES = [
    'app/[store]/layout.tsx',
    'app/[store]/(default)/layout.tsx',
    'app/[store]/(default)/page.tsx',
    'app/[store]/(default)/c/[...category]/page.tsx',
    'app/[store]/(default)/[...product]/page.tsx',
    'app/[store]/(default)/i/[slug]/page.tsx',
    'app/[store]/(default)/search/page.tsx',
  ];
  const serverSide = staticClosure(graph, CATALOGUE_PAGES);
  const islands = [...serverSide].filter((file) => graph.clientFiles.has(file));
  const browser = staticClosure(graph, islands);

  it('finds the islands of the catalogue pages', () => {
    for (const page of CATALOGUE_PAGES) expect(graph.files).toContain(page);
    expect(islands).toEqual(expect.arrayContaining(['store/store-provider.tsx', 'components/catalog/AddToCartButton.tsx', 'components/catalog/LivePrice.tsx']));
  });

  it.each(['zod', 'zod/mini', '@reduxjs/toolkit', 'redux-persist', 'localforage', 'js-sha3', 'next-intl', 'use-intl'])('loads no %s at first', (library) => {
    const importers = graph.edges.filter((edge) => browser.has(edge.from) && edge.to === library && !edge.typeOnly && !edge.dynamic).map((edge) => edge.from);
    expect(importers).toEqual([]);
  });

  // The request builder alone may come at first: a new shopper's first add leaves with it before the runtime (ADR 0068).
  it('loads the client runtime, the executor and the full store only on use', () => {
    expect([...browser].filter((file) => /^(store\/(client-runtime|make-store|index|persistence)\.ts|lib\/api\/(?!request\.ts$))/.test(file))).toEqual([]);
  });
});
