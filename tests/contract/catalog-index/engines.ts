/**
 * The engines every catalogue contract runs on: the embedded engine always (in memory and
 * persisted), OpenSearch with TEST_OPENSEARCH_URL and Elasticsearch with TEST_ELASTICSEARCH_URL (or the
 * shop's own OPENSEARCH_URL / ELASTICSEARCH_URL; CI starts a two-node OpenSearch cluster from Maven
 * Central, `npm run search:node`, and sets TEST_OPENSEARCH_URL). A cluster engine gets its
 * own index prefix per test file, so suites and a shop on the same cluster never meet.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ElasticsearchCatalogIndex, EmbeddedCatalogIndex, OpenSearchCatalogIndex, type CatalogIndex } from '@/lib/catalog/search';

export type EngineCase = [name: string, create: () => CatalogIndex];

const prefixOf = (suite: string) => `contract_${suite}_${process.pid}_`;
/** The reindex suite keeps the shop's grace for the previous generation; the others need none. */
const clusterOptions = (suite: string) => ({ indexPrefix: prefixOf(suite), ...(suite === 'reindex' ? {} : { previousGenerationGraceMs: 0 }) });

/** Drops every index the suite made on the cluster, whatever its tests left behind. */
function dropSuiteIndices(url: string, suite: string): void {
  const node = url.split(',')[0].trim().replace(/\/$/, '');
  afterAll(async () => {
    await fetch(`${node}/${prefixOf(suite)}*`, { method: 'DELETE' });
  });
}

/** The cluster engines the environment names, announcing once per suite those it lacks. */
export function clusterEngines(suite: string): EngineCase[] {
  const engines: EngineCase[] = [];
  const skipped: string[] = [];
  const opensearch = process.env.TEST_OPENSEARCH_URL ?? process.env.OPENSEARCH_URL;
  const elasticsearch = process.env.TEST_ELASTICSEARCH_URL ?? process.env.ELASTICSEARCH_URL;
  if (opensearch) {
    engines.push(['opensearch', () => OpenSearchCatalogIndex.fromUrl(opensearch, clusterOptions(suite))]);
    dropSuiteIndices(opensearch, suite);
  } else skipped.push('OpenSearch (TEST_OPENSEARCH_URL unset; `npm run search:node` starts a node, CI a cluster)');
  if (elasticsearch) {
    engines.push(['elasticsearch', () => ElasticsearchCatalogIndex.fromUrl(elasticsearch, clusterOptions(suite))]);
    dropSuiteIndices(elasticsearch, suite);
  } else skipped.push('Elasticsearch (TEST_ELASTICSEARCH_URL unset)');
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
