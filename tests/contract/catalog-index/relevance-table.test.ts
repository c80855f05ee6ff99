/**
 * The queries on the demo catalogue (issue 19), as a shopper types them, on every engine
 * (the analysis contract in use: folding, stemming, decompounding and synonyms of each language):
 * each must find products, and its top results must be products of the category the shopper
 * means. The expected products are read from the catalogue (category ids), not written down.
 */
import { selectVariant, type Product } from '@/lib/catalog';
import {
  analysisLanguageOfIndex,
  EmbeddedCatalogIndex,
  documentsOfDump,
  matchingChildOptions,
  listingPolicy,
  parseCatalogQuery,
  productSearchQuery,
  type CatalogIndex,
} from '@/lib/catalog/search';
import { clusterEngines, describeEngines, type EngineCase } from './engines';
import { DEMO_CATEGORY_IDS, generateCatalogDump } from '@/lib/demo-catalog';
import type { CatalogDump } from '@/lib/catalog/documents';

const ids = DEMO_CATEGORY_IDS;
const TOP = 3;
const CLUSTER_TIMEOUT_MS = 180_000;

/** [query, category meant, whether every product of it must rank before any other product]. */
type Case = [query: string, category: number, allFirst: boolean];

const CASES: Record<string, Case[]> = {
  catalog_de_de: [
    ['vollautomat', ids.fullyAutomatic, true],
    ['Vollautomaten', ids.fullyAutomatic, true],
    ['muehle', ids.grinders, true],
    ['mühle', ids.grinders, true],
    ['Mühlen', ids.grinders, true],
    ['muhle', ids.grinders, true],
    ['handmühle', ids.handGrinders, true],
    ['kaffee maschine', ids.machines, false],
    ['kaffeemaschine', ids.machines, false],
    ['bohnen', ids.coffee, false],
    ['kaffeebohnen', ids.coffee, false],
    ['siebträger', ids.portafilter, true],
    ['siebtraeger', ids.portafilter, true],
    ['portafilter', ids.portafilter, true],
    ['espressomaschine', ids.portafilter, false],
    ['entkoffeiniert', ids.decaf, true],
    ['decaf', ids.decaf, true],
    ['espreso mischung', ids.espressoBlends, false],
    ['kaffeevolautomat', ids.fullyAutomatic, true],
    ['siebtäger', ids.portafilter, true],
    ['kafeemühle', ids.grinders, false],
    ['tassen', ids.cups, false],
  ],
  catalog_de_at: [
    ['vollautomat', ids.fullyAutomatic, true],
    ['muehle', ids.grinders, true],
  ],
  catalog_nl_nl: [
    ['koffiebonen', ids.coffee, false],
    ['koffie bonen', ids.coffee, false],
    ['bonen', ids.coffee, false],
    ['molen', ids.grinders, true],
    ['molens', ids.grinders, true],
    ['koffiemolen', ids.grinders, true],
    ['automaat', ids.fullyAutomatic, true],
    ['automaten', ids.fullyAutomatic, true],
    ['volautomaat', ids.fullyAutomatic, true],
    ['koffiemachine', ids.machines, false],
    ['pistonmachine', ids.portafilter, true],
    ['espressomachine', ids.portafilter, false],
    ['cafeinevrij', ids.decaf, true],
    ['decaf', ids.decaf, true],
    ['kopjes', ids.cups, false],
  ],
};

/**
 * Queries naming a variant's option (issue 33): [store index, query, what the variant's name says]. Every
 * product with such a variant (or so named) is found, and each of the top results shows one: the child the
 * search page picks for it (`matchingChildOptions`, then the category rules), or the product itself.
 */
type VariantCase = [index: string, query: string, variant: RegExp];
const VARIANT_CASES: VariantCase[] = [
  ['catalog_nl_nl', 'hele bonen', /Hele bonen/],
  ['catalog_de_de', 'ganze Bohnen', /Ganze Bohne/],
  ['catalog_de_de', 'gemahlen', /gemahlen|Mahlung/],
  ['catalog_nl_nl', 'gemalen', /gemalen|maling/],
  ['catalog_de_de', '500 g', /500 g/],
  ['catalog_de_de', 'ganze Bohnen 500 g', /500 g, Ganze Bohne/],
];

