/**
 * A cluster search asks the node's own shard copies (`preference=_local`, ADR 0079) unless that node
 * is indexing: the search path reads every node's indexing count at most once per
 * INDEX_RELOAD_CHECK_MS, beside the searches, and a node whose count rose (an import filling an
 * index there) gets searches only when no other node is up, and then without the preference, so
 * the cluster picks the copies.
 */
import { ClusterCatalogIndex, parseCatalogQuery } from '@/lib/catalog/search';
import { LOCAL_COPIES, type ClusterClient } from '@/lib/catalog/search/cluster/cluster-client';
import { INDEX_RELOAD_CHECK_MS } from '@/lib/config/search';

/** A two-node cluster whose nodes' indexing counts the test sets; each search attempt's node and preference recorded. */
function clusterOf(counts: number[]) {
  const attempts: { node: number; preference?: string }[] = [];
  let reads = 0;
  const client = {
    nodeCount: counts.length,
    search: async (_index: string, _body: unknown, _timeoutMs: number, node: number, preference?: string) => {
      attempts.push({ node, preference });
      return { _shards: { total: 1, failed: 0 }, hits: { total: { value: 0 }, hits: [] } };
    },
    aliasTargets: async () => ['catalog_de_de_product_1'],
    indexedDocuments: async (node: number) => {
      reads += 1;
      return counts[node];
    },
  } as unknown as ClusterClient;
  return { engine: new ClusterCatalogIndex('opensearch', client), attempts, reads: () => reads };
}

const listing = parseCatalogQuery({ type: 'product', filters: [{ field: 'status', op: 'eq', value: 1 }] });
/** Lets the indexing reads' promises settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('a cluster search and the nodes an import is filling', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] }));
  afterEach(() => jest.useRealTimers());

  it("asks each node's own copies while no node indexes", async () => {
    const { engine, attempts } = clusterOf([100, 100]);
    for (let i = 0; i < 4; i++) await engine.search('catalog_de_de', listing);
    expect(attempts).toEqual([0, 1, 0, 1].map((node) => ({ node, preference: LOCAL_COPIES })));
  });

  it('sends the searches to the other node while one indexes, and back to both once it is still', async () => {
    const counts = [100, 100];
    const { engine, attempts } = clusterOf(counts);
    await engine.search('catalog_de_de', listing);
    await settle();
    counts[1] = 2_100;
    jest.advanceTimersByTime(INDEX_RELOAD_CHECK_MS);
    await engine.search('catalog_de_de', listing);
    await settle();
    attempts.length = 0;
    for (let i = 0; i < 3; i++) await engine.search('catalog_de_de', listing);
    expect(attempts).toEqual([0, 0, 0].map((node) => ({ node, preference: LOCAL_COPIES })));
    jest.advanceTimersByTime(INDEX_RELOAD_CHECK_MS);
    await engine.search('catalog_de_de', listing);
    await settle();
    attempts.length = 0;
    for (let i = 0; i < 2; i++) await engine.search('catalog_de_de', listing);
    expect(attempts.map((attempt) => attempt.node).sort()).toEqual([0, 1]);
  });

  it('lets the cluster pick the copies when every node indexes', async () => {
    const counts = [100, 100];
    const { engine, attempts } = clusterOf(counts);
    await engine.search('catalog_de_de', listing);
    await settle();
    counts[0] = counts[1] = 700;
    jest.advanceTimersByTime(INDEX_RELOAD_CHECK_MS);
    await engine.search('catalog_de_de', listing);
    await settle();
    attempts.length = 0;
    await engine.search('catalog_de_de', listing);
    expect(attempts).toEqual([{ node: expect.any(Number), preference: undefined }]);
  });

  it('reads the counts at most once per check interval', async () => {
    const { engine, reads } = clusterOf([100, 100]);
    for (let i = 0; i < 5; i++) await engine.search('catalog_de_de', listing);
    expect(reads()).toBe(2);
    jest.advanceTimersByTime(INDEX_RELOAD_CHECK_MS);
    await engine.search('catalog_de_de', listing);
    expect(reads()).toBe(4);
  });
});
