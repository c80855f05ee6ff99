/**
 * `npm run catalog:import [-- --file dump.json ...] [-- --products N --seed S]`: loads
 * user-supplied dumps, or the generated demo catalogue, into the configured engine (embedded
 * under `DATA_DIR/index`, or Elasticsearch with ELASTICSEARCH_URL), replacing each dump's index.
 * Afterwards the change is published once (see announceImport; ADR 0017).
 */
import { createConfiguredCatalogIndex, importDump } from '@/lib/catalog/search';
import { notifyCatalogImported } from '@/lib/cms';
import { closeDb, getDb } from '@/lib/db';
import { publishCatalogChange } from '@/lib/replicas';
import { DEMO_IMPORT_DEFAULTS } from '@/lib/config/search';
import { DATABASE_URL_ENV } from '@/lib/config/commerce';
import { REVALIDATE_URL_ENV } from '@/lib/config/cms';
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
  console.log(await announceImport());
}

/**
 * One event per import: with REVALIDATE_URL on SQLite the server publishes it (and drops its pages at
 * once); otherwise the importer raises the generation itself, which PostgreSQL announces to every
 * replica and a SQLite server finds at its next check.
 */
async function announceImport(): Promise<string> {
  if (!process.env[DATABASE_URL_ENV] && process.env[REVALIDATE_URL_ENV]) {
    const notice = await notifyCatalogImported();
    if (notice.sent) return 'Cached catalogue pages dropped on the running server';
    console.log(`The running server was not told: ${notice.reason}`);
  }
  try {
    const generation = await publishCatalogChange(await getDb());
    return `Catalogue change published (generation ${generation}): every replica drops its cached pages`;
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
