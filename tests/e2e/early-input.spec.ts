/**
 * A tap on any control while the page hydrates (issue 35, ADR 0073), on a phone at 4× CPU (the
 * hydration's commit is when the menu marks itself enhanced). The header's menu button tapped before
 * the page's scripts have run opens the menu once the page has hydrated (the held click handed over;
 * without the layout's script the click reached no React listener and was lost), its event short. The
 * quantity field tapped again and again while the page's scripts run and hydrate takes focus, and
 * every tap that came before the commit ended before it: React finished no hydration inside one
 * (without the script a tap that meets the hydration lasts until its commit). A held button shows
 * itself busy from the tap until the hand-over, in place (ADR 0076).
 */
import { test, expect, type Page, type Route } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { productPathOn, storeUrl } from './support/server';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const HOST = 'de.localhost';
const MENU_BUTTON = 'button[aria-controls="main-menu-drawer"]';
const QUANTITY = 'form[data-early-tap] input[name="qty"]';

/**
 * Records the page's input events (Event Timing: when its listeners began and ended, the ones of 16 ms
 * or more, reported after their next frame; an event that came while a task ran waits for it, so it
 * began its listeners after that task), every touch as the page's listeners get it (a listener
 * registered before any page script), and when the hydration committed (the menu's enhanced mark).
 */
function observeHydration(): void {
  const record = { events: [] as { name: string; start: number; end: number }[], touches: [] as number[], committed: null as number | null };
  (window as unknown as { __hydration: typeof record }).__hydration = record;
  window.addEventListener('pointerdown', () => record.touches.push(performance.now()), { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) record.events.push({ name: entry.name, start: entry.processingStart, end: entry.processingEnd });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  new MutationObserver(() => {
    if (record.committed === null && document.querySelector('[data-menu][data-enhanced]')) record.committed = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-enhanced'] });
}

/** Opens the product page with its chunk scripts held and the CPU slowed 4×; returns the centre of `selector` (in view) and the scripts' release. */
async function openBeforeHydration(page: Page, selector: string): Promise<{ x: number; y: number; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.addInitScript(observeHydration);
  const productPath = await productPathOn(HOST, DEMO_SKUS.greenTea);
  await page.goto(`${storeUrl(HOST)}${productPath}`, { waitUntil: 'domcontentloaded' });
  await page.locator(selector).scrollIntoViewIfNeeded();
  const box = (await page.locator(selector).boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, release };
}

const hydration = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hydration: { events: { name: string; start: number; end: number }[]; touches: number[]; committed: number | null } }).__hydration);

/** The tap's first events (Event Timing), and when the hydration committed. */
async function tapEvents(page: Page): Promise<{ taps: { start: number; end: number }[]; committed: number }> {
  await expect.poll(async () => (await hydration(page)).committed, { timeout: 30_000 }).not.toBeNull();
  const { events, committed } = await hydration(page);
  return { taps: events.filter((event) => event.name === 'pointerdown'), committed: committed! };
}

test('the menu button tapped before the page has hydrated opens the menu once it has, and its event is short', async ({ page }) => {
  const { x, y, release } = await openBeforeHydration(page, MENU_BUTTON);
  await page.touchscreen.tap(x, y);
  release();
  const button = page.locator(MENU_BUTTON);
  // The held click, handed to the hydrated page: without the script it reached no React listener and was lost.
  await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
  await expect(page.locator('#main-menu-drawer')).toBeVisible();
  const { taps, committed } = await tapEvents(page);
  expect(taps.length).toBeGreaterThan(0);
  for (const tap of taps) expect(tap.end).toBeLessThan(committed);
});

test('a held button shows itself busy before the page has hydrated, in place, and not after the hand-over', async ({ page }, testInfo) => {
  const { x, y, release } = await openBeforeHydration(page, MENU_BUTTON);
  const button = page.locator(MENU_BUTTON);
  const before = await button.boundingBox();
  await page.touchscreen.tap(x, y);
  // The page's scripts are still held: this is the script's sign, not React's.
  await expect(button).toHaveAttribute('aria-busy', 'true');
  expect(await button.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');
  expect(await button.boundingBox()).toEqual(before);
  await testInfo.attach('held menu button, 375 px', { body: await page.screenshot({ clip: { x: 0, y: 0, width: 375, height: 160 } }), contentType: 'image/png' });
  release();
  await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
  await expect(button).not.toHaveAttribute('aria-busy');
  expect(await button.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
});

test('taps on the quantity field while the page hydrates end before the hydration does, and the field takes focus', async ({ page }) => {
  const { x, y, release } = await openBeforeHydration(page, QUANTITY);
  release();
  // Tapped again and again until the hydration has committed, so taps meet it whenever it runs.
  while ((await hydration(page)).committed === null) {
    await page.touchscreen.tap(x, y);
    await page.waitForTimeout(20);
  }
  const { committed } = await tapEvents(page);
  // The taps met the hydration: at least one reached the page before its commit.
  expect((await hydration(page)).touches.filter((touch) => touch < committed).length).toBeGreaterThan(0);
  // Event Timing reports an entry after its next frame: a tap that met the commit is reported later.
  await page.waitForTimeout(1_000);
  const { taps } = await tapEvents(page);
  // React finished no hydration inside a tap: each reported one whose listeners began before the commit
  // ended them before it (one that React hydrated inside would end after the commit; one that waited
  // for the commit's task begins after it). A tap not reported lasted under 16 ms, far less than the
  // hydration's rest.
  for (const tap of taps.filter((tap) => tap.start < committed)) expect(tap.end).toBeLessThan(committed);
  await expect(page.locator(QUANTITY)).toBeFocused();
});
