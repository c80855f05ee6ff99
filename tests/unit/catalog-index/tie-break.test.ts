/**
 * Ties on a cluster (issue 33): every search the shop sends ends its sort with the document's place
 * in its import, the index maps that place for sorting only and keeps it out of the answers, and the
 * bulk fill writes each document's place whatever request carries it.
 */
import { parseCatalogQuery, type CatalogQueryInput } from '@/lib/catalog/search';
import { bulkFill, type BulkSend } from '@/lib/catalog/search/cluster/bulk-fill';
import { IMPORT_ORDER_FIELD, indexBody } from '@/lib/catalog/search/cluster/mappings';
import { TIE_BREAK, toSearchRequest } from '@/lib/catalog/search/cluster/translate';

const SHAPES: CatalogQueryInput[] = [
  { type: 'product' },
  { type: 'product', text: 'kaffee' },
  { type: 'product', sort: 'price:asc' },
  { type: 'product', text: 'kaffee', sort: ['name:desc', 'position:asc'] },
  { type: 'category', filters: [{ field: 'is_active', op: 'eq', value: true }], sort: 'position:asc', from: 50, size: 50 },
];

describe('the tie-breaker of cluster searches', () => {
  it.each(SHAPES.map((shape) => [JSON.stringify(shape), shape] as const))('ends the sort of %s with the import place, ascending', (_, shape) => {
    const sort = toSearchRequest(parseCatalogQuery(shape)).sort as unknown[];
    expect(sort.at(-1)).toEqual({ [IMPORT_ORDER_FIELD]: { order: 'asc', unmapped_type: 'integer' } });
    expect(sort.filter((key) => JSON.stringify(key).includes('_doc'))).toEqual([]);
  });

  it('answers on an index imported before the field existed (unmapped, not an error)', () => {
    expect(TIE_BREAK).toEqual({ [IMPORT_ORDER_FIELD]: expect.objectContaining({ unmapped_type: expect.any(String) }) });
  });

  it('is mapped for sorting only and kept out of the documents an answer shows', () => {
    const { mappings } = indexBody('de') as { mappings: { _source: { excludes: string[] }; properties: Record<string, unknown> } };
    expect(mappings.properties[IMPORT_ORDER_FIELD]).toEqual({ type: 'integer', index: false });
    expect(mappings._source.excludes).toEqual([IMPORT_ORDER_FIELD]);
  });
});

describe('the bulk fill', () => {
  it("writes each document's place in the import, whatever request carries it and in whatever order they land", async () => {
    const written = new Map<string, unknown>();
    let call = 0;
    const send: BulkSend = async (lines) => {
      // Later requests answer first, as parallel requests may.
      await new Promise((resolve) => setTimeout(resolve, 10 - (call++ % 10)));
      for (let i = 0; i < lines.length; i += 2) {
        const id = (JSON.parse(lines[i]) as { index: { _id: string } }).index._id;
        written.set(id, (JSON.parse(lines[i + 1]) as Record<string, unknown>)[IMPORT_ORDER_FIELD]);
      }
      return [];
    };
    const docs = Array.from({ length: 40 }, (_, i) => ({ id: `p${(i * 7) % 40}`, name: 'Kaffee' }));
    await bulkFill(send, 'i', docs, { concurrency: 4, requestChars: 100, retryPauseMs: 1 });
    expect(docs.map((doc) => written.get(doc.id))).toEqual(docs.map((_, place) => place));
    expect(docs[0]).not.toHaveProperty(IMPORT_ORDER_FIELD);
  });
});
