/**
 * The Elasticsearch adapter, request by request against @elastic/elasticsearch-mock: the query
 * model's DSL (bool filters, post_filter facets, multi_match with boosts and fuzziness, aggs,
 * sort with missing last), the answer's normalisation, and the aliased bulk import.
 */
import { Client, errors } from '@elastic/elasticsearch';
import Mock from '@elastic/elasticsearch-mock';
import { ElasticsearchCatalogIndex, parseCatalogQuery } from '@/lib/catalog/search';
import { encodedTile, FUZZY_TEXT_FIELD, IMPORT_ORDER_FIELD, indexBody, observedProperties, type SkuShape } from '@/lib/catalog/search/cluster/mappings';
import { dictionaryOfMapping } from '@/lib/catalog/search/cluster/query-words';
import { mayBeNearSku, TIE_BREAK, toSearchRequest } from '@/lib/catalog/search/cluster/translate';
import { TILE_FIELD } from '@/lib/catalog/search/tile-document';

const mock = new Mock();
const client = new Client({ node: 'http://localhost:9200', Connection: mock.getConnection() });
const engine = new ElasticsearchCatalogIndex(client);

/** The fields a request's match asks fuzzily (one fuzzy clause, or one per word: ADR 0066), without their boosts. */
function fuzzyFieldsOfMatch(request: Record<string, unknown>): string[] {
  const fields = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    const clause = node as Record<string, unknown>;
    const multi = clause.multi_match as { fields?: string[]; fuzziness?: unknown } | undefined;
    if (multi?.fuzziness !== undefined) multi.fields?.forEach((field) => fields.add(field.split('^')[0]));
    const match = clause.match as Record<string, { fuzziness?: unknown }> | undefined;
    for (const [field, options] of Object.entries(match ?? {})) if (options?.fuzziness !== undefined) fields.add(field);
    Object.values(clause).forEach(walk);
  };
  walk((request.query as { bool: { must: unknown } }).bool.must);
  return [...fields];
}

afterEach(() => mock.clearAll());

