/**
 * OpenSearch searches a catalogue index's segments in CLUSTER_SEARCH_SLICES slices (ADR 0060): the
 * import writes the setting with every index it creates there, and never on Elasticsearch, which
 * has no such index setting and would refuse it.
 */
import { ClusterCatalogIndex } from '@/lib/catalog/search';
import type { ClusterBody, ClusterClient } from '@/lib/catalog/search/cluster/cluster-client';
import type { ClusterEngine } from '@/lib/catalog/search/cluster/cluster-index';
import { slicedSearchSettings } from '@/lib/catalog/search/cluster/mappings';
import { CLUSTER_SEARCH_SLICES } from '@/lib/config/search';

/** The settings of every index an import into `engine` creates. */
async function createdSettings(engine: ClusterEngine): Promise<Record<string, unknown>[]> {
  const settings: Record<string, unknown>[] = [];
  const client = {
    nodeCount: 1,
    search: async () => undefined,
    createIndex: async (_index: string, body: ClusterBody) => {
      settings.push(body.settings as Record<string, unknown>);
    },
    bulk: async () => [],
    refresh: async () => undefined,
    aliasTargets: async () => [],
    indexedDocuments: async () => 0,
    updateAliases: async () => undefined,
    deleteIndices: async () => undefined,
  } as unknown as ClusterClient;
  await new ClusterCatalogIndex(engine, client, { previousGenerationGraceMs: 0 }).replace('catalog_de_de', { product: [{ id: 1, sku: 'A', name: 'Kaffee' }] });
  return settings;
}

it('creates every OpenSearch index with its segments searched in slices', async () => {
  const settings = await createdSettings('opensearch');
  expect(settings.length).toBeGreaterThan(1);
  for (const created of settings) {
    expect(created.index).toEqual({ 'search.concurrent_segment_search.mode': 'all', 'search.concurrent.max_slice_count': CLUSTER_SEARCH_SLICES });
  }
});

it('leaves the setting out on Elasticsearch', async () => {
  for (const created of await createdSettings('elasticsearch')) expect(created).not.toHaveProperty('index');
});

it('searches sequentially with one slice', () => {
  expect(slicedSearchSettings(1)).toEqual({ 'search.concurrent_segment_search.mode': 'none' });
});
