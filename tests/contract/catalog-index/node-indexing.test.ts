/**
 * What the search path reads to keep searches off a node an import is filling (ADR 0079), on the
 * real engines: each node answers its count of indexed documents (`indexedDocuments`: one node's
 * figure of the cluster's node stats, not their sum), and an import raises the counts by at least
 * the documents it indexed (each copy indexes them: a small import is filled with its replica).
 */
import { elasticsearchClientsOf, elasticsearchClusterClient } from '@/lib/catalog/search/elasticsearch/elasticsearch-client';
import { openSearchClientsOf, openSearchClusterClient } from '@/lib/catalog/search/opensearch/opensearch-client';
import type { ClusterClient } from '@/lib/catalog/search/cluster/cluster-client';
import { generateCatalog } from '@/lib/demo-catalog';
import { clusterEngines, clusterUrl, eachCluster, firstNode } from './engines';

const SUITE = 'node-indexing';
const IMPORT_TIMEOUT_MS = 180_000;
const READ_TIMEOUT_MS = 10_000;
const dump = generateCatalog({ products: 120, seed: 11 }).find((d) => d.index === 'catalog_nl_nl')!;

function seamOf(engine: 'opensearch' | 'elasticsearch'): ClusterClient {
  const url = clusterUrl(engine)!;
  if (engine === 'opensearch') {
    const { client, nodeClients } = openSearchClientsOf(url);
    return openSearchClusterClient(client, nodeClients);
  }
  const { client, nodeClients } = elasticsearchClientsOf(url);
  return elasticsearchClusterClient(client, nodeClients);
}

/** Every node's count as the cluster's node stats give them, read from the first node. */
async function clusterCounts(engine: 'opensearch' | 'elasticsearch'): Promise<number[]> {
  const answer = await fetch(`${firstNode(clusterUrl(engine)!)}/_nodes/stats/indices/indexing`);
  const { nodes } = (await answer.json()) as { nodes: Record<string, { indices: { indexing: { index_total: number } } }> };
  return Object.values(nodes).map((node) => node.indices.indexing.index_total);
}

eachCluster(clusterEngines(SUITE))("a cluster's indexing counts: %s", (name, create) => {
  const engine = name as 'opensearch' | 'elasticsearch';
  let seam: ClusterClient;
  const counts = () => Promise.all(Array.from({ length: seam.nodeCount }, (_, node) => seam.indexedDocuments(node, READ_TIMEOUT_MS)));

  beforeAll(() => {
    seam = seamOf(engine);
  });
  afterAll(() => seam.close());

  it('sees an import raise the counts by at least its documents', async () => {
    const before = await counts();
    const catalogue = create();
    try {
      await catalogue.replace(dump.index, { product: dump.products });
    } finally {
      await catalogue.close();
    }
    const after = await counts();
    const rise = after.reduce((sum, count, node) => sum + count - before[node], 0);
    expect(rise).toBeGreaterThanOrEqual(dump.products.length);
  }, IMPORT_TIMEOUT_MS);

  it("reads a count for each node, one node's as the cluster counts them", async () => {
    // After the import every node holds documents. Another suite may index meanwhile: the counts only
    // grow, so each read lies between the cluster's before and after (and is not the nodes' sum).
    const before = await clusterCounts(engine);
    const read = await counts();
    const after = await clusterCounts(engine);
    expect(read).toHaveLength(seam.nodeCount);
    for (const count of read) {
      expect(Number.isInteger(count)).toBe(true);
      expect(count).toBeGreaterThanOrEqual(Math.min(...before));
      expect(count).toBeLessThanOrEqual(Math.max(...after));
    }
  });
});

