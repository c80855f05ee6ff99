/**
 * Equal scores and equal sort values keep one order on every copy of a cluster index (issue 33):
 * the import order, as the embedded engine answers. Each copy orders ties by its own `_doc` order
 * otherwise, which parallel bulk requests leave unlike the import and unlike the other copy's, so a
 * shopper whose page 1 comes from one copy and page 2 from the other meets a product twice.
 * The shop's own search request is sent to each node's copy (`preference=_only_nodes:`); with one
 * node there is one copy, and its order is still held to the import's. Runs only where a cluster is
 * configured (engines.ts).
 */
import { parseCatalogQuery, type CatalogIndex, type CatalogQueryInput } from '@/lib/catalog/search';
import { aliasOf } from '@/lib/catalog/search/cluster/cluster-index';
import { toSearchRequest } from '@/lib/catalog/search/cluster/translate';
import { clusterEngines, eachCluster, prefixOf } from './engines';

const SUITE = 'copy-order';
const INDEX = 'catalog_de_de';
const CLUSTER_TIMEOUT_MS = 240_000;
/** Enough documents, in small enough requests, that several requests are in flight at once and each copy makes several segments. */
const DOCS = 600;
const BULK = { concurrency: 4, requestMb: 0.01 };
const PAGE = 50;
const clusters = clusterEngines(SUITE);
const node = (process.env.TEST_OPENSEARCH_URL ?? process.env.OPENSEARCH_URL ?? process.env.TEST_ELASTICSEARCH_URL ?? process.env.ELASTICSEARCH_URL ?? '').split(',')[0].trim().replace(/\/$/, '');

/** Alike in everything a search scores or sorts by; ids out of import order, so neither id order nor `_doc` passes for it. */
const PRODUCTS = Array.from({ length: DOCS }, (_, i) => ({
  id: 1 + ((i * 337) % DOCS),
  sku: `TIE-${i}`,
  name: 'Kaffee Bohne Klassik',
  price: 10,
  status: 1,
  visibility: 4,
  category_ids: [10],
  category: [{ category_id: 10, name: 'Kaffee' }],
}));
const IMPORT_ORDER = PRODUCTS.map((product) => String(product.id));

const QUERIES: [string, CatalogQueryInput][] = [
  ['a text search with equal scores', { type: 'product', text: 'kaffee bohne' }],
  ['a listing sorted by an equal price', { type: 'product', sort: 'price:asc' }],
  ['a listing without sort', { type: 'product', filters: [{ field: 'visibility', op: 'in', value: [2, 4] }] }],
];

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${node}${path}`, { headers: { 'content-type': 'application/json' }, ...init });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The ids of one page as the copy on `nodeId` answers the shop's request. */
async function pageOn(alias: string, nodeId: string, input: CatalogQueryInput, from: number): Promise<string[]> {
  const body = toSearchRequest(parseCatalogQuery({ ...input, from, size: PAGE }));
  const answer = await json<{ hits: { hits: { _id: string }[] } }>(`/${alias}/_search?preference=_only_nodes:${nodeId}`, { method: 'POST', body: JSON.stringify(body) });
  return answer.hits.hits.map((hit) => hit._id);
}

eachCluster(clusters)(
  'ties on every copy of an index on %s',
  (name, create) => {
    const alias = prefixOf(SUITE) + aliasOf(INDEX, 'product');
    let nodes: string[] = [];
    let engine: CatalogIndex;
    beforeAll(async () => {
      engine = create({ bulk: BULK });
      await engine.replace(INDEX, { product: PRODUCTS });
      await json(`/${alias}/_refresh`, { method: 'POST' });
      await json(`/_cluster/health/${alias}?wait_for_status=green&wait_for_no_relocating_shards=true&timeout=120s`);
      const shards = await json<{ node: string }[]>(`/_cat/shards/${alias}?format=json&h=node`);
      const named = await json<{ nodes: Record<string, { name: string }> }>('/_nodes/_all/none');
      nodes = Object.entries(named.nodes).filter(([, { name: nodeName }]) => shards.some((shard) => shard.node === nodeName)).map(([id]) => id);
    }, CLUSTER_TIMEOUT_MS);
    afterAll(() => engine.close());

    it.each(QUERIES)('pages %s alike on each of the copies, in import order', async (_, input) => {
      expect(nodes.length).toBeGreaterThan(0);
      const byCopy: Record<string, string[]> = {};
      for (const nodeId of nodes) byCopy[nodeId] = [...(await pageOn(alias, nodeId, input, 0)), ...(await pageOn(alias, nodeId, input, PAGE))];
      const [first, ...others] = Object.values(byCopy);
      expect(others.filter((ids) => JSON.stringify(ids) !== JSON.stringify(first))).toEqual([]);
      expect(first).toEqual(IMPORT_ORDER.slice(0, 2 * PAGE));
      console.log(`${name}: ${nodes.length} copies of ${alias} page ties alike`);
    }, CLUSTER_TIMEOUT_MS);
  },
);
