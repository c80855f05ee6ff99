/**
 * `POST /api/catalog` and `GET /api/catalog?request=…` against the embedded engine: the store from
 * the host or storeCode, every search type, the answer shape, 400s naming the field, and the
 * answer cache expiring with an import.
 */
import { GET, POST } from '@/app/api/catalog/route';
import { EmbeddedCatalogIndex, useCatalogIndex, type CatalogIndex } from '@/lib/catalog/search';
import { FIXTURE_DOCUMENTS } from '../../contract/catalog-index/fixture';

const engine = new EmbeddedCatalogIndex(null);
let previous: CatalogIndex | undefined;
beforeAll(async () => {
  await engine.replace('catalog_de_de', FIXTURE_DOCUMENTS);
  await engine.replace('catalog_it', { ...FIXTURE_DOCUMENTS, product: FIXTURE_DOCUMENTS.product!.slice(0, 1) });
  previous = useCatalogIndex(engine);
});
afterAll(() => useCatalogIndex(previous));

function post(body: unknown, { host = 'de.localhost', query = '' } = {}) {
  return POST(
    new Request(`http://${host}/api/catalog${query}`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

describe('/api/catalog', () => {
  it('answers items, total, start, perPage, aggregations, suggestions and attributeMetadata', async () => {
    const response = await post({
      type: 'product',
      searchQuery: { filters: [{ field: 'status', op: 'eq', value: 1 }], aggregations: [{ type: 'terms', field: 'color' }] },
      size: 2,
      from: 1,
      sort: 'price:asc',
      includeFields: ['sku'],
    });
    expect(response.status).toBe(200);
    const { code, result } = await response.json();
    expect(code).toBe(200);
    expect(result).toMatchObject({
      items: [{ sku: 'SKU-2' }, { sku: 'SKU-3' }],
      total: 6,
      start: 1,
      perPage: 2,
      suggestions: {},
      attributeMetadata: [{ attribute_code: 'color', attribute_id: 93 }],
    });
    expect(result.aggregations.agg_terms_color.buckets[0]).toEqual({ key: 5, doc_count: 3 });
  });

  it.each([
    ['category', 6],
    ['attribute', 3],
    ['taxrule', 1],
    ['cms_page', 2],
    ['cms_block', 2],
    ['cms_hierarchy', 1],
    ['urlrewrite', 1],
    ['manuallinks', 1],
    ['config', 1],
  ])('answers the %s search type', async (type, total) => {
    const { result } = await (await post({ type })).json();
    expect(result.total).toBe(total);
  });

  it('takes the store from storeCode on a shared host', async () => {
    const { result } = await (await post({ type: 'product' }, { host: 'localhost', query: '?storeCode=it' })).json();
    expect(result.total).toBe(1);
  });

  it('takes the store from the body when the URL names none', async () => {
    const { result } = await (await post({ type: 'product', store: 'it' }, { host: 'localhost' })).json();
    expect(result.total).toBe(1);
  });

  it('answers the same request as GET with URL-encoded JSON', async () => {
    const request = encodeURIComponent(JSON.stringify({ type: 'product', searchQuery: { text: 'Lungo' } }));
    const response = await GET(new Request(`http://de.localhost/api/catalog?request=${request}`, { headers: { host: 'de.localhost' } }));
    const { result } = await response.json();
    expect(result.items.map((item: { sku: string }) => item.sku)).toEqual(['SKU-3']);
  });

  it('answers 400 naming the field for a bad body', async () => {
    const badFilter = await post({ type: 'product', searchQuery: { filters: [{ field: 'price', op: 'gt', value: 'x' }] } });
    expect(badFilter.status).toBe(400);
    expect((await badFilter.json()).result).toMatch(/^searchQuery\.filters\.0\.value: /);
    const badType = await post({ type: 'spaceship' });
    expect(await badType.json()).toEqual({ code: 400, result: 'type: No entity type registered for spaceship' });
    const badSort = await post({ type: 'product', sort: 'price:up' });
    expect((await badSort.json()).result).toMatch(/^sort/);
    const deep = await post({ type: 'product', from: 9990, size: 50 });
    expect((await deep.json()).result).toBe('size: from + size must not exceed 10000');
    expect((await (await post('{not json')).json()).result).toBe('body: must be a JSON object');
  });

  it('answers 400 for a GET without a request or with broken JSON', async () => {
    const missing = await GET(new Request('http://de.localhost/api/catalog', { headers: { host: 'de.localhost' } }));
    expect(missing.status).toBe(400);
    expect((await missing.json()).result).toBe('request: required (URL-encoded JSON)');
    const broken = await GET(new Request('http://de.localhost/api/catalog?request=%7Bx', { headers: { host: 'de.localhost' } }));
    expect((await broken.json()).result).toBe('request: must be URL-encoded JSON');
  });

  it('serves a repeated request from the cache until the next import', async () => {
    const search = jest.spyOn(engine, 'search');
    const body = { type: 'category', sort: 'id:desc' };
    await post(body);
    await post(body);
    expect(search).toHaveBeenCalledTimes(1);
    await engine.replace('catalog_de_de', { ...FIXTURE_DOCUMENTS, category: [] });
    const { result } = await (await post(body)).json();
    expect(search).toHaveBeenCalledTimes(2);
    expect(result.total).toBe(0);
    search.mockRestore();
    await engine.replace('catalog_de_de', FIXTURE_DOCUMENTS);
  });
});
