/** The service worker from a spec's side. */
import { expect, type Page } from '@playwright/test';

/** Waits until the worker is active and controls the page, so later navigations go through it. */
export async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
