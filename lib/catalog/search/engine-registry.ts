/**
 * The one process-wide catalogue engine. The proxy and the app are bundled apart, so a module
 * variable would exist twice; the engine lives on `globalThis` under a `Symbol.for` key instead,
 * which both bundles resolve to the same symbol.
 */
import { resolve } from 'node:path';
import { CATALOG_INDEX_GLOBAL_KEY, EMBEDDED_INDEX_DIR_NAME } from '@/lib/config/search';
import { environment, TWO_CATALOGUE_ENGINES, type EnvironmentSource } from '@/lib/config/environment';
import { ElasticsearchCatalogIndex } from './elasticsearch/elasticsearch-client';
import { EmbeddedCatalogIndex } from './embedded/embedded-index';
import { OpenSearchCatalogIndex } from './opensearch/opensearch-client';
import type { CatalogIndex } from './port';

const ENGINE_KEY = Symbol.for(CATALOG_INDEX_GLOBAL_KEY);
type EngineHolder = { [ENGINE_KEY]?: CatalogIndex };

/** Which engine the environment names, refusing two at once (an import would go to one of them only). */
export function configuredEngine(source?: EnvironmentSource): CatalogIndex['engine'] {
  const { OPENSEARCH_URL: opensearch, ELASTICSEARCH_URL: elasticsearch } = environment(source);
  if (opensearch && elasticsearch) throw new Error(TWO_CATALOGUE_ENGINES);
  return opensearch ? 'opensearch' : elasticsearch ? 'elasticsearch' : 'embedded';
}

/**
 * OpenSearch with `OPENSEARCH_URL`, Elasticsearch with `ELASTICSEARCH_URL` (analysed as
 * `ELASTICSEARCH_ANALYSIS` says; both importing as `CLUSTER_BULK_*` say), else the embedded engine under `DATA_DIR/index`.
 */
export function createConfiguredCatalogIndex(source?: EnvironmentSource): CatalogIndex {
  const config = environment(source);
  const bulk = { concurrency: config.CLUSTER_BULK_CONCURRENCY, requestMb: config.CLUSTER_BULK_REQUEST_MB };
  switch (configuredEngine(source)) {
    case 'opensearch':
      return OpenSearchCatalogIndex.fromUrl(config.OPENSEARCH_URL!, { bulk });
    case 'elasticsearch':
      return ElasticsearchCatalogIndex.fromUrl(config.ELASTICSEARCH_URL!, { analysis: config.ELASTICSEARCH_ANALYSIS, bulk });
    default:
      return new EmbeddedCatalogIndex(resolve(process.cwd(), config.DATA_DIR, EMBEDDED_INDEX_DIR_NAME));
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
