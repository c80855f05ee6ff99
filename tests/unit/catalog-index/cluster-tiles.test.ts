/**
 * A tile query on a cluster (ADR 0077), request by request against @elastic/elasticsearch-mock: the
 * tiles' doc values where the index keeps them, no stored field (ADR 0080), the sources projected
 * where it does not, and a second request when the alias has moved back to an index without them.
 */
import { Client } from '@elastic/elasticsearch';
import Mock from '@elastic/elasticsearch-mock';
import { errors } from '@elastic/elasticsearch';
import { ElasticsearchCatalogIndex, parseCatalogQuery } from '@/lib/catalog/search';
import { encodedTile, IMPORT_ORDER_FIELD, indexBody } from '@/lib/catalog/search/cluster/mappings';
import { tileOf, TILE_FIELD } from '@/lib/catalog/search/tile-document';

const mock = new Mock();
const client = new Client({ node: 'http://localhost:9200', Connection: mock.getConnection() });
const engine = new ElasticsearchCatalogIndex(client);

afterEach(() => mock.clearAll());

/** What a tile request asks instead of the source: the tile's doc values, no stored field. */
const TILE_REQUEST = { stored_fields: '_none_', docvalue_fields: [TILE_FIELD, IMPORT_ORDER_FIELD] };

describe('a tile query on a cluster', () => {
  it('reads a tile query\'s tiles from their doc values, no stored field, where the index keeps them (ADR 0077, 0080), and filters them as asked', async () => {
    const product = { id: 3, sku: 'T', name: 'Tasse', description: '<p>lang</p>', stock: { is_in_stock: true, qty: 4 } };
    const bodies: Record<string, unknown>[] = [];
    mock.add({ method: 'GET', path: '/catalog_it_product/_mapping' }, () => ({ catalog_it_product_1: { mappings: indexBody('it', { storedTile: true }).mappings } }));
    mock.add({ method: 'POST', path: '/catalog_it_product/_search' }, (params) => {
      bodies.push(params.body as Record<string, unknown>);
      return { hits: { total: { value: 1 }, hits: [{ _score: null, fields: { [TILE_FIELD]: [encodedTile(product)], [IMPORT_ORDER_FIELD]: [0] } }] } };
    });
    const tiles = await engine.search('catalog_it', parseCatalogQuery({ type: 'product', view: 'tile', size: 10 }));
    expect(bodies[0]).toMatchObject(TILE_REQUEST);
    expect(bodies[0]).not.toHaveProperty('_source');
    expect(tiles.hits).toEqual([{ id: '3', score: null, source: { id: 3, sku: 'T', name: 'Tasse', stock: { is_in_stock: true } } }]);
    const filtered = await engine.search('catalog_it', parseCatalogQuery({ type: 'product', view: 'tile', excludeFields: ['stock'] }));
    expect(bodies[1]).toMatchObject(TILE_REQUEST);
    expect(filtered.hits[0].source).toEqual({ id: 3, sku: 'T', name: 'Tasse' });
  });

  it('names a tile without an id by its import place, as the import named its document', async () => {
    const product = { sku: 'T', name: 'Tasse' };
    mock.add({ method: 'GET', path: '/catalog_it_product/_mapping' }, () => ({ catalog_it_product_1: { mappings: indexBody('it', { storedTile: true }).mappings } }));
    mock.add({ method: 'POST', path: '/catalog_it_product/_search' }, () => ({
      hits: { total: { value: 1 }, hits: [{ _score: null, fields: { [TILE_FIELD]: [encodedTile(product)], [IMPORT_ORDER_FIELD]: [7] } }] },
    }));
    const tiles = await new ElasticsearchCatalogIndex(client).search('catalog_it', parseCatalogQuery({ type: 'product', view: 'tile' }));
    expect(tiles.hits).toEqual([{ id: '7', score: null, source: tileOf(product) }]);
  });

  it('projects a tile query\'s whole sources where the index was imported without stored tiles', async () => {
    const product = { id: 3, sku: 'T', name: 'Tasse', description: '<p>lang</p>', stock: { is_in_stock: true, qty: 4 } };
    let body: Record<string, unknown> | undefined;
    mock.add({ method: 'GET', path: '/catalog_nl_nl_product/_mapping' }, () => ({ catalog_nl_nl_product_1: { mappings: indexBody('nl').mappings } }));
    mock.add({ method: 'POST', path: '/catalog_nl_nl_product/_search' }, (params) => {
      body = params.body as Record<string, unknown>;
      return { hits: { total: { value: 1 }, hits: [{ _id: '3', _score: null, _source: product }] } };
    });
    const result = await engine.search('catalog_nl_nl', parseCatalogQuery({ type: 'product', view: 'tile' }));
    expect(body).not.toHaveProperty('_source');
    expect(body).not.toHaveProperty('stored_fields');
    expect(result.hits[0].source).toEqual(tileOf(product));
  });

  it('asks again with the sources when the alias has moved back to an index without stored tiles since its mapping was read', async () => {
    const product = { id: 3, sku: 'T', name: 'Tasse', description: '<p>lang</p>', stock: { is_in_stock: true, qty: 4 } };
    const bodies: Record<string, unknown>[] = [];
    let storedTile = true;
    mock.add({ method: 'GET', path: '/catalog_de_at_product/_mapping' }, () => ({ catalog_de_at_product_1: { mappings: indexBody('de', { storedTile }).mappings } }));
    mock.add({ method: 'POST', path: '/catalog_de_at_product/_search' }, (params) => {
      bodies.push(params.body as Record<string, unknown>);
      // Once the index behind the alias keeps no tiles, a doc-values request gets bare hits.
      if ((params.body as { stored_fields?: unknown }).stored_fields !== '_none_') return { hits: { total: { value: 1 }, hits: [{ _id: '3', _score: null, _source: product }] } };
      return { hits: { total: { value: 1 }, hits: [storedTile ? { _score: null, fields: { [TILE_FIELD]: [encodedTile(product)] } } : { _score: null }] } };
    });
    await engine.search('catalog_de_at', parseCatalogQuery({ type: 'product', view: 'tile' }));
    storedTile = false;
    const result = await engine.search('catalog_de_at', parseCatalogQuery({ type: 'product', view: 'tile' }));
    expect(bodies.map((body) => body.stored_fields)).toEqual(['_none_', '_none_', undefined]);
    expect(result.hits[0].source).toEqual(tileOf(product));
  });

  it('asks again with the sources when the alias has moved back to an index that kept its tile as a stored string and refuses doc values', async () => {
    const product = { id: 3, sku: 'T', name: 'Tasse', description: '<p>lang</p>', stock: { is_in_stock: true, qty: 4 } };
    const bodies: Record<string, unknown>[] = [];
    let docValues = true;
    // ADR 0077's index: the tile a stored keyword, its mapping marked `stored_tile`, not the doc values' mark.
    const storedStringIndex = { ...(indexBody('de').mappings as Record<string, unknown>), _meta: { stored_tile: true } };
    mock.add({ method: 'GET', path: '/catalog_de_de_product/_mapping' }, () => ({
      catalog_de_de_product_1: { mappings: docValues ? indexBody('de', { storedTile: true }).mappings : storedStringIndex },
    }));
    mock.add({ method: 'POST', path: '/catalog_de_de_product/_search' }, (params) => {
      bodies.push(params.body as Record<string, unknown>);
      if ((params.body as { stored_fields?: unknown }).stored_fields !== '_none_') return { hits: { total: { value: 1 }, hits: [{ _id: '3', _score: null, _source: product }] } };
      if (docValues) return { hits: { total: { value: 1 }, hits: [{ _score: null, fields: { [TILE_FIELD]: [encodedTile(product)] } }] } };
      const reason = "Can't load fielddata on [catalog_tile] because fielddata is unsupported on fields of type [keyword]. Use doc values instead.";
      return new errors.ResponseError({ body: { error: { type: 'search_phase_execution_exception', reason }, status: 400 }, statusCode: 400, warnings: null, meta: {} as never });
    });
    await engine.search('catalog_de_de', parseCatalogQuery({ type: 'product', view: 'tile' }));
    docValues = false;
    const result = await engine.search('catalog_de_de', parseCatalogQuery({ type: 'product', view: 'tile' }));
    expect(bodies.map((body) => body.stored_fields)).toEqual(['_none_', '_none_', undefined]);
    expect(result.hits).toEqual([{ id: '3', score: null, source: tileOf(product) }]);
  });
});
