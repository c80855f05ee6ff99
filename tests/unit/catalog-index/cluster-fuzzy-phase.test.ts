/**
 * A text search on a cluster asks first without the fuzzy match and adds it only when the page asked
 * for is not filled (engine-differences.ts, FUZZY_ONLY_WHEN_PAGE_NOT_FILLED): the fuzzy term queries
 * are the costly part of a search on the cluster, and their hits could only follow a full page.
 */
import { ClusterCatalogIndex, parseCatalogQuery } from '@/lib/catalog/search';
import type { ClusterClient } from '@/lib/catalog/search/cluster/cluster-client';

/** An engine whose cluster matches `total` documents for the request without fuzziness, recording each request's body. */
function engineMatching(total: number) {
  const bodies: string[] = [];
  const client = {
    nodeCount: 2,
    search: async (_index: string, body: unknown) => {
      bodies.push(JSON.stringify(body));
      const fuzzy = bodies.at(-1)!.includes('"fuzziness"');
      return { hits: { total: { value: fuzzy ? total + 3 : total }, hits: [{ _id: '1', _score: 1, _source: { sku: 'A' } }] } };
    },
    aliasTargets: async () => ['catalog_en_us_product_1'],
  } as unknown as ClusterClient;
  return { engine: new ClusterCatalogIndex('opensearch', client), bodies };
}

const text = (size: number) => parseCatalogQuery({ type: 'product', text: 'espreso', size });

describe('the fuzzy match on a cluster', () => {
  it('is left out when the exact matches fill the page', async () => {
    const { engine, bodies } = engineMatching(10);
    expect((await engine.search('catalog_en_us', text(10))).total).toBe(10);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toContain('fuzziness');
  });

  it('is added when they do not', async () => {
    const { engine, bodies } = engineMatching(9);
    expect((await engine.search('catalog_en_us', text(10))).total).toBe(12);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toContain('"fuzziness":2');
  });

  it('is not asked for a search without text', async () => {
    const { engine, bodies } = engineMatching(0);
    await engine.search('catalog_en_us', parseCatalogQuery({ type: 'product', size: 10 }));
    expect(bodies).toHaveLength(1);
  });
});
