/**
 * The one door to a catalogue search: parses the query (zod, naming the bad field), runs it on the
 * configured engine and gives up after the spec's server time-out of 1 000 ms.
 */
import { SEARCH_SERVER_TIMEOUT_MS } from '@/lib/config/search';
import { CATALOG_ERRORS } from '@/lib/config/catalog';
import { SpanKind } from '@opentelemetry/api';
import { recordSearch } from '@/lib/observability/metrics';
import { inSpan } from '@/lib/observability/tracing';
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

/** Runs an already parsed query on one catalogue index (`store.catalogIndex`), timed by engine and entity type. */
export async function runCatalogQuery(
  storeIndex: string,
  query: CatalogQuery,
  engine: CatalogIndex = catalogIndex(),
): Promise<SearchResult> {
  const attributes = { 'storefront.catalog.engine': engine.engine, 'storefront.catalog.kind': query.type, 'storefront.catalog.index': storeIndex };
  return inSpan(`catalog ${query.type}`, { kind: SpanKind.CLIENT, attributes }, async () => {
    const started = performance.now();
    try {
      return await withTimeout(engine.search(storeIndex, query), SEARCH_SERVER_TIMEOUT_MS);
    } finally {
      recordSearch(engine.engine, query.type, (performance.now() - started) / 1000);
    }
  });
}

/** Parses and runs a query on one catalogue index. */
export async function searchCatalog(
  storeIndex: string,
  input: CatalogQueryInput,
  engine: CatalogIndex = catalogIndex(),
): Promise<SearchResult> {
  return runCatalogQuery(storeIndex, parseCatalogQuery(input), engine);
}
