import type { Page } from '@playwright/test';

/** Full-page screenshots at a phone's and a desktop's width into SHOTS_DIR, when it is set (for looking at, not asserting). */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: a page scrolled to a focused message draws its sticky header halfway down the full-page image.
    await page.evaluate(() => window.scrollTo(0, 0));
    // The header hidden on the way down slides back in a scroll check and a transition later; a
    // picture taken at once shows the page without it.
    await page.waitForFunction(() => (document.querySelector('header.site-header')?.getBoundingClientRect().top ?? 0) >= 0, undefined, { timeout: 2_000 }).catch(() => undefined);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