describe('Elasticsearch query translation', () => {
  it('puts filters in bool filter clauses: term, terms and range (from/to → gte/lte)', () => {
    const request = toSearchRequest(parseCatalogQuery({
        type: 'product',
        filters: [
          { field: 'status', op: 'eq', value: 1 },
          { field: 'visibility', op: 'in', value: [2, 4] },
          { field: 'price', op: 'range', value: { from: 50, to: 100 } },
          { field: 'product_count', op: 'gt', value: 0 },
        ],
      }),
    );
    expect(request.query).toEqual({
      bool: {
        must: [],
        filter: [
          { term: { status: 1 } },
          { terms: { visibility: [2, 4] } },
          { range: { price: { gte: 50, lte: 100 } } },
          { range: { product_count: { gt: 0 } } },
        ],
      },
    });
    expect(request).toMatchObject({ from: 0, size: 50, track_total_hits: true, sort: [TIE_BREAK] });
  });

  it('searches text with multi_match: boosts name 4, sku 2, category name 1, child name 3, fuzziness 2, 75 %, min score 0.02', () => {
    const request = toSearchRequest(parseCatalogQuery({ type: 'product', text: 'espreso' }));
    const fields = ['name.text^4', 'sku.search^2', 'category.name.text^1', 'configurable_children.name.text^3'];
    expect(request.query).toEqual({
      bool: {
        must: [
          {
            // Matching at all scores 1, plus the better of the exact words' score and the fuzzy one.
            function_score: {
              query: {
                dis_max: {
                  queries: [
                    { multi_match: { query: 'espreso', fields, type: 'best_fields', analyzer: 'catalog_whole_search', minimum_should_match: '75%' } },
                    // The query's only fuzzy match, weighed down: it orders the hits no word matched exactly.
                    { multi_match: { query: 'espreso', fields, type: 'best_fields', fuzziness: 2, prefix_length: 1, minimum_should_match: '75%', boost: 0.1 } },
                    // As the shopper types: the last word as the start of a term (issue 19).
                    {
                      constant_score: {
                        filter: {
                          multi_match: {
                            query: 'espreso',
                            fields: ['name.text^4', 'category.name.text^1', 'configurable_children.name.text^3'],
                            type: 'bool_prefix',
                            analyzer: 'catalog_whole_search',
                            minimum_should_match: '75%',
                          },
                        },
                        boost: 0,
                      },
                    },
                  ],
                },
              },
              functions: [{ weight: 1 }],
              boost_mode: 'sum',
            },
          },
        ],
        should: [
          // The ranking tiers as fixed steps, the words read without splitting compounds.
          { constant_score: { boost: 800, filter: { multi_match: expect.objectContaining({ operator: 'and', analyzer: 'catalog_whole_search' }) } } },
          { constant_score: { boost: 400, filter: { multi_match: expect.objectContaining({ operator: 'and', analyzer: 'catalog_whole_index' }) } } },
          { constant_score: { boost: 200, filter: { multi_match: expect.objectContaining({ analyzer: 'catalog_whole_index' }) } } },
          { constant_score: { boost: 100, filter: { multi_match: expect.objectContaining({ type: 'bool_prefix' }) } } },
        ],
        filter: [],
      },
    });
    expect(JSON.stringify(request).match(/"fuzziness"/g)).toHaveLength(1);
    expect(request.min_score).toBe(0.02);
    expect(request.sort).toEqual(['_score', TIE_BREAK]);
  });

  it('asks the any-word tiers and a one-word prefix match on the one fuzzy text field where the index holds it (ADR 0078)', () => {
    const tiers = (text: string) => {
      const { should, must } = (toSearchRequest(parseCatalogQuery({ type: 'product', text }), text, { fuzzyText: true }).query as { bool: { should: { constant_score: { boost: number; filter: unknown } }[]; must: unknown[] } }).bool;
      return { byBoost: Object.fromEntries(should.map((tier) => [tier.constant_score.boost, tier.constant_score.filter])), must: JSON.stringify(must) };
    };
    const { byBoost, must } = tiers('espreso');
    expect(byBoost[200]).toEqual({
      bool: {
        should: [
          { match: { [FUZZY_TEXT_FIELD]: { query: 'espreso', analyzer: 'catalog_whole_index' } } },
          { match: { 'sku.search': { query: 'espreso', analyzer: 'catalog_whole_index' } } },
        ],
      },
    });
    expect(byBoost[100]).toEqual({ multi_match: { query: 'espreso', fields: [FUZZY_TEXT_FIELD], type: 'bool_prefix', analyzer: 'catalog_whole_search' } });
    expect(must).toContain(JSON.stringify({ multi_match: { query: 'espreso', fields: [FUZZY_TEXT_FIELD], type: 'bool_prefix', analyzer: 'catalog_whole_search', minimum_should_match: '75%' } }));
    // The every-word tiers need every word in one field: those stay field by field.
    expect(JSON.stringify([byBoost[800], byBoost[400]])).not.toContain(FUZZY_TEXT_FIELD);
  });

  it('keeps each word\'s first character in the fuzzy match: `g` and `250` no longer reach every short term', () => {
    const json = JSON.stringify(toSearchRequest(parseCatalogQuery({ type: 'product', text: 'Nordröstung Etnkoffeiniet gemahlen – 250 g' })));
    // One fuzzy match per word (ADR 0066), each keeping the first character.
    expect(json.match(/"fuzziness":2,"prefix_length":1\b/g)).toHaveLength(json.match(/"fuzziness"/g)!.length);
    expect(json.match(/"fuzziness"/g)!.length).toBeGreaterThan(0);
  });

  describe('the sku in the fuzzy match: only where a sku of the index may be within two edits', () => {
    const skus = { min: 5, max: 12, characters: '-0123456789abkstuxyz' };
    const fuzzyFields = (text: string, shape?: SkuShape) => fuzzyFieldsOfMatch(toSearchRequest(parseCatalogQuery({ type: 'product', text }), text, { skuShape: shape }));
    it.each<[string, string, SkuShape | undefined, boolean]>([
      ['a sku with a typo', 'sku-4x', skus, true],
      ['two characters no sku holds', 'sku 4ä', skus, true],
      ['three characters no sku holds', 'sku 4 ä', skus, false],
      ['two characters longer than the longest sku', 'sku-12345678ab', skus, true],
      ['three characters longer than the longest sku', 'sku-123456789ab', skus, false],
      ['three characters shorter than the shortest sku', 'ab', skus, false],
      ['an index with no sku', 'sku-4', null, false],
      ['an index imported before the shape was kept', 'Siebträger Espressomaschine Pro', undefined, true],
    ])('%s', (...[, text, shape, fuzzed]: [string, string, SkuShape | undefined, boolean]) => {
      expect(mayBeNearSku(text, shape)).toBe(fuzzed);
      expect(fuzzyFields(text, shape).includes('sku.search')).toBe(fuzzed);
      expect(fuzzyFields(text, shape)).toEqual(expect.arrayContaining(['name.text', 'category.name.text', 'configurable_children.name.text']));
    });
  });

  it('fuzzes one field holding all the text where the index has it (the sku beside it only where one may be near), each field where it has not', () => {
    const fuzzyFieldsOf = (text: string, shape: Parameters<typeof toSearchRequest>[2]) => fuzzyFieldsOfMatch(toSearchRequest(parseCatalogQuery({ type: 'product', text }), text, shape));
    const skus = { min: 5, max: 12, characters: '-0123456789abkstuxyz' };
    expect(fuzzyFieldsOf('Espreso', { skuShape: null, fuzzyText: true })).toEqual([FUZZY_TEXT_FIELD]);
    expect(fuzzyFieldsOf('sku-4x', { skuShape: skus, fuzzyText: true })).toEqual([FUZZY_TEXT_FIELD, 'sku.search']);
    expect(fuzzyFieldsOf('Espreso milch', { skuShape: null, fuzzyText: true })).toEqual([FUZZY_TEXT_FIELD]);
    expect(fuzzyFieldsOf('Espreso', { skuShape: null, fuzzyText: false })).toEqual(['name.text', 'category.name.text', 'configurable_children.name.text']);
    // The import's mapping: every text field but the sku is copied into it, and the query side reads that it is there.
    const body = indexBody('de');
    const properties = (body.mappings as { properties: Record<string, { copy_to?: string[]; properties?: Record<string, { copy_to?: string[] }> }> }).properties;
    expect(properties[FUZZY_TEXT_FIELD]).toMatchObject({ type: 'text', index_options: 'docs' });
    expect([properties.name.copy_to, properties.category.properties?.name.copy_to, properties.configurable_children.properties?.name.copy_to]).toEqual([[FUZZY_TEXT_FIELD], [FUZZY_TEXT_FIELD], [FUZZY_TEXT_FIELD]]);
    expect(properties.sku.copy_to).toBeUndefined();
    expect(dictionaryOfMapping({ i: { mappings: body.mappings } }).fuzzyText).toBe(true);
    expect(dictionaryOfMapping({ i: { mappings: { properties: {} } } }).fuzzyText).toBe(false);
  });

  it('sorts field:order with missing values last', () => {
    const request = toSearchRequest(parseCatalogQuery({ type: 'product', sort: ['price:desc', 'id:asc'] }));
    expect(request.sort).toEqual([
      { price: { order: 'desc', missing: '_last', unmapped_type: 'keyword' } },
      { id: { order: 'asc', missing: '_last', unmapped_type: 'keyword' } },
      TIE_BREAK,
    ]);
  });

  it('moves facet choices to post_filter and filters every other aggregation by them, once per set of choices (ADR 0078)', () => {
    const request = toSearchRequest(parseCatalogQuery({
        type: 'product',
        filters: [{ field: 'color', op: 'eq', value: 5, facet: true }],
        aggregations: [
          { type: 'terms', field: 'color' },
          { type: 'terms', field: 'roast_degree', size: 20 },
          { type: 'range', field: 'price', ranges: [{ from: 0, to: 50 }, { from: 150 }] },
          { type: 'max', field: 'price' },
        ],
      }),
    );
    const colorFilter = { bool: { filter: [{ term: { color: 5 } }] } };
    expect(request.post_filter).toEqual(colorFilter);
    expect(request.aggs).toEqual({
      agg_terms_color: { terms: { field: 'color', size: 100 } },
      agg_terms_color_options: { terms: { field: 'color_options', size: 100 } },
      // Every other aggregation sees the hits through the colour choice: one filter aggregation for all.
      facet_choices_0: {
        filter: colorFilter,
        aggs: {
          agg_terms_roast_degree: { terms: { field: 'roast_degree', size: 20 } },
          agg_terms_roast_degree_options: { terms: { field: 'roast_degree_options', size: 20 } },
          agg_range_price: { range: { field: 'price', ranges: [{ key: '0-50', from: 0, to: 50 }, { key: '150-*', from: 150 }] } },
          agg_max_price: { max: { field: 'price' } },
        },
      },
    });
  });

  it('groups aggregations by the facet choices they see: with two facets chosen, each facet sees the other, the rest see both', () => {
    const request = toSearchRequest(parseCatalogQuery({
        type: 'product',
        filters: [
          { field: 'color', op: 'eq', value: 5, facet: true },
          { field: 'price', op: 'range', value: { from: 0, to: 50 }, facet: true },
        ],
        aggregations: [
          { type: 'terms', field: 'color' },
          { type: 'range', field: 'price', ranges: [{ from: 0, to: 50 }] },
          { type: 'min', field: 'price' },
          { type: 'terms', field: 'grind' },
        ],
      }),
    );
    const groups = Object.entries(request.aggs as Record<string, { filter: unknown; aggs: Record<string, unknown> }>).map(([name, agg]) => [name, agg.filter, Object.keys(agg.aggs)]);
    expect(groups).toEqual([
      ['facet_choices_0', { bool: { filter: [{ range: { price: { gte: 0, lte: 50 } } }] } }, ['agg_terms_color', 'agg_terms_color_options']],
      ['facet_choices_1', { bool: { filter: [{ term: { color: 5 } }] } }, ['agg_range_price', 'agg_min_price']],
      ['facet_choices_2', { bool: { filter: [{ term: { color: 5 } }, { range: { price: { gte: 0, lte: 50 } } }] } }, ['agg_terms_grind', 'agg_terms_grind_options']],
    ]);
  });

  it('asks only for the included and excluded source fields', () => {
    const request = toSearchRequest(parseCatalogQuery({ type: 'product', includeFields: ['sku'], excludeFields: ['stock.qty'] }));
    expect(request._source).toEqual({ includes: ['sku'], excludes: ['stock.qty'] });
  });
});

