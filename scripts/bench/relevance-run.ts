/**
 * The judged query set of one store run on one engine through the store's search
 * (`productSearchQuery`): the answers `summarize` scores and each query's time. Shared by
 * `bench:relevance` and the contract test that holds the cluster engines to the embedded one.
 */
import { CatalogTimeoutError, documentsOfDump, listingPolicy, parseCatalogQuery, productSearchQuery, type CatalogIndex, type SearchResult } from '@/lib/catalog/search';
import { analysisLanguageOfIndex, languageData } from '@/lib/catalog/search/analysis';
import { DEMO_IMPORT_DEFAULTS } from '@/lib/config/search';
import { generatedDump } from '../catalog/catalog-dumps';
import type { JudgedAnswer } from './relevance-metrics';
import { judgedQueries } from './relevance-queries';

export const RELEVANCE_STORE_INDEXES = ['catalog_de_de', 'catalog_de_at', 'catalog_nl_nl', 'catalog_it', 'catalog_default'];
export const QUERIES_PER_STORE = 150;
export const RELEVANCE_TARGETS = { top3: 0.95, zeroResults: 0 };
const PAGE = 10;
/**
 * Times a judged query is asked when it exceeds the server's 1 s: on a loaded host a cluster search
 * now and then does, and one slow answer says nothing of the ranking the run judges.
 */
export const RELEVANCE_SEARCH_ATTEMPTS = 3;

export interface StoreRun {
  answers: JudgedAnswer[];
  /** Milliseconds per query, in the order asked (of its last attempt). */
  times: number[];
  /** Searches that exceeded the time-out and were asked again. */
  timeouts: number;
  /** Queries that timed out on every attempt: left out of `answers`, so a comparison with another engine misses them. */
  failed: string[];
}

/** The client's own time-out (both cluster clients name it so) or the shop's server time-out. */
function isTimeout(error: unknown): boolean {
  return error instanceof CatalogTimeoutError || (error as { name?: unknown } | null)?.name === 'TimeoutError';
}

/** The query's answer within RELEVANCE_SEARCH_ATTEMPTS, counting each time-out; undefined when every attempt timed out. */
async function answerOf(run: StoreRun, ask: () => Promise<SearchResult>): Promise<SearchResult | undefined> {
  for (let attempt = 1; attempt <= RELEVANCE_SEARCH_ATTEMPTS; attempt++) {
    try {
      return await ask();
    } catch (error) {
      if (!isTimeout(error)) throw error;
      run.timeouts += 1;
    }
  }
  return undefined;
}

/** Imports the demo catalogue of `index` into the engine and asks it the store's judged queries. */
export async function runJudgedQueries(engine: CatalogIndex, index: string, products: number = DEMO_IMPORT_DEFAULTS.products): Promise<StoreRun> {
  const documents = documentsOfDump(generatedDump(products, DEMO_IMPORT_DEFAULTS.seed, index));
  await engine.replace(index, documents);
  const language = analysisLanguageOfIndex(index);
  const queries = judgedQueries(documents, QUERIES_PER_STORE, languageData(language).compoundParts, language);
  const policy = listingPolicy({});
  const run: StoreRun = { answers: [], times: [], timeouts: 0, failed: [] };
  for (const { query, kind, relevant } of queries) {
    let started = performance.now();
    const result = await answerOf(run, () => {
      started = performance.now();
      return engine.search(index, parseCatalogQuery(productSearchQuery({ text: query, size: PAGE }, policy)));
    });
    if (!result) {
      run.failed.push(query);
      continue;
    }
    run.times.push(performance.now() - started);
    run.answers.push({ query, kind, relevant, ranked: result.hits.map((hit) => Number(hit.source.id)), total: result.total });
  }
  return run;
}
