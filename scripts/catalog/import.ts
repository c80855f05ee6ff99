/**
 * `npm run catalog:import [-- --file dump.json ...] [-- --products N --seed S]`: loads
 * user-supplied dumps, or the generated demo catalogue, into the configured engine (embedded
 * under `DATA_DIR/index`, or Elasticsearch with ELASTICSEARCH_URL), replacing each dump's index.
 * Afterwards a running server is told to drop its cached catalogue pages (REVALIDATE_URL and
 * REVALIDATE_SECRET); without them the import only says why it did not.
 */
import { createConfiguredCatalogIndex, importDump } from '@/lib/catalog/index';
import { notifyCatalogImported } from '@/lib/cms';
import { DEMO_IMPORT_DEFAULTS } from '@/lib/config/search';
import { dumpsFromFiles, generatedDumps, numberArg, readArgs } from './catalog-dumps';

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2));
  const files = args.get('file') ?? [];
  const dumps =
    files.length > 0
      ? dumpsFromFiles(files)
      : generatedDumps(numberArg(args, 'products', DEMO_IMPORT_DEFAULTS.products), numberArg(args, 'seed', DEMO_IMPORT_DEFAULTS.seed));
  const engine = createConfiguredCatalogIndex();
  try {
    for (const dump of dumps) {
      const started = performance.now();
      await importDump(dump, engine);
      const ms = Math.round(performance.now() - started);
      console.log(`${engine.engine}: ${dump.index} ← ${dump.products.length} products, ${dump.categories.length} categories (${ms} ms)`);
    }
  } finally {
    await engine.close();
  }
  const notice = await notifyCatalogImported();
  console.log(notice.sent ? 'Cached catalogue pages dropped on the running server' : `Cached catalogue pages not dropped: ${notice.reason}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
