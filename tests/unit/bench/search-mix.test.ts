/** bench:search's mix times the shop's own searches: its text class is the search page's query. */
import { documentsOfDump, EmbeddedCatalogIndex, listingPolicy, searchPageQuery, useCatalogIndex, type CatalogIndex } from '@/lib/catalog/search';
import { DEMO_IMPORT_DEFAULTS } from '@/lib/config/search';
import { generatedDump } from '@/scripts/catalog/catalog-dumps';
import { BENCH_INDEX, buildMix } from '@/scripts/bench/search-mix';

let previous: CatalogIndex | undefined;

beforeAll(async () => {
  const engine = new EmbeddedCatalogIndex(null);
  const dump = generatedDump(300, DEMO_IMPORT_DEFAULTS.seed, BENCH_INDEX);
  await engine.replace(dump.index, documentsOfDump(dump));
  previous = useCatalogIndex(engine);
});

afterAll(() => {
  useCatalogIndex(previous);
});

it('asks each typo search as the search page asks it (status, stock and visibility filters, one page)', async () => {
  const typos = (await buildMix(BENCH_INDEX)).filter(([kind]) => kind === 'fuzzy text with typos').map(([, query]) => query);
  expect(typos.length).toBeGreaterThan(0);
  for (const query of typos) expect(query).toEqual(searchPageQuery(query.text!, listingPolicy()));
});