const dumps = new Map<string, CatalogDump>(
  Object.keys(CASES).map((index) => [index, generateCatalogDump({ products: 300, seed: 42 }, index) as unknown as CatalogDump]),
);
const ENGINES: EngineCase[] = [['embedded', () => new EmbeddedCatalogIndex(null)], ...clusterEngines('relevance-table')];

interface Found {
  id: number;
  categoryIds: number[];
}

async function search(engine: CatalogIndex, index: string, text: string): Promise<{ total: number; hits: Found[] }> {
  const query = parseCatalogQuery(productSearchQuery({ text, size: 100 }, listingPolicy({})));
  const result = await engine.search(index, query);
  return {
    total: result.total,
    hits: result.hits.map((hit) => ({ id: Number(hit.source.id), categoryIds: ((hit.source.category_ids ?? []) as unknown[]).map(Number) })),
  };
}

/** The visible products of a category (and its children) in the index. */
function productsOf(index: string, category: number): number[] {
  const categories = (dumps.get(index)!.categories ?? []) as { id: number; parent_id?: number }[];
  const within = new Set([category]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of categories) if (c.parent_id !== undefined && within.has(c.parent_id) && !within.has(c.id)) grew = within.add(c.id).size > 0;
  }
  return (dumps.get(index)!.products as { id: number; visibility: number; category_ids?: unknown[] }[])
    .filter((p) => p.visibility !== 1 && (p.category_ids ?? []).some((id) => within.has(Number(id))))
    .map((p) => p.id);
}

describeEngines('relevance-table', ENGINES)('relevance on the demo catalogue, %s engine', (_name, create) => {
  let engine: CatalogIndex;
  // A cluster creates ten indices per store (engines.ts drops them afterwards).
  beforeAll(async () => {
    engine = create();
    for (const [index, dump] of dumps) await engine.replace(index, documentsOfDump(dump));
  }, CLUSTER_TIMEOUT_MS);
  afterAll(() => engine.close());

  describe.each(Object.keys(CASES))('%s', (index) => {
    it.each(CASES[index])('"%s" answers the products of category %i first', async (...[text, category, allFirst]: Case) => {
      const relevant = new Set(productsOf(index, category));
      expect(relevant.size).toBeGreaterThan(0);
      const { total, hits } = await search(engine, index, text);
      expect(total).toBeGreaterThan(0);
      const top = hits.slice(0, Math.min(TOP, relevant.size));
      expect(top.filter((hit) => !relevant.has(hit.id))).toEqual([]);
      // A misspelt compound too, on every engine (ADR 0066).
      if (allFirst) {
        // Every product of the category is found, and none after a product of another category.
        const ranks = hits.map((hit) => relevant.has(hit.id));
        expect(ranks.slice(0, relevant.size)).toEqual(Array(relevant.size).fill(true));
      }
    });
  });

  it.each(VARIANT_CASES)('%s: "%s" finds every product with that variant and shows it', async (...[index, text, variant]: VariantCase) => {
    const products = dumps.get(index)!.products as unknown as Product[];
    const named = (product: Product) => variant.test(product.name ?? '') || (product.configurable_children ?? []).some((child) => variant.test(child.name ?? ''));
    const wanted = products.filter((product) => product.visibility !== 1 && named(product)).map((product) => Number(product.id));
    expect(wanted.length).toBeGreaterThan(TOP);
    const query = parseCatalogQuery(productSearchQuery({ text, size: 200 }, listingPolicy({})));
    const hits = (await engine.search(index, query)).hits.map((hit) => hit.source as unknown as Product);
    expect(wanted.filter((id) => !hits.some((hit) => Number(hit.id) === id))).toEqual([]);
    const shown = hits.slice(0, TOP).map((product) => {
      if (product.type_id !== 'configurable') return product.name;
      const options = matchingChildOptions(product as never, text, analysisLanguageOfIndex(index));
      return selectVariant(product, options ? { options } : null)?.name ?? product.name;
    });
    for (const name of shown) expect(name).toMatch(variant);
  });

  it('answers "muehle" and "mühle", "koffiebonen" and "koffie bonen" alike', async () => {
    const ids = async (index: string, text: string) => (await search(engine, index, text)).hits.map((hit) => hit.id);
    expect(await ids('catalog_de_de', 'muehle')).toEqual(await ids('catalog_de_de', 'mühle'));
    expect(await ids('catalog_nl_nl', 'koffiebonen')).toEqual(await ids('catalog_nl_nl', 'koffie bonen'));
  });
});
