/**
 * One contract for every CatalogIndex adapter (engines.ts): the embedded engine always (in memory
 * and persisted), OpenSearch and Elasticsearch when their URLs are set.
 */
import { parseCatalogQuery, type CatalogIndex, type CatalogQueryInput } from '@/lib/catalog/search';
import { contractEngines } from './engines';
import { FIXTURE_DOCUMENTS, FIXTURE_INDEX } from './fixture';

/** An import creates ten indices on a cluster, one by one: about a second each on a busy machine. */
const IMPORT_TIMEOUT_MS = 120_000;

describe.each(contractEngines('catalog-index'))('CatalogIndex contract: %s', (_name, create) => {
  let engine: CatalogIndex;
  const search = (input: Omit<CatalogQueryInput, 'type'> & { type?: CatalogQueryInput['type'] }) =>
    engine.search(FIXTURE_INDEX, parseCatalogQuery({ type: 'product', ...input }));
  const skus = async (input: Parameters<typeof search>[0]) => (await search(input)).hits.map((h) => h.source.sku);

  beforeAll(async () => {
    engine = create();
    await engine.replace(FIXTURE_INDEX, FIXTURE_DOCUMENTS);
  }, IMPORT_TIMEOUT_MS);
  // No emptying import at the end: a cluster's suite indices are dropped (engines.ts), a persisted
  // engine's folder removed; on a cluster it would cost ten more index creations.
  afterAll(() => engine.close());

  it('counts the documents of each entity type', async () => {
    expect(await engine.count(FIXTURE_INDEX, 'product')).toBe(7);
    expect(await engine.count(FIXTURE_INDEX, 'category')).toBe(6);
    expect(await engine.count(FIXTURE_INDEX, 'config')).toBe(1);
  });

  it('filters with eq on a nested path', async () => {
    expect(await skus({ filters: [{ field: 'stock.is_in_stock', op: 'eq', value: false }] })).toEqual(['SKU-3']);
  });

  it('filters with in on a list field', async () => {
    const found = await skus({ filters: [{ field: 'category_ids', op: 'in', value: [11, 20] }], sort: 'id:asc' });
    expect(found).toEqual(['SKU-1', 'SKU-4']);
  });

  it('filters with gt, gte, lt and lte', async () => {
    expect(await skus({ filters: [{ field: 'price', op: 'gt', value: 150 }], sort: 'price:asc' })).toEqual(['SKU-4']);
    expect(await skus({ filters: [{ field: 'price', op: 'gte', value: 150 }], sort: 'price:asc' })).toEqual([
      'BUNDLE-XYZ-5',
      'SKU-51',
      'SKU-4',
    ]);
    expect(await skus({ filters: [{ field: 'price', op: 'lt', value: 12.5 }] })).toEqual(['SKU-6']);
    expect(await skus({ filters: [{ field: 'price', op: 'lte', value: 12.5 }], sort: 'price:asc' })).toEqual(['SKU-6', 'SKU-1']);
  });

  it('reads a range filter from/to as gte/lte', async () => {
    const found = await skus({ filters: [{ field: 'price', op: 'range', value: { from: 45, to: 60 } }], sort: 'price:asc' });
    expect(found).toEqual(['SKU-2', 'SKU-3']);
  });

  it('filters a string field by its exact value', async () => {
    expect(await skus({ filters: [{ field: 'type_id', op: 'eq', value: 'configurable' }] })).toEqual(['BUNDLE-XYZ-5']);
    expect(await skus({ filters: [{ field: 'type_id', op: 'eq', value: 'Configurable' }] })).toEqual([]);
  });

  it('finds nothing for a field no document has', async () => {
    expect((await search({ filters: [{ field: 'no_such_field', op: 'eq', value: 1 }] })).total).toBe(0);
  });

  it('finds a product by name despite two typing errors', async () => {
    expect(await skus({ text: 'Siebtrger Maschnie' })).toEqual(['SKU-4']);
  });

  it('requires 75 % of the words to match', async () => {
    expect(await skus({ text: 'Lungo Mild Kaffee' })).toContain('SKU-3');
    expect(await skus({ text: 'Lungo Barista Zubehör Porzellan' })).not.toContain('SKU-3');
  });

  it('ranks a name match above a category-name match', async () => {
    const found = await skus({ text: 'Espresso' });
    expect(found.slice(0, 2).sort()).toEqual(['SKU-1', 'SKU-2']);
  });

  it('matches the whole query against the sku', async () => {
    expect(await skus({ text: 'bundle-xyz-5' })).toEqual(['BUNDLE-XYZ-5']);
  });

  it('matches the names of configurable children', async () => {
    expect(await skus({ text: 'Dunkel' })).toEqual(['BUNDLE-XYZ-5']);
  });

  it('matches nothing for a text without words', async () => {
    expect((await search({ text: '!!!' })).total).toBe(0);
  });

  it('sorts by field:order with missing values last, both ways', async () => {
    expect(await skus({ sort: 'yotpo_rating:desc', size: 3 })).toEqual(['SKU-4', 'SKU-2', 'SKU-1']);
    expect(await skus({ sort: 'yotpo_rating:asc', size: 3 })).toEqual(['SKU-2', 'SKU-4', 'SKU-1']);
    expect(await skus({ sort: 'updated_at:desc', size: 2 })).toEqual(['SKU-2', 'SKU-4']);
  });

  it('pages with from and size and reports the total', async () => {
    const page = await search({ sort: 'id:asc', from: 2, size: 2 });
    expect(page.total).toBe(7);
    expect(page.hits.map((h) => h.source.sku)).toEqual(['SKU-3', 'SKU-4']);
    expect(page.hits[0].id).toBe('3');
  });

  it('includes and excludes source fields', async () => {
    const [hit] = (await search({ filters: [{ field: 'id', op: 'eq', value: 1 }], includeFields: ['sku', 'stock'], excludeFields: ['stock.qty'] })).hits;
    expect(hit.source).toEqual({ sku: 'SKU-1', stock: { is_in_stock: true } });
  });

  it('names the aggregations agg_terms_{attr}, agg_terms_{attr}_options, agg_range_{attr}, agg_min_{key}, agg_max_{key}', async () => {
    const result = await search({
      filters: [{ field: 'status', op: 'eq', value: 1 }],
      aggregations: [
        { type: 'terms', field: 'color' },
        { type: 'range', field: 'price', ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100 }] },
        { type: 'min', field: 'price' },
        { type: 'max', field: 'price', key: 'top_price' },
      ],
    });
    expect(result.aggregations).toEqual({
      agg_terms_color: { buckets: [{ key: 5, doc_count: 3 }, { key: 6, doc_count: 2 }, { key: 7, doc_count: 1 }] },
      agg_terms_color_options: { buckets: [{ key: 5, doc_count: 1 }, { key: 6, doc_count: 1 }] },
      agg_range_price: {
        buckets: [
          { key: '0-50', from: 0, to: 50, doc_count: 2 },
          { key: '50-100', from: 50, to: 100, doc_count: 1 },
          { key: '100-*', from: 100, doc_count: 3 },
        ],
      },
      agg_min_price: { value: 12.5 },
      agg_max_top_price: { value: 499 },
    });
  });

  it('counts facets disjunctively: a choice narrows the other facets but not its own', async () => {
    const result = await search({
      filters: [
        { field: 'status', op: 'eq', value: 1 },
        { field: 'color', op: 'eq', value: 5, facet: true },
      ],
      aggregations: [{ type: 'terms', field: 'color' }, { type: 'terms', field: 'category_ids' }],
    });
    expect(result.total).toBe(3);
    expect(result.aggregations.agg_terms_color).toEqual({
      buckets: [{ key: 5, doc_count: 3 }, { key: 6, doc_count: 2 }, { key: 7, doc_count: 1 }],
    });
    expect(result.aggregations.agg_terms_category_ids).toEqual({
      buckets: [{ key: 10, doc_count: 3 }, { key: 11, doc_count: 1 }],
    });
  });

  it('counts facets disjunctively with two choices: each facet narrowed by the other, the rest by both', async () => {
    const result = await search({
      filters: [
        { field: 'status', op: 'eq', value: 1 },
        { field: 'color', op: 'eq', value: 5, facet: true },
        { field: 'price', op: 'range', value: { from: 0, to: 100 }, facet: true },
      ],
      aggregations: [
        { type: 'terms', field: 'color' },
        { type: 'range', field: 'price', ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100 }] },
        { type: 'terms', field: 'category_ids' },
        { type: 'min', field: 'price' },
      ],
    });
    expect(result.total).toBe(2);
    // Colours among the products up to 100; prices (and the lowest) among colour 5; categories among both.
    expect(result.aggregations.agg_terms_color).toEqual({ buckets: [{ key: 5, doc_count: 2 }, { key: 6, doc_count: 1 }] });
    expect(result.aggregations.agg_range_price).toEqual({
      buckets: [
        { key: '0-50', from: 0, to: 50, doc_count: 1 },
        { key: '50-100', from: 50, to: 100, doc_count: 1 },
        { key: '100-*', from: 100, doc_count: 1 },
      ],
    });
    expect(result.aggregations.agg_terms_category_ids).toEqual({ buckets: [{ key: 10, doc_count: 2 }, { key: 11, doc_count: 1 }] });
    expect(result.aggregations.agg_min_price).toEqual({ value: 12.5 });
  });

  it('answers other entity types from the same index', async () => {
    const result = await engine.search(
      FIXTURE_INDEX,
      parseCatalogQuery({ type: 'category', filters: [{ field: 'is_active', op: 'eq', value: true }], sort: 'position:asc' }),
    );
    expect(result.hits.map((h) => h.source.id)).toEqual([2, 11, 20, 10, 30]);
  });

  it('answers an empty result for an index never imported', async () => {
    const result = await engine.search(`${FIXTURE_INDEX}_none`, parseCatalogQuery({ type: 'product' }));
    expect(result).toEqual({ hits: [], total: 0, aggregations: {} });
  });

  it('replaces the whole index on import and changes its generation', async () => {
    const before = await engine.generation(FIXTURE_INDEX);
    await engine.replace(FIXTURE_INDEX, { ...FIXTURE_DOCUMENTS, product: FIXTURE_DOCUMENTS.product!.slice(0, 2) });
    expect(await engine.count(FIXTURE_INDEX, 'product')).toBe(2);
    expect(await engine.generation(FIXTURE_INDEX)).not.toBe(before);
    await engine.replace(FIXTURE_INDEX, FIXTURE_DOCUMENTS);
  }, 2 * IMPORT_TIMEOUT_MS);
});
