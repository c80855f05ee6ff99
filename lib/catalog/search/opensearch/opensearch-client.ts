/**
 * OpenSearch's seam (`OPENSEARCH_URL`, one or more comma-separated nodes) over its official client,
 * `@opensearch-project/opensearch`: requests carry their body under `body` and answers come
 * wrapped in `{ body, statusCode }`. The search path's calls go to the node the search path's
 * `NodePool` names, through a client of that node alone, one attempt each (`withinBudget` retries);
 * the import's calls go through a client over every node, which retries by itself (`maxRetries`).
 * Cluster-state reads ask the answering node (`local`), so they answer while no cluster manager is
 * elected.
 */
import { Client } from '@opensearch-project/opensearch';
import { CLUSTER_REQUEST_RETRIES } from '@/lib/config/search';
import { BULK_REQUEST_TIMEOUT_MS, MERGE_REQUEST_TIMEOUT_MS, clusterNodes, indexTotalOfNodeStats, INDEX_TOTAL_PATH, oneAttempt, searchParameters, copiesWait, settled, unlessMissing, bulkItemFailures, type ClusterBody, type ClusterClient, type ClusterSearchResponse } from '../cluster/cluster-client';
import { termStatisticsOfAnswer, termStatisticsRequest } from '../cluster/blended-terms';
import { ClusterCatalogIndex, type ClusterIndexOptions } from '../cluster/cluster-index';

/** `client` serves the import; `nodeClients` (one per node) the search path. */
export function openSearchClusterClient(client: Client, nodeClients: Client[] = [client]): ClusterClient {
  return {
    nodeCount: nodeClients.length,
    search: (index, body, timeoutMs, node, preference) =>
      unlessMissing(
        async () => (await nodeClients[node].search({ index, body, ...searchParameters(preference) }, oneAttempt(timeoutMs))).body as unknown as ClusterSearchResponse,
        undefined,
      ),
    count: (index) => unlessMissing(async () => (await client.count({ index })).body.count, 0),
    createIndex: async (index, body) => {
      await client.indices.create({ index, body });
    },
    bulk: async (lines) => {
      // The client's serializer writes a string line as it is (its types know only objects).
      const { body } = await client.bulk({ body: lines as unknown as Record<string, unknown>[] }, { requestTimeout: BULK_REQUEST_TIMEOUT_MS });
      return bulkItemFailures(body.errors, body.items);
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
      await client.indices.putSettings({ index, body: settings });
    },
    waitForCopies: (index, timeoutMs) => settled(() => client.cluster.health(...copiesWait(index, timeoutMs))),
    mapping: (alias, timeoutMs, node) =>
      unlessMissing(
        async () => (await nodeClients[node].indices.getMapping({ index: alias, local: true }, oneAttempt(timeoutMs))).body as Record<string, unknown>,
        undefined,
      ),
    aliasTargets: (alias, timeoutMs, node) =>
      unlessMissing(async () => Object.keys((await nodeClients[node].indices.getAlias({ name: alias, local: true }, oneAttempt(timeoutMs))).body), []),
    indexedDocuments: async (node, timeoutMs) =>
      indexTotalOfNodeStats((await nodeClients[node].nodes.stats({ node_id: '_local', metric: ['indices'], index_metric: ['indexing'], filter_path: INDEX_TOTAL_PATH }, oneAttempt(timeoutMs))).body),
    updateAliases: async (actions: ClusterBody[]) => {
      await client.indices.updateAliases({ body: { actions } });
    },
    analyze: async (index, analyzer, texts) => {
      const { body } = await client.indices.analyze({ index, body: { analyzer, text: texts } });
      return (body.tokens ?? []).map((token) => token.token);
    },
    putMeta: async (index, meta) => {
      await client.indices.putMapping({ index, body: { _meta: meta } });
    },
    termStatistics: async (index, field, terms) => termStatisticsOfAnswer((await client.termvectors({ index, body: termStatisticsRequest(field, terms) })).body, field, terms),
    deleteIndices: async (indices) => {
      await client.indices.delete({ index: indices });
    },
    close: async () => {
      await Promise.all([client, ...nodeClients.filter((c) => c !== client)].map((c) => c.close()));
    },
  };
}

export class OpenSearchCatalogIndex extends ClusterCatalogIndex {
  constructor(client: Client, options?: ClusterIndexOptions, nodeClients?: Client[]) {
    super('opensearch', openSearchClusterClient(client, nodeClients), options);
  }

  static fromUrl(url: string, options?: ClusterIndexOptions): OpenSearchCatalogIndex {
    const { client, nodeClients } = openSearchClientsOf(url);
    return new OpenSearchCatalogIndex(client, options, nodeClients);
  }
}

/** The clients of a cluster URL setting (one or more comma-separated nodes): one over every node for the import, one per node for the search path. */
export function openSearchClientsOf(url: string): { client: Client; nodeClients: Client[] } {
  const nodes = clusterNodes(url);
  // A client of one node never marks it dead nor pings it: the node pool decides where to go.
  const nodeClients = nodes.map((node) => new Client({ node, maxRetries: 0, resurrectStrategy: 'none' }));
  return { client: new Client({ nodes, maxRetries: CLUSTER_REQUEST_RETRIES }), nodeClients };
}
