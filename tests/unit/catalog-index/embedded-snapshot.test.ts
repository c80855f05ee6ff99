/**
 * The embedded engine's binary snapshot: a server loading it answers exactly as the index built at
 * import; a damaged, foreign or outdated snapshot is ignored with a warning and rebuilt from the
 * JSON lines; a running server still switches to a newer import.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogDumpSchema } from '@/lib/catalog/documents';
import { documentsOfDump, EmbeddedCatalogIndex, parseCatalogQuery, type CatalogQueryInput } from '@/lib/catalog/search';
import { SNAPSHOT_VERSION } from '@/lib/catalog/search/embedded/collection-snapshot';
import { SnapshotError, SnapshotReader, SnapshotWriter } from '@/lib/catalog/search/embedded/snapshot-format';
import { INDEX_RELOAD_CHECK_MS } from '@/lib/config/search';
import { generateCatalogDump } from '@/lib/demo-catalog';
import { logger } from '@/lib/logging/logger';

// The engine warns through the server logger; the tests watch its warn method.

const dir = mkdtempSync(join(tmpdir(), 'catalog-snapshot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const INDEX = 'catalog_de_de';
const documents = documentsOfDump(catalogDumpSchema.parse(generateCatalogDump({ products: 300, seed: 7 }, INDEX)));
const productSnapshot = join(dir, INDEX, 'product.snapshot');

const QUERIES: CatalogQueryInput[] = [
  { type: 'product', size: 20, sort: 'price:asc', aggregations: [{ type: 'terms', field: 'color' }, { type: 'min', field: 'price' }, { type: 'max', field: 'price' }] },
  { type: 'product', filters: [{ field: 'price', op: 'range', value: { from: 5, to: 40 } }], sort: 'name:desc', size: 30, from: 5 },
  { type: 'product', filters: [{ field: 'status', op: 'eq', value: 1 }, { field: 'type_id', op: 'in', value: ['configurable', 'bundle'], facet: true }], aggregations: [{ type: 'terms', field: 'type_id' }, { type: 'range', field: 'price', ranges: [{ to: 10 }, { from: 10, to: 50 }, { from: 50 }] }] },
  { type: 'product', text: 'espreso bohnen', size: 10 },
  { type: 'product', text: 'kaffe', includeFields: ['sku', 'name'] },
  { type: 'category', filters: [{ field: 'level', op: 'gte', value: 2 }], sort: 'position:asc', size: 50 },
  { type: 'cms_page', filters: [{ field: 'identifier', op: 'eq', value: 'about-us' }] },
  { type: 'urlrewrite', size: 5 },
];

async function answers(engine: EmbeddedCatalogIndex) {
  return Promise.all(QUERIES.map((query) => engine.search(INDEX, parseCatalogQuery(query))));
}

let expected: Awaited<ReturnType<typeof answers>>;

beforeAll(async () => {
  const importer = new EmbeddedCatalogIndex(dir);
  await importer.replace(INDEX, documents);
  expected = await answers(importer);
  await importer.close();
});

afterEach(() => jest.restoreAllMocks());

it('writes a snapshot beside each JSON-lines file at import', () => {
  expect(existsSync(productSnapshot)).toBe(true);
  expect(existsSync(join(dir, INDEX, 'category.snapshot'))).toBe(true);
});

it('answers every query from the snapshot exactly as the index built at import', async () => {
  const warn = jest.spyOn(logger(), 'warn').mockImplementation(() => undefined);
  const server = new EmbeddedCatalogIndex(dir);
  expect(expected[0].total).toBeGreaterThan(0);
  expect(await answers(server)).toEqual(expected);
  expect(warn).not.toHaveBeenCalled();
  await server.close();
});

/** Rewrites the product snapshot's bytes (null removes it). */
function damageSnapshot(damage: (bytes: Buffer) => Buffer | null): void {
  const bytes = damage(readFileSync(productSnapshot));
  if (bytes) writeFileSync(productSnapshot, bytes);
  else rmSync(productSnapshot);
}

async function expectRebuiltAfter(damage: (bytes: Buffer) => Buffer | null, reason: RegExp) {
  damageSnapshot(damage);
  const warn = jest.spyOn(logger(), 'warn').mockImplementation(() => undefined);
  const server = new EmbeddedCatalogIndex(dir);
  expect(await answers(server)).toEqual(expected);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(JSON.stringify(warn.mock.calls[0])).toMatch(reason);
  await server.close();
  // The rebuilt snapshot was saved again: the next server loads it without a warning.
  warn.mockClear();
  const next = new EmbeddedCatalogIndex(dir);
  expect(await answers(next)).toEqual(expected);
  expect(warn).not.toHaveBeenCalled();
  await next.close();
}

