/**
 * The engines every catalogue contract runs on: the embedded engine always (in memory and
 * persisted), OpenSearch with OPENSEARCH_URL and Elasticsearch with ELASTICSEARCH_URL (CI starts a
 * two-node OpenSearch cluster from Maven Central, `npm run search:node`). A cluster engine gets its
 * own index prefix per test file, so suites and a shop on the same cluster never meet.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ElasticsearchCatalogIndex, EmbeddedCatalogIndex, OpenSearchCatalogIndex, type CatalogIndex } from '@/lib/catalog/search';

export type EngineCase = [name: string, create: () => CatalogIndex];

const clusterOptions = (suite: string) => ({ indexPrefix: `contract_${suite}_${process.pid}_`, previousGenerationGraceMs: 0 });

/** The cluster engines the environment names, announcing once per suite those it lacks. */
export function clusterEngines(suite: string): EngineCase[] {
  const engines: EngineCase[] = [];
  const skipped: string[] = [];
  if (process.env.OPENSEARCH_URL) engines.push(['opensearch', () => OpenSearchCatalogIndex.fromUrl(process.env.OPENSEARCH_URL!, clusterOptions(suite))]);
  else skipped.push('OpenSearch (OPENSEARCH_URL unset; `npm run search:node` starts one, CI does)');
  if (process.env.ELASTICSEARCH_URL) engines.push(['elasticsearch', () => ElasticsearchCatalogIndex.fromUrl(process.env.ELASTICSEARCH_URL!, clusterOptions(suite))]);
  else skipped.push('Elasticsearch (ELASTICSEARCH_URL unset)');
  if (skipped.length > 0) console.log(`${suite}: runs on the embedded engine; skipped ${skipped.join(' and ')}`);
  return engines;
}

/** The embedded engine in memory and persisted to a temporary folder, then the configured clusters. */
export function contractEngines(suite: string): EngineCase[] {
  const dir = mkdtempSync(join(tmpdir(), `catalog-${suite}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return [
    ['embedded (memory)', () => new EmbeddedCatalogIndex(null)],
    ['embedded (persisted)', () => new EmbeddedCatalogIndex(dir)],
    ...clusterEngines(suite),
  ];
}