describe('Elasticsearch adapter', () => {
  it('searches the alias of the store index and entity type and normalises the answer', async () => {
    let body: Record<string, unknown> | undefined;
    mock.add({ method: 'POST', path: '/catalog_de_de_product/_search' }, (params) => {
      body = params.body as Record<string, unknown>;
      return {
        hits: { total: { value: 2 }, hits: [{ _id: '1', _score: 3.2, _source: { sku: 'A' } }, { _id: '2', _score: 1.1, _source: { sku: 'B' } }] },
        aggregations: {
          agg_terms_is_new: { buckets: [{ key: 1, key_as_string: 'true', doc_count: 2 }] },
          agg_terms_is_new_options: { buckets: [] },
          agg_min_price: { value: 9.5 },
        },
      };
    });
    const result = await engine.search(
      'catalog_de_de',
      parseCatalogQuery({ type: 'product', text: 'kaffee', aggregations: [{ type: 'terms', field: 'is_new' }, { type: 'min', field: 'price' }] }),
    );
    expect(body).toMatchObject({ min_score: 0.02, size: 50 });
    expect(result).toEqual({
      total: 2,
      hits: [
        { id: '1', score: 3.2, source: { sku: 'A' } },
        { id: '2', score: 1.1, source: { sku: 'B' } },
      ],
      aggregations: {
        agg_terms_is_new: { buckets: [{ key: 'true', doc_count: 2 }] },
        agg_terms_is_new_options: { buckets: [] },
        agg_min_price: { value: 9.5 },
      },
    });
  });

  it('lets the shard copy keep the answer in its request cache (a page of hits too)', async () => {
    let querystring: Record<string, unknown> | undefined;
    mock.add({ method: 'POST', path: '/catalog_de_de_product/_search' }, (params) => {
      querystring = params.querystring as Record<string, unknown>;
      return { hits: { total: { value: 0 }, hits: [] } };
    });
    await engine.search('catalog_de_de', parseCatalogQuery({ type: 'product', size: 20 }));
    expect(querystring).toMatchObject({ request_cache: 'true' });
  });

  it('unwraps facet-filtered aggregations and fills every range bucket', async () => {
    mock.add({ method: 'POST', path: '/i_product/_search' }, () => ({
      hits: { total: { value: 0 }, hits: [] },
      aggregations: {
        facet_choices_0: { doc_count: 3, agg_range_price: { buckets: [{ key: '0-50', from: 0, to: 50, doc_count: 3 }] } },
      },
    }));
    const result = await engine.search(
      'i',
      parseCatalogQuery({
        type: 'product',
        filters: [{ field: 'color', op: 'eq', value: 5, facet: true }],
        aggregations: [{ type: 'range', field: 'price', ranges: [{ from: 0, to: 50 }, { from: 50 }] }],
      }),
    );
    expect(result.aggregations.agg_range_price).toEqual({
      buckets: [
        { key: '0-50', from: 0, to: 50, doc_count: 3 },
        { key: '50-*', from: 50, doc_count: 0 },
      ],
    });
  });

  it('answers an empty result when the index does not exist', async () => {
    mock.add(
      { method: 'POST', path: '/none_product/_search' },
      () => new errors.ResponseError({ body: { error: { type: 'index_not_found_exception' } }, statusCode: 404, warnings: null, meta: {} as never }) as never,
    );
    const result = await engine.search('none', parseCatalogQuery({ type: 'product' }));
    expect(result).toEqual({ hits: [], total: 0, aggregations: {} });
  });

  it('imports into fresh indices with the mappings, in bulk, then swaps every alias at once', async () => {
    const created: string[] = [];
    const bulkBodies: unknown[] = [];
    const restored: unknown[] = [];
    let aliasActions: unknown[] = [];
    mock.add({ method: 'PUT', path: '/:index' }, (params) => {
      created.push(String(params.path));
      // A small index is filled as created (a large one without replica or refreshes first), with
      // the shape of its skus for the search side (translate.ts).
      const skus = String(params.path).startsWith('/catalog_nl_nl_product_') ? { min: 1, max: 1, characters: 'a' } : null;
      const fieldTypes = observedProperties(skus ? [{ id: 7, sku: 'A' }] : []);
      expect(params.body).toEqual(indexBody('nl', { skuShape: skus, fieldTypes, storedTile: String(params.path).startsWith('/catalog_nl_nl_product_') }));
      return { acknowledged: true };
    });
    mock.add({ method: 'PUT', path: '/:index/_settings' }, (params) => {
      restored.push(params.body);
      return { acknowledged: true };
    });
    mock.add({ method: 'GET', path: '/_cluster/health/:index' }, () => ({ status: 'green', timed_out: false }));
    mock.add({ method: 'POST', path: '/_bulk' }, (params) => {
      bulkBodies.push(params.body);
      return { errors: false, items: [] };
    });
    mock.add({ method: ['GET', 'POST'], path: '/:index/_refresh' }, () => ({ _shards: {} }));
    mock.add({ method: 'GET', path: '/_alias/:name' }, () => ({}));
    mock.add({ method: 'POST', path: '/_aliases' }, (params) => {
      aliasActions = (params.body as { actions: unknown[] }).actions;
      return { acknowledged: true };
    });
    await engine.replace('catalog_nl_nl', { product: [{ id: 7, sku: 'A' }], category: [] });
    expect(created).toHaveLength(10);
    expect(created[0]).toMatch(/^\/catalog_nl_nl_product_\d+$/);
    expect(bulkBodies).toEqual([[{ index: { _index: created[0].slice(1), _id: '7' } }, { id: 7, sku: 'A', [IMPORT_ORDER_FIELD]: 0, [TILE_FIELD]: encodedTile({ id: 7, sku: 'A' }) }]]);
    expect(restored).toEqual([]);
    expect(aliasActions).toContainEqual({ add: { index: created[0].slice(1), alias: 'catalog_nl_nl_product' } });
    // A first import has no previous generation to take the alias from.
    expect(aliasActions.filter((action) => Object.hasOwn(action as object, 'remove'))).toEqual([]);
  });

  it('counts documents through the alias', async () => {
    mock.add({ method: ['GET', 'POST'], path: '/catalog_de_at_product/_count' }, () => ({ count: 42 }));
    expect(await engine.count('catalog_de_at', 'product')).toBe(42);
  });
});
