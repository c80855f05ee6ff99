/**
 * `npm run bench:bundle`: first-load JavaScript (gzip -9 of every `<script src>`; the runtime's chunks a page
 * prefetches are shown apart, they are not run on landing) and HTML bytes of
 * the shop's routes (home, category, product, CMS, search, cart, checkout, account on the German
 * store), beside a bare Next.js page built in the same run as the floor (ADR 0011), and the HTML of
 * every store view's largest category page. Needs the
 * shop's build (`npm start` or `next build`); builds the bare app when it is missing.
 */
import { CATEGORY_HTML_TARGET_BYTES, CATEGORY_PAGES_BY_STORE_VIEW, LANDING_JS_ALLOWANCE_BYTES } from '@/lib/config/landing-budget';
import { CATALOGUE_ROUTES, OTHER_ROUTES, buildBareApp, measurePage, startBareApp, startShop } from './first-load';

const SHOP_PORT = Number(process.env.BENCH_PORT ?? 3291);
const BARE_PORT = SHOP_PORT + 1;
const HOST = 'de.localhost';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  buildBareApp();
  const bare = await startBareApp(BARE_PORT);
  const floor = await measurePage(BARE_PORT, 'localhost', '/').finally(() => bare.stop());
  const shop = await startShop(SHOP_PORT, process.env.DATA_DIR ?? '.data');
  try {
    console.log(`floor: bare Next.js page ${kb(floor.jsGzipBytes)} first-load JS (${floor.scripts} scripts); budget ${kb(floor.jsGzipBytes + LANDING_JS_ALLOWANCE_BYTES)}`);
    console.log('route      first-load JS   over floor   HTML        scripts  prefetched, not run (ADR 0055)');
    for (const route of [...CATALOGUE_ROUTES, ...OTHER_ROUTES]) {
      const page = await measurePage(SHOP_PORT, HOST, route.path);
      const catalogue = CATALOGUE_ROUTES.some((r) => r.name === route.name);
      const over = page.jsGzipBytes - floor.jsGzipBytes;
      const verdict = catalogue ? (over <= LANDING_JS_ALLOWANCE_BYTES ? 'within budget' : 'OVER BUDGET') : '';
      const html = route.name === 'category' ? `${kb(page.htmlBytes)} (target ${kb(CATEGORY_HTML_TARGET_BYTES)})` : kb(page.htmlBytes);
      console.log(`${route.name.padEnd(10)} ${kb(page.jsGzipBytes).padStart(10)}   ${`+${kb(over)}`.padStart(10)}   ${html.padEnd(11)} ${String(page.scripts).padEnd(8)} ${kb(page.prefetchGzipBytes).padStart(9)}  ${verdict}`);
    }
    console.log(`category pages per store view (target ${kb(CATEGORY_HTML_TARGET_BYTES)})`);
    for (const { host, path } of CATEGORY_PAGES_BY_STORE_VIEW) {
      const page = await measurePage(SHOP_PORT, host, path);
      const verdict = page.htmlBytes <= CATEGORY_HTML_TARGET_BYTES ? 'within target' : 'OVER TARGET';
      console.log(`  ${`${host}${path}`.padEnd(24)} ${String(page.tiles).padStart(3)} tiles   HTML ${kb(page.htmlBytes).padStart(9)}  ${verdict}`);
    }
  } finally {
    await shop.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
