/**
 * Playwright's `test` for every spec, with one change: pages fetch their chunk scripts after the first
 * paint (ADR 0034), and on localhost the load event `page.goto` waits for may come before that paint.
 * Each navigation of a spec's page (and of pages its context opens) therefore also waits until every
 * chunk the page's loader lists has arrived, which the load event used to include. A spec acts on a
 * page as it did before: scripts loaded, hydration under way.
 */
import { test as base, type Page } from '@playwright/test';
import { deferredChunkUrls } from '@/lib/html-delivery/deferred-chunk-scripts';

export * from '@playwright/test';

const CHUNK_WAIT_MS = 15_000;

async function chunksArrived(page: Page): Promise<void> {
  const html = await page.evaluate(() => document.getElementById('deferred-chunks')?.outerHTML ?? '').catch(() => '');
  const wanted = deferredChunkUrls(html);
  if (wanted.length === 0) return;
  await page
    .waitForFunction(
      (urls) => {
        const arrived = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
        return urls.every((url) => arrived.has(url));
      },
      wanted,
      { timeout: CHUNK_WAIT_MS },
    )
    // A page that navigated on by itself has no chunks to wait for; a loader that never loads fails the spec's own steps.
    .catch(() => undefined);
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

function waitingForChunks(page: Page): Page {
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page[typeof name]>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await chunksArrived(page);
      return response;
    };
  }
  return page;
}

// The `page` fixture is opened through the context, so it waits too.
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const newPage = context.newPage.bind(context);
      context.newPage = async () => waitingForChunks(await newPage());
    }
    await use(context);
  },
});
