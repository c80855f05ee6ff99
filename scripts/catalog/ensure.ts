/**
 * `npm run catalog:ensure` (run by `npm start` before serving): imports the demo catalogue into
 * every store index that holds no products yet, and leaves imported catalogues alone.
 */
import { createConfiguredCatalogIndex, importDump } from '@/lib/catalog/search';
import { DEMO_IMPORT_DEFAULTS } from '@/lib/config/search';
import { getStores } from '@/lib/config/stores';
import { generatedDumps } from './catalog-dumps';

async function main(): Promise<void> {
  const engine = createConfiguredCatalogIndex();
  try {
    const indexes = [...new Set(getStores().map((store) => store.catalogIndex))];
    const empty: string[] = [];
    for (const index of indexes) if ((await engine.count(index, 'product')) === 0) empty.push(index);
    if (empty.length === 0) {
      console.log(`${engine.engine}: every catalogue index holds products`);
      return;
    }
    const dumps = generatedDumps(DEMO_IMPORT_DEFAULTS.products, DEMO_IMPORT_DEFAULTS.seed).filter((dump) => empty.includes(dump.index));
    for (const dump of dumps) {
      await importDump(dump, engine);
      console.log(`${engine.engine}: ${dump.index} ← demo catalogue, ${dump.products.length} products`);
    }
  } finally {
    await engine.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
