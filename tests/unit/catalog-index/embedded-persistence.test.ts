/** The embedded engine persists under its directory and a server picks up another process's import. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedCatalogIndex, parseCatalogQuery } from '@/lib/catalog/search';
import { INDEX_RELOAD_CHECK_MS } from '@/lib/config/search';

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