it('ignores a snapshot with a flipped byte and rebuilds it from the JSON lines, with a warning', async () => {
  await expectRebuiltAfter((bytes) => {
    bytes[bytes.length - 3] ^= 0xff;
    return bytes;
  }, /checksum/);
});

it('ignores a truncated snapshot and rebuilds it', async () => {
  await expectRebuiltAfter((bytes) => bytes.subarray(0, bytes.length >> 1), /truncated/);
});

it('ignores a snapshot of another format version and rebuilds it', async () => {
  await expectRebuiltAfter((bytes) => {
    bytes.writeUInt32LE(SNAPSHOT_VERSION + 1, 8);
    return bytes;
  }, /format/);
});

it('ignores a file that is not a snapshot at all and rebuilds it', async () => {
  await expectRebuiltAfter(() => Buffer.from('{"not":"a snapshot"}'), /not an index snapshot/);
});

it('ignores a missing snapshot and rebuilds it', async () => {
  await expectRebuiltAfter(() => null, /no such file/);
});

it('ignores a snapshot left from another import and rebuilds it', async () => {
  const other = mkdtempSync(join(tmpdir(), 'catalog-snapshot-other-'));
  const importer = new EmbeddedCatalogIndex(other);
  await importer.replace(INDEX, documents);
  await importer.close();
  const foreign = readFileSync(join(other, INDEX, 'product.snapshot'));
  rmSync(other, { recursive: true, force: true });
  await expectRebuiltAfter(() => foreign, /another import/);
});

it('switches a running server to a newer import', async () => {
  const server = new EmbeddedCatalogIndex(dir);
  expect(await server.count(INDEX, 'product')).toBe(documents.product!.length);
  const importer = new EmbeddedCatalogIndex(dir);
  const newer = { ...documents, product: [{ id: 1, sku: 'ONLY-ONE', name: 'Espresso Neu', price: 9 }] };
  await importer.replace(INDEX, newer);
  const sizeAfterImport = statSync(productSnapshot).size;
  jest.spyOn(Date, 'now').mockReturnValue(Date.now() + INDEX_RELOAD_CHECK_MS);
  const warn = jest.spyOn(logger(), 'warn').mockImplementation(() => undefined);
  const result = await server.search(INDEX, parseCatalogQuery({ type: 'product', text: 'espresso' }));
  expect(result.hits.map((hit) => hit.source.sku)).toEqual(['ONLY-ONE']);
  expect(await server.generation(INDEX)).toBe(await importer.generation(INDEX));
  expect(warn).not.toHaveBeenCalled();
  expect(statSync(productSnapshot).size).toBe(sizeAfterImport);
  await server.close();
  await importer.close();
});

describe('snapshot arrays', () => {
  const path = join(dir, 'arrays.snapshot');

  it('writes bytes met before once, and reads every copy back as a view over them', () => {
    const ids = Uint32Array.from({ length: 1000 }, (_, i) => i * 7);
    const writer = new SnapshotWriter();
    writer.array(ids);
    writer.array(Float64Array.from(ids));
    writer.array(Uint32Array.from(ids));
    writer.array(new Uint8Array(ids.buffer));
    writer.writeTo(path, SNAPSHOT_VERSION);
    // One copy of the 4 000 bytes and one of the 8 000, not four arrays.
    expect(statSync(path).size).toBeLessThan(4_000 + 8_000 + 200);

    const reader = SnapshotReader.open(path, SNAPSHOT_VERSION);
    const first = reader.uint32Array();
    const doubles = reader.float64Array();
    const again = reader.uint32Array();
    const bytes = reader.uint8Array();
    reader.end();
    expect(Array.from(first)).toEqual(Array.from(ids));
    expect(Array.from(doubles)).toEqual(Array.from(ids));
    expect(Array.from(again)).toEqual(Array.from(ids));
    expect(Array.from(bytes)).toEqual(Array.from(new Uint8Array(ids.buffer)));
    expect(again.buffer).toBe(first.buffer);
    expect(again.byteOffset).toBe(first.byteOffset);
    expect(bytes.byteOffset).toBe(first.byteOffset);
  });

  it('refuses a reference to an array it has not read, or one its element size does not divide', () => {
    const writer = new SnapshotWriter();
    writer.array(Uint8Array.of(1, 2, 3));
    writer.number(-1);
    writer.number(-2);
    writer.writeTo(path, SNAPSHOT_VERSION);
    const reader = SnapshotReader.open(path, SNAPSHOT_VERSION);
    expect(Array.from(reader.uint8Array())).toEqual([1, 2, 3]);
    expect(() => reader.uint32Array()).toThrow(SnapshotError);
    expect(() => reader.uint8Array()).toThrow(/reference out of bounds/);
  });
});
