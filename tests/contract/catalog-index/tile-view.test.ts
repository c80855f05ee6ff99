/**
 * A tile query (`view: 'tile'`, ADR 0077) answers the same hits, totals and aggregations as the
 * whole-document query, each hit's source `tileOf` its whole document, on every engine; the
 * embedded engine's tiles are the reference the cluster's equal (a cluster index fetches the tile
 * it stored at import). An index imported before tiles were stored (no `_meta` mark) answers the
 * same tiles, projected from its sources.
 */
import { parseCatalogQuery, tileOf, type CatalogIndex, type CatalogQueryInput, type SearchResult } from '@/lib/catalog/search';
import { aliasOf } from '@/lib/catalog/search/cluster/cluster-index';
import { STORED_TILE_META } from '@/lib/catalog/search/cluster/mappings';
import { generateCatalog } from '@/lib/demo-catalog';
import { clusterUrl, contractEngines, firstNode, prefixOf } from './engines';

const SUITE = 'tile-view';
const IMPORT_TIMEOUT_MS = 180_000;
const dump = generateCatalog({ products: 160, seed: 7 }).find((d) => d.index === 'catalog_de_de')!;
const configurable = dump.products.find((p) => p.type_id === 'configurable')!;
const child = configurable.configurable_children![1];

const QUERIES: Record<string, Omit<CatalogQueryInput, 'view'>> = {
  listing: { type: 'product', filters: [{ field: 'status', op: 'eq', value: 1 }], sort: 'id:asc', size: 60, aggregations: [{ type: 'terms', field: 'category_ids' }] },
  'price and sort': { type: 'product', filters: [{ field: 'price', op: 'range', value: { from: 5, to: 100 } }], sort: ['price:asc', 'id:asc'], from: 10, size: 30 },
  'a configurable by its child': { type: 'product', text: child.name, size: 20 },
  'a name with a typo': { type: 'product', text: `${configurable.name!.slice(0, 4)}x${configurable.name!.slice(5)}`, size: 20 },
};

/** A result with each hit's source as `tileOf` makes it of the whole document. */
const tiled = (whole: SearchResult): SearchResult => ({ ...whole, hits: whole.hits.map((hit) => ({ ...hit, source: tileOf(hit.source) })) });
/** The embedded engine's tile answers, which the cluster's must equal (sorted listings; ranked ones are compared within an engine). */
const reference = new Map<string, SearchResult>();
const SORTED = ['listing', 'price and sort'];

describe.each(contractEngines(SUITE))('tile view: %s', (name, create) => {
  let engine: CatalogIndex;
  const search = (input: CatalogQueryInput) => engine.search(dump.index, parseCatalogQuery(input));

  beforeAll(async () => {
    engine = create();
    await engine.replace(dump.index, { product: dump.products });
  }, IMPORT_TIMEOUT_MS);
  afterAll(() => engine.close());

  it.each(Object.keys(QUERIES))('answers %s with the tiles of the whole answer', async (query) => {
    const tiles = await search({ ...QUERIES[query], view: 'tile' });
    expect(tiles.hits.length).toBeGreaterThan(0);
    expect(tiles).toEqual(tiled(await search({ ...QUERIES[query], view: 'whole' })));
    if (!SORTED.includes(query)) return;
    if (name.startsWith('embedded (memory)')) reference.set(query, tiles);
    else expect(tiles).toEqual(reference.get(query));
  });

  it('filters a tile by includeFields and excludeFields', async () => {
    const listing = { ...QUERIES.listing, size: 5 };
    const included = await search({ ...listing, view: 'tile', includeFields: ['sku', 'stock'] });
    expect(included.hits.map((hit) => hit.source)).toEqual(
      (await search({ ...listing, view: 'whole' })).hits.map((hit) => ({ sku: hit.source.sku, stock: { is_in_stock: (hit.source.stock as { is_in_stock: boolean }).is_in_stock } })),
    );
    const excluded = await search({ ...listing, view: 'tile', excludeFields: ['configurable_children'] });
    for (const hit of excluded.hits) expect(hit.source).not.toHaveProperty('configurable_children');
  });

  const cluster = !name.startsWith('embedded');
  (cluster ? it : it.skip)('answers tiles when its alias moves back to an index that kept its tile as a stored string (ADR 0077), which refuses doc values', async () => {
    const node = firstNode(clusterUrl(name === 'elasticsearch' ? 'elasticsearch' : 'opensearch') ?? '');
    const alias = prefixOf(SUITE) + aliasOf(dump.index, 'product');
    const json = (path: string, method = 'GET', body?: unknown) =>
      fetch(`${node}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }).then(async (answer) => {
        expect(answer.ok).toBe(true);
        return (await answer.json()) as Record<string, { settings: { index: { analysis: unknown } }; mappings: { _meta: Record<string, unknown>; properties: Record<string, unknown> } }>;
      });
    const listing = { ...QUERIES.listing, view: 'tile' as const };
    // The suite's adapter has read the current index's mark: it asks tiles as doc values.
    await search(listing);
    const [[current, { settings, mappings }]] = Object.entries(await json(`/${alias}`));
    const { [STORED_TILE_META]: _mark, ...meta } = mappings._meta;
    const older = `${alias}_stored_string`;
    await json(`/${older}`, 'PUT', {
      settings: { number_of_shards: 1, analysis: settings.index.analysis },
      mappings: { ...mappings, _meta: { ...meta, stored_tile: true }, properties: { ...mappings.properties, catalog_tile: { type: 'keyword', index: false, doc_values: false, store: true } } },
    });
    const lines = dump.products.flatMap((product) => [JSON.stringify({ index: { _index: older, _id: String(product.id) } }), JSON.stringify(product)]);
    await fetch(`${node}/_bulk?refresh=true`, { method: 'POST', headers: { 'content-type': 'application/x-ndjson' }, body: `${lines.join('\n')}\n` });
    const swap = (from: string, to: string) => json('/_aliases', 'POST', { actions: [{ remove: { index: from, alias } }, { add: { index: to, alias } }] });
    await swap(current, older);
    try {
      expect(await search(listing)).toEqual(tiled(await search({ ...listing, view: 'whole' })));
    } finally {
      await swap(older, current);
    }
  });

  (cluster ? it : it.skip)('answers tiles from the sources of an index imported without them', async () => {
    // The node of the engine under test: CI runs both clusters, each holding this suite's indices.
    const node = firstNode(clusterUrl(name === 'elasticsearch' ? 'elasticsearch' : 'opensearch') ?? '');
    const alias = prefixOf(SUITE) + aliasOf(dump.index, 'product');
    const mappings = (await (await fetch(`${node}/${alias}/_mapping`)).json()) as Record<string, { mappings: { _meta: Record<string, unknown> } }>;
    const [[concrete, { mappings: current }]] = Object.entries(mappings);
    expect(current._meta[STORED_TILE_META]).toBe(true);
    const { [STORED_TILE_META]: _mark, ...unmarked } = current._meta;
    const put = await fetch(`${node}/${concrete}/_mapping`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ _meta: unmarked }) });
    expect(put.ok).toBe(true);
    // A fresh adapter reads the mapping afresh (the shop's learns of a new generation within INDEX_RELOAD_CHECK_MS).
    const fresh = create();
    try {
      for (const query of Object.keys(QUERIES)) {
        const input = { ...QUERIES[query], view: 'tile' as const };
        expect(await fresh.search(dump.index, parseCatalogQuery(input))).toEqual(tiled(await fresh.search(dump.index, parseCatalogQuery({ ...input, view: 'whole' }))));
      }
    } finally {
      await fresh.close();
    }
  });
});
