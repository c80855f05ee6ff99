/**
 * The landing budget (docs/architecture.md "Landing weight", ADR 0011) on the production build:
 * every catalogue page loads at most a bare Next.js page's JavaScript + 30 KB (issue 12's target),
 * and a category page of 40 tiles is at most 100 KB of HTML on every store view. Sizes, not timings: they are the same on every run of a build.
 * `npm test` builds first (scripts/test.mjs); run alone, it needs `npm start`'s or `next build`'s build.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CATEGORY_HTML_TARGET_BYTES, CATEGORY_PAGES_BY_STORE_VIEW, LANDING_JS_ALLOWANCE_BYTES } from '@/lib/config/landing-budget';
import { CATALOGUE_ROUTES, ROOT, buildBareApp, measurePage, startBareApp, startShop, type PageWeight, type RunningServer } from '@/scripts/bench/first-load';

// BENCH_PORT moves both, so runs in several checkouts on one machine keep apart.
const SHOP_PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + 2 : 3293;
const BARE_PORT = SHOP_PORT + 1;
const HOST = 'de.localhost';

jest.setTimeout(240_000);

describe('landing budget', () => {
  let floor: PageWeight;
  let shop: RunningServer;
  const pages = new Map<string, PageWeight>();
  const categories = new Map<string, PageWeight>();

  beforeAll(async () => {
    if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) throw new Error('no production build: run `npm start` or `npx next build` first (npm test builds)');
    buildBareApp();
    const bare = await startBareApp(BARE_PORT);
    floor = await measurePage(BARE_PORT, 'localhost', '/').finally(() => bare.stop());
    shop = await startShop(SHOP_PORT, process.env.DATA_DIR ?? '.data');
    for (const route of CATALOGUE_ROUTES) pages.set(route.name, await measurePage(SHOP_PORT, HOST, route.path));
    for (const { host, path: page } of CATEGORY_PAGES_BY_STORE_VIEW) categories.set(`${host}${page}`, await measurePage(SHOP_PORT, host, page));
  });

  afterAll(async () => {
    await shop?.stop();
  });

  it('measures a real floor: the bare page loads the framework and nothing else', () => {
    expect(floor.scripts).toBeGreaterThan(2);
    expect(floor.jsGzipBytes).toBeGreaterThan(100 * 1024);
  });

  it.each(CATALOGUE_ROUTES.map((route) => route.name))('%s page loads at most the bare page + 30 KB of JavaScript', (name) => {
    const page = pages.get(name)!;
    expect(page.status).toBe(200);
    expect(page.jsGzipBytes - floor.jsGzipBytes).toBeLessThanOrEqual(LANDING_JS_ALLOWANCE_BYTES);
  });

  it.each(CATEGORY_PAGES_BY_STORE_VIEW.map(({ host, path: page }) => `${host}${page}`))('category page %s: 40 tiles in at most 100 KB of HTML', (name) => {
    const category = categories.get(name)!;
    expect(category.status).toBe(200);
    expect(category.tiles).toBe(40);
    expect(category.htmlBytes).toBeLessThanOrEqual(CATEGORY_HTML_TARGET_BYTES);
  });
});
