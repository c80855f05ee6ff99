/**
 * A job worker in a process of its own for the two-worker test: the test catalogue in memory, then
 * the same runner `npm run worker` builds; prints "ready", drains on "go" from stdin, prints the count.
 */
import { EmbeddedCatalogIndex, useCatalogIndex } from '@/lib/catalog/search';
import { closeDb } from '@/lib/db';
import { createShopJobRunner } from '@/lib/commerce/shop-jobs';
import { TEST_PRODUCTS, TEST_REMOTE_CONFIG, TEST_TAX_RULES } from '../../integration/commerce/test-catalog';

async function main(): Promise<void> {
  const engine = new EmbeddedCatalogIndex(null);
  for (const index of ['catalog_de_de', 'catalog_default']) {
    await engine.replace(index, { product: TEST_PRODUCTS, taxrule: TEST_TAX_RULES, config: TEST_REMOTE_CONFIG });
  }
  useCatalogIndex(engine);
  const fixed = new Date(process.env.JOBS_NOW!);
  const runner = await createShopJobRunner({ now: () => fixed });
  await (runner as { ready?: () => Promise<void> }).ready?.();
  process.stdout.write('ready\n');
  await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
  const ran = await runner.drain();
  await runner.stop();
  await closeDb();
  process.stdout.write(`${JSON.stringify({ ran })}\n`);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
