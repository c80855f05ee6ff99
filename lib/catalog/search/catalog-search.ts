/**
 * The one door to a catalogue search: parses the query (zod, naming the bad field), runs it on the
 * configured engine and gives up after the spec's server time-out of 1 000 ms.
 */
import { SEARCH_SERVER_TIMEOUT_MS } from '@/lib/config/search';
import { CATALOG_ERRORS } from '@/lib/config/catalog';
import { catalogIndex } from './engine-registry';
import type { CatalogIndex } from './port';
import { parseCatalogQuery, type CatalogQuery, type CatalogQueryInput, type SearchResult } from './query';

export class CatalogTimeoutError extends Error {
  constructor(ms: number) {
    super(CATALOG_ERRORS.timeout(ms));
    this.name = 'CatalogTimeoutError';
  }
}

export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CatalogTimeoutError(ms)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs an already parsed query on one catalogue index (`store.catalogIndex`). */
export async function runCatalogQuery(
  storeIndex: string,
  query: CatalogQuery,
  engine: CatalogIndex = catalogIndex(),
): Promise<SearchResult> {
  return withTimeout(engine.search(storeIndex, query), SEARCH_SERVER_TIMEOUT_MS);
}

/** Parses and runs a query on one catalogue index. */
export async function searchCatalog(
  storeIndex: string,
  input: CatalogQueryInput,
  engine: CatalogIndex = catalogIndex(),
): Promise<SearchResult> {
  return runCatalogQuery(storeIndex, parseCatalogQuery(input), engine);
}
