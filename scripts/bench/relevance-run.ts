/**
 * The judged query set of one store run on one engine through the store's search
 * (`productSearchQuery`): the answers `summarize` scores and each query's time. Shared by
 * `bench:relevance` and the contract test that holds the cluster engines to the embedded one.
 */
import { documentsOfDump, listingPolicy, parseCatalogQuery, productSearchQuery, type CatalogIndex } from '@/lib/catalog/search';
import { analysisLanguageOfIndex, languageData } from '@/lib/catalog/search/analysis';
import { DEMO_IMPORT_DEFAULTS } from '@/lib/config/search';
import { generatedDump } from '../catalog/catalog-dumps';
import type { JudgedAnswer } from './relevance-metrics';
import { judgedQueries } from './relevance-queries';

export const RELEVANCE_STORE_INDEXES = ['catalog_de_de', 'catalog_de_at', 'catalog_nl_nl', 'catalog_it', 'catalog_default'];
export const QUERIES_PER_STORE = 150;
export const RELEVANCE_TARGETS = { top3: 0.95, zeroResults: 0 };
const PAGE = 10;

export interface StoreRun {
  answers: JudgedAnswer[];
  /** Milliseconds per query, in the order asked. */
  times: number[];
}

/** Imports the demo catalogue of `index` into the engine and asks it the store's judged queries. */
export async function runJudgedQueries(engine: CatalogIndex, index: string, products: number = DEMO_IMPORT_DEFAULTS.products): Promise<StoreRun> {
  const documents = documentsOfDump(generatedDump(products, DEMO_IMPORT_DEFAULTS.seed, index));
  await engine.replace(index, documents);
  const language = analysisLanguageOfIndex(index);
  const queries = judgedQueries(documents, QUERIES_PER_STORE, languageData(language).compoundParts, language);
  const policy = listingPolicy({});
  const run: StoreRun = { answers: [], times: [] };
  for (const { query, kind, relevant } of queries) {
    const started = performance.now();
    const result = await engine.search(index, parseCatalogQuery(productSearchQuery({ text: query, size: PAGE }, policy)));
    run.times.push(performance.now() - started);
    run.answers.push({ query, kind, relevant, ranked: result.hits.map((hit) => Number(hit.source.id)), total: result.total });
  }
  return run;
}
