/**
 * OpenSearch's seam (`OPENSEARCH_URL`, one or more comma-separated nodes) over its official client,
 * `@opensearch-project/opensearch`: requests carry their body under `body` and answers come
 * wrapped in `{ body, statusCode }`. With several nodes the client sends a failed request once more
 * to another node (`maxRetries`), so losing one node of a replicated cluster costs no search.
 */
import { Client } from '@opensearch-project/opensearch';
import { CLUSTER_REQUEST_RETRIES } from '@/lib/config/search';
import { clusterNodes, unlessMissing, type BulkFailure, type ClusterBody, type ClusterClient, type ClusterSearchResponse } from '../cluster/cluster-client';
import { ClusterCatalogIndex, type ClusterIndexOptions } from '../cluster/cluster-index';

export function openSearchClusterClient(client: Client): ClusterClient {
  return {
    search: (index, body, timeoutMs) =>
      unlessMissing(async () => (await client.search({ index, body }, { requestTimeout: timeoutMs })).body as unknown as ClusterSearchResponse, undefined),
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
    mapping: (alias) => unlessMissing(async () => (await client.indices.getMapping({ index: alias })).body as Record<string, unknown>, undefined),
    aliasTargets: (alias) => unlessMissing(async () => Object.keys((await client.indices.getAlias({ name: alias })).body), []),
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
