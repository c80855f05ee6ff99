/**
 * A text search on a cluster needs the alias's compound dictionary (from the index mapping). Once
 * one is known, no text search waits on the cluster-state reads that look for a newer one: a busy
 * cluster manager answers those last while an import creates and swaps indices.
 */
import { ClusterCatalogIndex, parseCatalogQuery } from '@/lib/catalog/search';
import type { ClusterClient } from '@/lib/catalog/search/cluster/cluster-client';
import { INDEX_RELOAD_CHECK_MS } from '@/lib/config/search';

const text = parseCatalogQuery({ type: 'product', text: 'kaffeemühle' });
const mappingOf = (generation: string, parts: string[]) => ({ [generation]: { mappings: { _meta: { compound_parts: parts, held_compounds: [], sku_shape: {} } } } });

function cluster() {
  const state = { generation: 'catalog_de_de_product_1', stalled: false, mappingReads: 0 };
  const never = new Promise<never>(() => undefined);
  const client = {
    nodeCount: 1,
    search: async () => ({ _shards: { total: 1, failed: 0 }, hits: { total: { value: 1 }, hits: [{ _id: '1', _source: {} }] } }),
    aliasTargets: () => (state.stalled ? never : Promise.resolve([state.generation])),
    indexedDocuments: async () => 0,
    mapping: () => {
      state.mappingReads += 1;
      return state.stalled ? never : Promise.resolve(mappingOf(state.generation, ['kaffee', 'muehle']));
    },
  } as unknown as ClusterClient;
  return { engine: new ClusterCatalogIndex('opensearch', client, { searchTimeoutMs: 200 }), state };
}

describe('the compound dictionary of a cluster text search', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is read before the first text search, and a known one serves while the cluster-state reads stall', async () => {
    const { engine, state } = cluster();
    expect((await engine.search('catalog_de_de', text)).total).toBe(1);
    expect(state.mappingReads).toBe(1);
    state.stalled = true;
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 2 * INDEX_RELOAD_CHECK_MS);
    expect((await engine.search('catalog_de_de', text)).total).toBe(1);
  });

  it('is read again beside the searches once the alias names a new generation', async () => {
    const { engine, state } = cluster();
    await engine.search('catalog_de_de', text);
    state.generation = 'catalog_de_de_product_2';
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 2 * INDEX_RELOAD_CHECK_MS);
    await engine.search('catalog_de_de', text);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(state.mappingReads).toBe(2);
    await engine.search('catalog_de_de', text);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(state.mappingReads).toBe(2);
  });
});
