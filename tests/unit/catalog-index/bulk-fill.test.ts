/**
 * The cluster import's bulk fill: requests sized by characters with a bounded number in flight, a
 * busy cluster's refusals (429) retried with a pause, any other refusal failing the import with
 * the document and the reason, after every request in flight has ended, and the store's alias left
 * on its previous generation.
 */
import { bulkFill, CHARS_PER_MB, type BulkSend } from '@/lib/catalog/search/cluster/bulk-fill';
import type { BulkItemFailure, ClusterClient } from '@/lib/catalog/search/cluster/cluster-client';
import { ClusterCatalogIndex } from '@/lib/catalog/search/cluster/cluster-index';
import { IMPORT_ORDER_FIELD, indexBody, observedProperties } from '@/lib/catalog/search/cluster/mappings';
import { createConfiguredCatalogIndex } from '@/lib/catalog/search/engine-registry';
import { environmentProblems } from '@/lib/config/environment';
import { DEFAULT_BULK_CONCURRENCY, DEFAULT_BULK_REQUEST_MB } from '@/lib/config/search';

const docs = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Kaffee ${i + 1}` }));
const idsOf = (lines: string[]) => lines.filter((_, i) => i % 2 === 0).map((line) => (JSON.parse(line) as { index: { _id: string } }).index._id);
const FAST = { retryPauseMs: 1 };
const idsOfIndex = (lines: string[]) => (JSON.parse(lines[0]) as { index: { _index: string } }).index._index;
const busy = () => Object.assign(new Error('rejected'), { meta: { statusCode: 429 } });
const refusedItem = (position: number, status: number): BulkItemFailure => ({ position, status, error: { type: status === 429 ? 'rejected_execution_exception' : 'mapper_parsing_exception' } });

/** A cluster that answers each request after a turn of the event loop, recording the requests in flight. */
function recorder(answer: (ids: string[], call: number) => BulkItemFailure[] | Error = () => []) {
  const requests: string[][] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const send: BulkSend = async (lines) => {
    const ids = idsOf(lines);
    const call = requests.push(ids) - 1;
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 2));
    inFlight -= 1;
    const outcome = answer(ids, call);
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  return { send, requests, maxInFlight: () => maxInFlight, inFlight: () => inFlight };
}

describe('bulkFill', () => {
  it('sends every document once, in requests of about the size asked, never more in flight than allowed', async () => {
    const cluster = recorder();
    const oneDocChars = JSON.stringify({ index: { _index: 'i', _id: '10' } }).length + JSON.stringify(docs(10)[9]).length;
    await bulkFill(cluster.send, 'i', docs(100), { ...FAST, concurrency: 3, requestChars: 5 * oneDocChars });
    expect(cluster.requests.flat().sort((a, b) => Number(a) - Number(b))).toEqual(docs(100).map((doc) => String(doc.id)));
    expect(Math.max(...cluster.requests.map((ids) => ids.length))).toBeLessThanOrEqual(6);
    expect(cluster.requests.length).toBeGreaterThan(10);
    expect(cluster.maxInFlight()).toBe(3);
  });

  it('sends again only the documents a busy cluster refused (429), and a whole request it refused', async () => {
    const cluster = recorder((ids, call) => (call === 0 ? busy() : call === 1 ? [refusedItem(1, 429)] : []));
    await bulkFill(cluster.send, 'i', docs(4), FAST);
    expect(cluster.requests).toEqual([['1', '2', '3', '4'], ['1', '2', '3', '4'], ['2']]);
  });

  it('fails with the document and the reason of a refusal other than busy, after the requests in flight have ended, and sends no more', async () => {
    const cluster = recorder((ids) => (ids.includes('5') ? [refusedItem(0, 400)] : []));
    const fill = bulkFill(cluster.send, 'i', docs(40), { ...FAST, concurrency: 3, requestChars: 1 });
    await expect(fill).rejects.toThrow('Bulk import into i failed: document 5: {"type":"mapper_parsing_exception"}');
    expect(cluster.inFlight()).toBe(0);
    expect(cluster.requests.length).toBeLessThan(10);
  });

  it('fails when the cluster stays busy through every retry', async () => {
    const cluster = recorder(() => [refusedItem(0, 429)]);
    await expect(bulkFill(cluster.send, 'i', docs(1), { ...FAST, retries: 3 })).rejects.toThrow(
      'Bulk import into i failed (the cluster stayed too busy through 3 retries): document 1',
    );
    expect(cluster.requests).toHaveLength(4);
  });

  it('fails at once on a request error other than busy', async () => {
    const cluster = recorder(() => Object.assign(new Error('boom'), { meta: { statusCode: 500 } }));
    await expect(bulkFill(cluster.send, 'i', docs(1), FAST)).rejects.toThrow('boom');
    expect(cluster.requests).toHaveLength(1);
  });
});

describe('observedProperties', () => {
  it('types each field as its first document holds it, whatever order the requests reach the index in', () => {
    const properties = observedProperties([
      { id: 1, weight: '0,125', tags: [null, 'a'], stock: { qty: 2, in_stock: true }, children: [{ name: 'x' }] },
      { id: 2, weight: 0.25, stock: { qty: 'many' } },
    ]);
    expect(properties).toEqual({
      id: { type: 'double' },
      weight: { type: 'keyword', ignore_above: expect.any(Number) },
      tags: { type: 'keyword', ignore_above: expect.any(Number) },
      stock: { properties: { qty: { type: 'double' }, in_stock: { type: 'boolean' } } },
      children: { properties: { name: { type: 'keyword', ignore_above: expect.any(Number) } } },
    });
  });

  it('leaves the text fields their own mappings', () => {
    const body = indexBody('de', { fieldTypes: observedProperties([{ name: 'Kaffee', price: 3 }]) }) as { mappings: { properties: Record<string, { type: string; fields?: object }> } };
    expect(body.mappings.properties.price).toEqual({ type: 'double' });
    expect(body.mappings.properties.name.fields).toBeDefined();
  });
});

describe('a bulk fill in an import', () => {
  function fakeCluster(bulk: ClusterClient['bulk'], nodeCount = 1) {
    const calls = { created: [] as string[], deleted: [] as string[], aliasUpdates: 0, product: [] as string[] };
    /** What the import does to the product index, in order. */
    const step = (index: string, what: string) => {
      if (index.startsWith('catalog_de_de_product_')) calls.product.push(what);
    };
    const client: ClusterClient = {
      nodeCount,
      search: async (index, _body, _timeoutMs, node, preference) => {
        step(index, `search on ${node} ${preference ?? ''}`);
        return undefined;
      },
      count: async () => 0,
      createIndex: async (index, body) => {
        calls.created.push(index);
        step(index, `create ${JSON.stringify((body.settings as Record<string, unknown>).refresh_interval ?? 'default')}`);
      },
      bulk: async (lines) => {
        step(idsOfIndex(lines), 'bulk');
        return bulk(lines);
      },
      refresh: async (index) => step(index, 'refresh'),
      flush: async (index) => step(index, 'flush'),
      forceMerge: async (index, maxSegments) => step(index, `merge into ${maxSegments}`),
      updateSettings: async (index, settings) => step(index, `settings ${JSON.stringify(settings.number_of_replicas)}`),
      waitForCopies: async (index) => {
        step(index, 'copies');
        return true;
      },
      mapping: async () => undefined,
      aliasTargets: async (alias) => [`${alias}_1`],
      indexedDocuments: async () => 0,
      updateAliases: async () => {
        calls.aliasUpdates += 1;
        calls.product.push('swap');
      },
      deleteIndices: async (indices) => {
        calls.deleted.push(...indices);
      },
      // No analysis here: the import keeps no fuzzy vocabulary (its own tests: fuzzy-vocabulary.test.ts).
      analyze: async () => [],
      putMeta: async () => undefined,
      termStatistics: async () => ({ docCount: 0, docFreqs: {} }),
      close: async () => undefined,
    };
    return { client, calls };
  }

  it('keeps the previous generation behind the alias and drops the half-built indices', async () => {
    const { client, calls } = fakeCluster(async () => [refusedItem(0, 400)]);
    const engine = new ClusterCatalogIndex('opensearch', client, { previousGenerationGraceMs: 0 });
    await expect(engine.replace('catalog_de_de', { product: docs(3) })).rejects.toThrow(/Bulk import into catalog_de_de_product_\d+ failed: document 1/);
    expect(calls.aliasUpdates).toBe(0);
    expect(calls.deleted).toEqual(calls.created);
    expect(calls.deleted).not.toContain('catalog_de_de_product_1');
  });

  it('fills a large index without refresh or replica in two halves merged into two segments, commits it, restores both and waits for the replicas before the swap', async () => {
    const { client, calls } = fakeCluster(async () => []);
    const engine = new ClusterCatalogIndex('opensearch', client, { previousGenerationGraceMs: 0 });
    await engine.replace('catalog_de_de', { product: docs(1_001) });
    expect(calls.product.filter((what, i, all) => what !== 'bulk' || all[i - 1] !== 'bulk')).toEqual([
      'create "-1"',
      'bulk',
      'merge into 1',
      'bulk',
      'merge into 2',
      'refresh',
      'flush',
      'settings null',
      'copies',
      'search on 0 _local',
      'search on 0 _local',
      'swap',
    ]);
  });

  it('sends each document of a large index once, the first half before the first merge, with its place in the whole import', async () => {
    const sent: { id: string; place: number; merged: number }[] = [];
    let merges = 0;
    const { client } = fakeCluster(async (lines) => {
      for (let i = 1; i < lines.length; i += 2) {
        const doc = JSON.parse(lines[i]) as { id: number; [IMPORT_ORDER_FIELD]: number };
        sent.push({ id: String(doc.id), place: doc[IMPORT_ORDER_FIELD], merged: merges });
      }
      return [];
    });
    client.forceMerge = async () => {
      merges += 1;
    };
    const engine = new ClusterCatalogIndex('opensearch', client, { previousGenerationGraceMs: 0, bulk: { requestMb: 1 } });
    await engine.replace('catalog_de_de', { product: docs(1_001) });
    const products = sent.filter(({ merged }) => merged < 2);
    expect(products.map(({ place }) => place).sort((a, b) => a - b)).toEqual(Array.from({ length: 1_001 }, (_, i) => i));
    expect(products.every(({ id, place }) => id === String(place + 1))).toBe(true);
    expect(products.filter(({ merged }) => merged === 0)).toHaveLength(501);
    expect(merges).toBe(2);
  });

  it("warms every node's copy of a new index with the shop's query shapes before the swap, and a failed warm-up fails nothing", async () => {
    const { client, calls } = fakeCluster(async () => [], 2);
    client.search = async (index, _body, _timeoutMs, node, preference) => {
      if (index.startsWith('catalog_de_de_product_')) calls.product.push(`search on ${node} ${preference ?? ''}`);
      throw Object.assign(new Error('Request timed out'), { name: 'TimeoutError' });
    };
    const engine = new ClusterCatalogIndex('opensearch', client, { previousGenerationGraceMs: 0 });
    await engine.replace('catalog_de_de', { product: docs(3) });
    // A category listing with its facets and a text search with a typing error, on each node.
    expect(calls.product.slice(calls.product.indexOf('refresh') + 1)).toEqual(['search on 0 _local', 'search on 1 _local', 'search on 0 _local', 'search on 1 _local', 'swap']);
  });
});

describe('the bulk fill configured', () => {
  it('takes its requests in flight and their size from CLUSTER_BULK_CONCURRENCY and CLUSTER_BULK_REQUEST_MB, and refuses values out of range at start-up', async () => {
    const configured = createConfiguredCatalogIndex({ OPENSEARCH_URL: 'http://localhost:9200', CLUSTER_BULK_CONCURRENCY: '1', CLUSTER_BULK_REQUEST_MB: '8' }) as ClusterCatalogIndex;
    const defaults = createConfiguredCatalogIndex({ ELASTICSEARCH_URL: 'http://localhost:9200' }) as ClusterCatalogIndex;
    expect(configured.bulk).toEqual({ concurrency: 1, requestChars: 8 * CHARS_PER_MB });
    expect(defaults.bulk).toEqual({ concurrency: DEFAULT_BULK_CONCURRENCY, requestChars: DEFAULT_BULK_REQUEST_MB * CHARS_PER_MB });
    await Promise.all([configured.close(), defaults.close()]);
    expect(environmentProblems({ CLUSTER_BULK_CONCURRENCY: '0', CLUSTER_BULK_REQUEST_MB: '200' })).toEqual([
      expect.stringMatching(/^CLUSTER_BULK_CONCURRENCY "0": use a whole number of requests from 1 to 16/),
      expect.stringMatching(/^CLUSTER_BULK_REQUEST_MB "200": use a whole number of megabytes from 1 to 90/),
    ]);
  });
});
