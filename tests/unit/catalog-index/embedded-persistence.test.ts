/** The embedded engine persists under its directory and a server picks up another process's import. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedCatalogIndex, parseCatalogQuery, tileOf } from '@/lib/catalog/search';
import { INDEX_RELOAD_CHECK_MS } from '@/lib/config/search';
import { jsonLinesOffsets } from '@/lib/catalog/search/embedded/json-lines-file';
import { lineOffsets } from '@/lib/catalog/search/embedded/source-store';

const dir = mkdtempSync(join(tmpdir(), 'catalog-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('re-reads the index once another process has imported into it', async () => {
  const server = new EmbeddedCatalogIndex(dir);
  const importer = new EmbeddedCatalogIndex(dir);
  expect(await server.count('catalog_x', 'product')).toBe(0);
  await importer.replace('catalog_x', { product: [{ id: 1, sku: 'A' }] });
  const now = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now + INDEX_RELOAD_CHECK_MS);
  const result = await server.search('catalog_x', parseCatalogQuery({ type: 'product' }));
  expect(result.hits.map((h) => h.source)).toEqual([{ id: 1, sku: 'A' }]);
  expect(await server.generation('catalog_x')).toBe(await importer.generation('catalog_x'));
  clock.mockRestore();
  await server.close();
  await importer.close();
});

describe('tiles (ADR 0077)', () => {
  const products = [
    { id: 1, sku: 'A', name: 'Tasse', description: 'lang', stock: { is_in_stock: true, qty: 3 } },
    { id: 2, sku: 'B', name: 'Kanne', description: 'länger', stock: { is_in_stock: false, qty: 0 } },
  ];
  const tiles = async (engine: EmbeddedCatalogIndex) => (await engine.search('catalog_t', parseCatalogQuery({ type: 'product', view: 'tile', sort: 'id:asc' }))).hits.map((h) => h.source);
  const tilesFile = join(dir, 'catalog_t', 'product.tiles.jsonl');

  it('answers the tiles the import kept, after a reload too', async () => {
    const importer = new EmbeddedCatalogIndex(dir);
    await importer.replace('catalog_t', { product: products });
    expect(await tiles(importer)).toEqual([{ id: 1, sku: 'A', name: 'Tasse', stock: { is_in_stock: true } }, { id: 2, sku: 'B', name: 'Kanne', stock: { is_in_stock: false } }]);
    await importer.close();
    // What a fresh process reads is the import's file: a changed tile there is answered as it stands.
    const lines = readFileSync(tilesFile, 'utf8').split('\n');
    writeFileSync(tilesFile, [lines[0], JSON.stringify({ id: 1, sku: 'A', name: 'kept' }), ...lines.slice(2)].join('\n'));
    const server = new EmbeddedCatalogIndex(dir);
    expect((await tiles(server))[0]).toEqual({ id: 1, sku: 'A', name: 'kept' });
    await server.close();
  });

  it('projects the documents of an index imported before tiles were kept, or whose tiles are of another import', async () => {
    const expected = products.map(tileOf);
    for (const change of [() => rmSync(tilesFile), () => writeFileSync(tilesFile, `${JSON.stringify({ generation: 'another' })}\n${products.map((p) => JSON.stringify({ id: p.id })).join('\n')}\n`)]) {
      const importer = new EmbeddedCatalogIndex(dir);
      await importer.replace('catalog_t', { product: products });
      await importer.close();
      change();
      const server = new EmbeddedCatalogIndex(dir);
      expect(await tiles(server)).toEqual(expected);
      await server.close();
    }
  });
});

it('reads a file\'s line offsets chunk by chunk as from the whole file, across chunk ends', () => {
  const path = join(dir, 'lines.jsonl');
  writeFileSync(path, Array.from({ length: 40_000 }, (_, i) => `${JSON.stringify({ i, text: 'x'.repeat(i % 97) })}\n`).join(''));
  expect(readFileSync(path).length).toBeGreaterThan(2 * 1024 * 1024);
  expect(jsonLinesOffsets(path)).toEqual(lineOffsets(readFileSync(path)));
});
