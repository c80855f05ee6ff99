/**
 * The design's boundaries (docs/architecture.md "Boundaries" and "Landing weight"),
 * checked on the import graph of the sources (scripts/architecture/import-graph.ts, ADR 0012):
 * client code never reaches the server domain, `lib/` never reaches `store/` or `components/`, no
 * file takes part in an import circle, and catalogue pages' islands load no validation,
 * persistence or message-format library (ADR 0011).
 */
import path from 'node:path';
import { importCircles, readImportGraph, staticClosure, type ImportEdge } from '@/scripts/architecture/import-graph';

const graph = readImportGraph(path.join(__dirname, '../../..'));
const describeEdge = (edge: ImportEdge) => `${edge.from} → ${edge.to}${edge.typeOnly ? ' (types)' : ''}`;

const isClientCode = (file: string) =>
  file.startsWith('components/') || file.startsWith('store/') || file.startsWith('lib/api/') || file.startsWith('lib/contract/') || graph.clientFiles.has(file);

describe('one door into the server domain', () => {
  it('reads the whole source tree', () => {
    expect(graph.files.length).toBeGreaterThan(500);
    expect(graph.files).toContain('lib/commerce/index.ts');
    expect(graph.clientFiles.size).toBeGreaterThan(50);
  });

  it('client code (components, store, lib/api, lib/contract, every "use client" file) never imports lib/commerce', () => {
    const crossings = graph.edges.filter((edge) => isClientCode(edge.from) && edge.to.startsWith('lib/commerce/')).map(describeEdge);
    expect(crossings).toEqual([]);
  });

  it('browser code ("use client" files, store, lib/api) never imports the server catalogue reads or the search engine', () => {
    const inBrowser = (file: string) => graph.clientFiles.has(file) || /^(store|lib\/api)\//.test(file);
    const crossings = graph.edges
      .filter((edge) => inBrowser(edge.from) && !edge.typeOnly && /^lib\/catalog\/(read|index)\//.test(edge.to))
      .map(describeEdge);
    expect(crossings).toEqual([]);
  });

  it('app/ enters the server domain only through its door, lib/commerce/index.ts', () => {
    const deep = graph.edges.filter((edge) => edge.from.startsWith('app/') && edge.to.startsWith('lib/commerce/') && edge.to !== 'lib/commerce/index.ts').map(describeEdge);
    expect(deep).toEqual([]);
    expect(graph.edges.some((edge) => edge.from.startsWith('app/') && edge.to === 'lib/commerce/index.ts')).toBe(true);
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

  it('has no import circle, type imports included', () => {
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

  it('loads the client runtime, the executor and the full store only on use', () => {
    expect([...browser].filter((file) => /^(store\/(client-runtime|make-store|index|persistence)\.ts|lib\/api\/)/.test(file))).toEqual([]);
  });
});
