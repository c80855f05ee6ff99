/**
 * The engines every catalogue contract runs on: the embedded engine always (in memory and
 * persisted), OpenSearch with TEST_OPENSEARCH_URL and Elasticsearch with TEST_ELASTICSEARCH_URL (or the
 * shop's own OPENSEARCH_URL / ELASTICSEARCH_URL; CI starts a two-node OpenSearch cluster from Maven
 * Central, `npm run search:node`, and sets TEST_OPENSEARCH_URL). A cluster engine gets its
 * own index prefix per test file, so suites and a shop on the same cluster never meet.
 * Elasticsearch is analysed as ELASTICSEARCH_ANALYSIS says: with `plain` (a node built from Maven
 * Central, which CI starts too) the suites of NEEDS_LANGUAGE_ANALYSIS are skipped on it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ElasticsearchCatalogIndex, EmbeddedCatalogIndex, OpenSearchCatalogIndex, type CatalogIndex } from '@/lib/catalog/search';
import type { ClusterIndexOptions } from '@/lib/catalog/search/cluster/cluster-index';
import { environment } from '@/lib/config/environment';
import type { ClusterAnalysis } from '@/lib/config/search';

/** An engine's name, how to make it, and the analysis it builds (the language analysis unless said). */
/** `create` takes a cluster's options beyond the suite's (the embedded engine has none). */
export type EngineCase = [name: string, create: (options?: ClusterIndexOptions) => CatalogIndex, analysis?: ClusterAnalysis];

/**
 * The one list of contract suites that need the store language's analysis — folding, compound
 * parts, stems, synonyms (`PLAIN_ANALYSIS_FILTERS` in engine-differences.ts says what `plain` lacks):
 * the relevance table and the judged query set measure that analysis itself. On an engine with the
 * `plain` analysis their cases are skipped, saying why. Everything else runs there: the whole
 * CatalogIndex contract (listing, filters, facets, sort, paging, source fields, sku and fuzzy
 * matches, the import behind aliases, an empty index) and a reindex under search load.
 */
export const NEEDS_LANGUAGE_ANALYSIS: readonly string[] = ['relevance-table', 'relevance-set'];
const SKIP_REASON = 'needs the language analysis, which the plain analysis lacks (ELASTICSEARCH_ANALYSIS=plain)';

type EngineSuiteBody = (name: string, create: () => CatalogIndex, analysis?: ClusterAnalysis) => void;

/**
 * `describe.each` over a suite's engines; an engine that cannot answer the suite (the plain analysis
 * in a suite of NEEDS_LANGUAGE_ANALYSIS) gets its block skipped with the reason in its name, so its
 * cases count as skipped.
 */
export function describeEngines(suite: string, engines: EngineCase[]): (title: string, body: EngineSuiteBody) => void {
  const lacksAnalysis = ([, , analysis]: EngineCase) => analysis === 'plain' && NEEDS_LANGUAGE_ANALYSIS.includes(suite);
  const runs = engines.filter((engine) => !lacksAnalysis(engine));
  const skips = engines.filter(lacksAnalysis).map(([name, create, analysis]): EngineCase => [`${name} (skipped: ${SKIP_REASON})`, create, analysis]);
  return (title, body) => {
    if (runs.length > 0) describe.each(runs)(title, body);
    if (skips.length > 0) describe.skip.each(skips)(title, body);
  };
}

export const prefixOf = (suite: string) => `contract_${suite}_${process.pid}_`;
/** The reindex suite keeps the shop's grace for the previous generation; the others need none. */
const clusterOptions = (suite: string) => ({ indexPrefix: prefixOf(suite), ...(suite === 'reindex' ? {} : { previousGenerationGraceMs: 0 }) });

/** The first node of a cluster URL list. */
export const firstNode = (url: string) => url.split(',')[0].trim().replace(/\/$/, '');

/** The cluster the environment names for an engine (the tests' variable first, then the shop's). */
export function clusterUrl(engine: 'opensearch' | 'elasticsearch'): string | undefined {
  return engine === 'opensearch' ? (process.env.TEST_OPENSEARCH_URL ?? process.env.OPENSEARCH_URL) : (process.env.TEST_ELASTICSEARCH_URL ?? process.env.ELASTICSEARCH_URL);
}

/**
 * Drops every index under the prefix, by name: Elasticsearch refuses a wildcard delete
 * (`action.destructive_requires_name`).
 */
export async function dropPrefixedIndices(url: string, prefix: string): Promise<void> {
  const node = firstNode(url);
  const listed = await fetch(`${node}/_cat/indices/${prefix}*?h=index&format=json`);
  const names = ((await listed.json()) as { index: string }[]).map((row) => row.index);
  if (names.length > 0) await fetch(`${node}/${names.join(',')}`, { method: 'DELETE' });
}

/** Drops every index the suite made on the cluster after it, whatever its tests left behind. */
function dropSuiteIndices(url: string, suite: string): void {
  afterAll(() => dropPrefixedIndices(url, prefixOf(suite)));
}

/** The cluster engines the environment names, announcing once per suite those it lacks. */
export function clusterEngines(suite: string): EngineCase[] {
  const engines: EngineCase[] = [];
  const skipped: string[] = [];
  const opensearch = clusterUrl('opensearch');
  const elasticsearch = clusterUrl('elasticsearch');
  if (opensearch) {
    engines.push(['opensearch', (options) => OpenSearchCatalogIndex.fromUrl(opensearch, { ...clusterOptions(suite), ...options })]);
    dropSuiteIndices(opensearch, suite);
  } else skipped.push('OpenSearch (TEST_OPENSEARCH_URL unset; `npm run search:node` starts a node, CI a cluster)');
  if (elasticsearch) {
    const analysis = environment().ELASTICSEARCH_ANALYSIS;
    engines.push(['elasticsearch', (options) => ElasticsearchCatalogIndex.fromUrl(elasticsearch, { ...clusterOptions(suite), analysis, ...options }), analysis]);
    dropSuiteIndices(elasticsearch, suite);
  } else skipped.push('Elasticsearch (TEST_ELASTICSEARCH_URL unset)');
  if (skipped.length > 0) console.log(`${suite}: runs on the embedded engine; skipped ${skipped.join(' and ')}`);
  return engines;
}

/** The one case a cluster-only suite skips when no cluster is configured (`clusterEngines` has said which it lacks). */
const NO_CLUSTER: EngineCase[] = [['none', () => undefined as unknown as CatalogIndex]];

/**
 * `describe.each` over a cluster-only suite's engines; with none configured, one skipped block, so
 * the file still holds its cases (counted as skipped) instead of none.
 */
export function eachCluster(clusters: EngineCase[]) {
  return clusters.length > 0 ? describe.each(clusters) : describe.skip.each(NO_CLUSTER);
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
