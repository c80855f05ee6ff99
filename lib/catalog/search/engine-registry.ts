/**
 * The one process-wide catalogue engine. The proxy and the app are bundled apart, so a module
 * variable would exist twice; the engine lives on `globalThis` under a `Symbol.for` key instead,
 * which both bundles resolve to the same symbol.
 */
import { resolve } from 'node:path';
import { dataDir } from '@/lib/config/app';
import { CATALOG_INDEX_GLOBAL_KEY, ELASTICSEARCH_URL_ENV, EMBEDDED_INDEX_DIR_NAME, OPENSEARCH_URL_ENV } from '@/lib/config/search';
import { ElasticsearchCatalogIndex } from './elasticsearch/elasticsearch-client';
import { EmbeddedCatalogIndex } from './embedded/embedded-index';
import { OpenSearchCatalogIndex } from './opensearch/opensearch-client';
import type { CatalogIndex } from './port';

const ENGINE_KEY = Symbol.for(CATALOG_INDEX_GLOBAL_KEY);
type EngineHolder = { [ENGINE_KEY]?: CatalogIndex };

/** Which engine the environment names, refusing two at once (an import would go to one of them only). */
export function configuredEngine(env: Record<string, string | undefined> = process.env): CatalogIndex['engine'] {
  const opensearch = env[OPENSEARCH_URL_ENV]?.trim();
  const elasticsearch = env[ELASTICSEARCH_URL_ENV]?.trim();
  if (opensearch && elasticsearch) throw new Error(`Set ${OPENSEARCH_URL_ENV} or ${ELASTICSEARCH_URL_ENV}, not both: the catalogue lives in one engine`);
  return opensearch ? 'opensearch' : elasticsearch ? 'elasticsearch' : 'embedded';
}

/** OpenSearch with `OPENSEARCH_URL`, Elasticsearch with `ELASTICSEARCH_URL`, else the embedded engine under `DATA_DIR/index`. */
export function createConfiguredCatalogIndex(env: Record<string, string | undefined> = process.env): CatalogIndex {
  switch (configuredEngine(env)) {
    case 'opensearch':
      return OpenSearchCatalogIndex.fromUrl(env[OPENSEARCH_URL_ENV]!);
    case 'elasticsearch':
      return ElasticsearchCatalogIndex.fromUrl(env[ELASTICSEARCH_URL_ENV]!);
    default:
      return new EmbeddedCatalogIndex(resolve(process.cwd(), dataDir(), EMBEDDED_INDEX_DIR_NAME));
  }
}

export function catalogIndex(): CatalogIndex {
  const holder = globalThis as EngineHolder;
  holder[ENGINE_KEY] ??= createConfiguredCatalogIndex();
  return holder[ENGINE_KEY];
}

/** Installs an engine for the process (tests, scripts); the previous one is returned, not closed. */
export function useCatalogIndex(engine: CatalogIndex | undefined): CatalogIndex | undefined {
  const holder = globalThis as EngineHolder;
  const previous = holder[ENGINE_KEY];
  holder[ENGINE_KEY] = engine;
  return previous;
}
