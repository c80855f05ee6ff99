/**
 * The one process-wide catalogue engine. The proxy and the app are bundled apart, so a module
 * variable would exist twice; the engine lives on `globalThis` under a `Symbol.for` key instead,
 * which both bundles resolve to the same symbol.
 */
import { resolve } from 'node:path';
import { Client } from '@elastic/elasticsearch';
import { dataDir } from '@/lib/config/app';
import { CATALOG_INDEX_GLOBAL_KEY, ELASTICSEARCH_URL_ENV, EMBEDDED_INDEX_DIR_NAME } from '@/lib/config/search';
import { ElasticsearchCatalogIndex } from './elasticsearch/elasticsearch-index';
import { EmbeddedCatalogIndex } from './embedded/embedded-index';
import type { CatalogIndex } from './port';

const ENGINE_KEY = Symbol.for(CATALOG_INDEX_GLOBAL_KEY);
type EngineHolder = { [ENGINE_KEY]?: CatalogIndex };

/** Elasticsearch when `ELASTICSEARCH_URL` is set, else the embedded engine under `DATA_DIR/index`. */
export function createConfiguredCatalogIndex(env: Record<string, string | undefined> = process.env): CatalogIndex {
  const url = env[ELASTICSEARCH_URL_ENV];
  if (url) return new ElasticsearchCatalogIndex(new Client({ node: url }));
  return new EmbeddedCatalogIndex(resolve(process.cwd(), dataDir(), EMBEDDED_INDEX_DIR_NAME));
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
