/**
 * OpenSearch's seam (`OPENSEARCH_URL`, one or more comma-separated nodes) over its official client,
 * `@opensearch-project/opensearch`: requests carry their body under `body` and answers come
 * wrapped in `{ body, statusCode }`. With several nodes the client's pool marks a failed node dead
 * and sends the next request to another; the search path's calls make one attempt each and leave
 * retrying to `withinBudget`, the import's calls retry in the client (`maxRetries`). Cluster-state
 * reads ask the answering node (`local`), so they answer while no cluster manager is elected.
 */
import { Client } from '@opensearch-project/opensearch';
import { CLUSTER_REQUEST_RETRIES } from '@/lib/config/search';
import { clusterNodes, oneAttempt, unlessMissing, type BulkFailure, type ClusterBody, type ClusterClient, type ClusterSearchResponse } from '../cluster/cluster-client';
import { ClusterCatalogIndex, type ClusterIndexOptions } from '../cluster/cluster-index';

export function openSearchClusterClient(client: Client): ClusterClient {
  return {
    search: (index, body, timeoutMs) =>
      unlessMissing(async () => (await client.search({ index, body }, oneAttempt(timeoutMs))).body as unknown as ClusterSearchResponse, undefined),
    count: (index) => unlessMissing(async () => (await client.count({ index })).body.count, 0),
    createIndex: async (index, body) => {
      await client.indices.create({ index, body });
    },
    bulk: async (operations) => {
      const { body } = await client.bulk({ body: operations });
      return body.errors ? (body.items.find((item) => item.index?.error) as BulkFailure | undefined) ?? {} : undefined;
    },
    refresh: async (index) => {
      await client.indices.refresh({ index });
    },
    mapping: (alias, timeoutMs) =>
      unlessMissing(async () => (await client.indices.getMapping({ index: alias, local: true }, oneAttempt(timeoutMs))).body as Record<string, unknown>, undefined),
    aliasTargets: (alias, timeoutMs) =>
      unlessMissing(async () => Object.keys((await client.indices.getAlias({ name: alias, local: true }, oneAttempt(timeoutMs))).body), []),
    updateAliases: async (actions: ClusterBody[]) => {
      await client.indices.updateAliases({ body: { actions } });
    },
    deleteIndices: async (indices) => {
      await client.indices.delete({ index: indices });
    },
    close: () => client.close(),
  };
}

export class OpenSearchCatalogIndex extends ClusterCatalogIndex {
  constructor(client: Client, options?: ClusterIndexOptions) {
    super('opensearch', openSearchClusterClient(client), options);
  }

  static fromUrl(url: string, options?: ClusterIndexOptions): OpenSearchCatalogIndex {
    return new OpenSearchCatalogIndex(new Client({ nodes: clusterNodes(url), maxRetries: CLUSTER_REQUEST_RETRIES }), options);
  }
}
