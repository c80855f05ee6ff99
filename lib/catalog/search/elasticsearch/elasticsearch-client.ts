/**
 * Elasticsearch's seam (`ELASTICSEARCH_URL`) over `@elastic/elasticsearch` 9: requests take their
 * body's fields at the top level and answers are the body itself. The client refuses a server that
 * does not say it is Elasticsearch, which is why OpenSearch has its own seam. As on OpenSearch, the
 * search path's calls go to the node the `NodePool` names, one attempt each (`withinBudget` retries
 * them on another node), the import's through a client over every node, and the
 * mapping is read from the answering node (`local`); Elasticsearch 9's alias read has no such flag.
 * A node without the analysis modules refuses the language analysis at import: the error says
 * which setting builds indices it can hold (`ELASTICSEARCH_ANALYSIS=plain`).
 */
import { Client } from '@elastic/elasticsearch';
import { CLUSTER_REQUEST_RETRIES } from '@/lib/config/search';
import { BULK_REQUEST_TIMEOUT_MS, MERGE_REQUEST_TIMEOUT_MS, clusterNodes, indexTotalOfNodeStats, INDEX_TOTAL_PATH, oneAttempt, searchParameters, copiesWait, settled, unlessMissing, bulkItemFailures, type ClusterBody, type ClusterClient, type ClusterSearchResponse } from '../cluster/cluster-client';
import { termStatisticsOfAnswer, termStatisticsRequest } from '../cluster/blended-terms';
import { ClusterCatalogIndex, type ClusterIndexOptions } from '../cluster/cluster-index';

/**
 * How Elasticsearch refuses index settings that name what a module it lacks would provide: a filter
 * type (`Unknown filter type [dictionary_decompounder]`), a pre-built filter (`failed to find filter
 * under name [asciifolding]`) or a language analyzer (`analyzer [german] has not been configured`).
 */
const MISSING_ANALYSIS_MODULE = /Unknown (?:filter|tokenizer|char_filter) type|failed to find (?:global )?(?:filter|tokenizer|char_filter)|analyzer \[[^\]]*\] has not been configured/;

export const MISSING_ANALYSIS_MODULES =
  'This Elasticsearch node lacks the analysis modules the catalogue\'s language analysis needs (a node built from Maven Central has none): set ELASTICSEARCH_ANALYSIS=plain';

/** `client` serves the import; `nodeClients` (one per node) the search path. */
export function elasticsearchClusterClient(client: Client, nodeClients: Client[] = [client]): ClusterClient {
  return {
    nodeCount: nodeClients.length,
    search: (index, body, timeoutMs, node, preference) =>
      unlessMissing(
        async () => (await nodeClients[node].search({ index, ...body, ...searchParameters(preference) }, oneAttempt(timeoutMs))) as unknown as ClusterSearchResponse,
        undefined,
      ),
    count: (index) => unlessMissing(async () => (await client.count({ index })).count, 0),
    createIndex: async (index, body) => {
      try {
        await client.indices.create({ index, ...body });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (MISSING_ANALYSIS_MODULE.test(message)) throw new Error(`${MISSING_ANALYSIS_MODULES} (${message})`, { cause: error });
        throw error;
      }
    },
    bulk: async (lines) => {
      // The client's serializer writes a string line as it is (its types know only objects).
      const response = await client.bulk({ operations: lines as unknown as Record<string, unknown>[] }, { requestTimeout: BULK_REQUEST_TIMEOUT_MS });
      return bulkItemFailures(response.errors, response.items);
    },
    refresh: async (index) => {
      await client.indices.refresh({ index });
    },
    flush: async (index) => {
      await client.indices.flush({ index });
    },
    forceMerge: async (index, maxSegments) => {
      await client.indices.forcemerge({ index, max_num_segments: maxSegments }, { requestTimeout: MERGE_REQUEST_TIMEOUT_MS });
    },
    updateSettings: async (index, settings) => {
      await client.indices.putSettings({ index, settings });
    },
    waitForCopies: (index, timeoutMs) => settled(() => client.cluster.health(...copiesWait(index, timeoutMs))),
    mapping: (alias, timeoutMs, node) =>
      unlessMissing(async () => (await nodeClients[node].indices.getMapping({ index: alias, local: true }, oneAttempt(timeoutMs))) as Record<string, unknown>, undefined),
    aliasTargets: (alias, timeoutMs, node) =>
      unlessMissing(async () => Object.keys(await nodeClients[node].indices.getAlias({ name: alias }, oneAttempt(timeoutMs))), []),
    indexedDocuments: async (node, timeoutMs) =>
      indexTotalOfNodeStats(await nodeClients[node].nodes.stats({ node_id: '_local', metric: 'indices', index_metric: 'indexing', filter_path: INDEX_TOTAL_PATH }, oneAttempt(timeoutMs))),
    updateAliases: async (actions: ClusterBody[]) => {
      await client.indices.updateAliases({ actions });
    },
    analyze: async (index, analyzer, texts) => ((await client.indices.analyze({ index, analyzer, text: texts })).tokens ?? []).map((token) => token.token),
    putMeta: async (index, meta) => {
      await client.indices.putMapping({ index, _meta: meta });
    },
    termStatistics: async (index, field, terms) => termStatisticsOfAnswer(await client.termvectors({ index, ...termStatisticsRequest(field, terms) }), field, terms),
    deleteIndices: async (indices) => {
      await client.indices.delete({ index: indices });
    },
    close: async () => {
      await Promise.all([client, ...nodeClients.filter((c) => c !== client)].map((c) => c.close()));
    },
  };
}

export class ElasticsearchCatalogIndex extends ClusterCatalogIndex {
  constructor(client: Client, options?: ClusterIndexOptions, nodeClients?: Client[]) {
    super('elasticsearch', elasticsearchClusterClient(client, nodeClients), options);
  }

  static fromUrl(url: string, options?: ClusterIndexOptions): ElasticsearchCatalogIndex {
    const { client, nodeClients } = elasticsearchClientsOf(url);
    return new ElasticsearchCatalogIndex(client, options, nodeClients);
  }
}

/** The clients of a cluster URL setting (one or more comma-separated nodes): one over every node for the import, one per node for the search path. */
export function elasticsearchClientsOf(url: string): { client: Client; nodeClients: Client[] } {
  const nodes = clusterNodes(url);
  // A client of one node never gives it up (its pool's markDead is a no-op): the node pool decides where to go.
  const nodeClients = nodes.map((node) => new Client({ node, maxRetries: 0 }));
  return { client: new Client({ nodes, maxRetries: CLUSTER_REQUEST_RETRIES }), nodeClients };
}
