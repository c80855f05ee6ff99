/**
 * `npm run bench:first-tap [-- --runs 3 --delays 1000,8000 --store de]`: a new shopper's first
 * "add to cart" tap on the product page (the same product bench:lighthouse measures) on a mid phone:
 * Chromium with 4× CPU slowdown and slow 4G (150 ms latency, 1.6 Mbps down, 750 Kbps up) set over
 * CDP, a touch viewport, no stored state. The tap comes `delay` ms after the load event — 1 s (while
 * the page may still hydrate, issue 35) and, as the anchor measured in the same run, 8 s (the page
 * long settled). Prints per delay the medians of
 * - the tap's longest input event (Event Timing's duration: from the touch until the frame after its
 *   handlers; target ≤ 200 ms),
 * - when the button shows itself busy and when the badge counts the add (from the touch),
 * - the time to the confirmation toast (from the touch; target ≤ 1.0 s),
 * - when the hydrated form took the tap over and how long the confirmation came after that: what the
 *   client runtime's start and the add took, apart from how long the page hydrated (ADR 0072). A tap
 *   that came after the hydration has no hand-over; its confirmation counts in the last column only.
 * `--frames` also prints each run's long animation frames (≥ 50 ms, from the navigation to the
 * confirmation) with the scripts that ran longest in each, when each chunk and API call went and
 * came, and when the hydrated form took the tap over: where the main thread and the network went.
 * `--tap 'selector' --then 'selector' [--page home]` taps another control instead (the first match,
 * on the product page or the home page) and prints its longest input event, whether the `--then`
 * selector matched afterwards (the control did what it should: `[aria-expanded="true"]`, `:focus`)
 * and when, and when the page marked itself hydrated (ADR 0073; not seen on a build without it).
 * A benchmark, not a test: it exits 0 whatever the figures. Uses the shop on PORT (default 3000) or
 * starts one there (shop-server.ts).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium, devices, type Browser } from '@playwright/test';
import { CONSENT_GIVEN_STATE } from '../../tests/e2e/support/consent-state';
import { ROOT } from './first-load';
import { BENCH_PAGES, median, type StoreCode } from './lighthouse-figures';
import { useOrStartShop } from './shop-server';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.PORT ?? 3000);
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-features=PaintHolding'];
/** The mid phone: Lighthouse's mobile slowdown and slow-4G figures, applied by Chromium itself. */
const MID_PHONE = { cpuSlowdown: 4, latencyMs: 150, downloadBps: (1.6 * 1024 * 1024) / 8, uploadBps: (750 * 1024) / 8 };
const TARGETS = { eventMs: 200, confirmationMs: 1000 };
const LOCALE_OF: Record<StoreCode, string> = { de: 'de-DE', nl: 'nl-NL', it: 'it-IT' };
const CONFIRMATION_TIMEOUT_MS = 20_000;

interface Options {
  runs: number;
  delays: number[];
  store: StoreCode;
  /** Print each run's long animation frames (≥ 50 ms) from the navigation to the confirmation, with the scripts they ran. */
  frames: boolean;
  /** Another control to tap (a selector), and the selector that matches once it has acted. */
  tap?: { selector: string; then: string; page: 'home' | 'product' };
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index === -1 ? undefined : argv[index + 1];
  };
  const store = (value('store') ?? 'de') as StoreCode;
  if (!(store in BENCH_PAGES)) throw new Error(`--store takes ${Object.keys(BENCH_PAGES).join(', ')}`);
  const selector = value('tap');
  const page = (value('page') ?? 'product') as 'home' | 'product';
  if (selector && !value('then')) throw new Error('--tap needs --then: the selector that matches once the control has acted');
  const tap = selector ? { selector, then: value('then')!, page } : undefined;
  return { runs: Number(value('runs') ?? 3), delays: (value('delays') ?? '1000,8000').split(',').map(Number), store, frames: argv.includes('--frames'), tap };
}

/** One tap's figures, ms from the touch (null: not seen). */
interface TapFigures {
  eventMs: number | null;
  busyMs: number | null;
  badgeMs: number | null;
  confirmationMs: number | null;
  /** When the hydrated form took over a tap the page's script held (ADR 0064); null for a tap after the hydration. */
  handOverMs: number | null;
  /** `--tap`: when the `--then` selector matched (the control acted), and when the page marked itself hydrated. */
  actedMs?: number | null;
  hydratedMs?: number | null;
}

/** A long animation frame as the bench prints it: ms from navigation, and the scripts that ran longest in it. */
interface LongFrame {
  start: number;
  duration: number;
  blocking: number;
  scripts: { source: string; invoker: string; duration: number }[];
}

/** Runs in the page before its scripts: records the touch, the busy button, the badge and the toast, the input events' timing and the long animation frames. */
function observeTap({ confirmation, then }: { confirmation: string; then: string | null }): void {
  const seen: Record<string, number> = {};
  const events: number[] = [];
  const frames: LongFrame[] = [];
  (window as unknown as { __tap: unknown }).__tap = { seen, events, frames };
  new PerformanceObserver((list) => {
    // `interactionId` (Event Timing level 2) is not in TypeScript's DOM types yet.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) if (entry.interactionId) events.push(entry.duration);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  // Long Animation Frames (Chromium 123+) are not in TypeScript's DOM types yet.
  type ScriptTiming = { sourceURL: string; sourceFunctionName: string; invoker: string; duration: number };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { blockingDuration: number; scripts: ScriptTiming[] })[]) {
      const scripts = [...entry.scripts]
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 3)
        .map((script) => ({ source: `${script.sourceURL.split('/').pop()}${script.sourceFunctionName ? `:${script.sourceFunctionName}` : ''}`, invoker: script.invoker, duration: Math.round(script.duration) }));
      frames.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration), blocking: Math.round(entry.blockingDuration), scripts });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  // Looked at every frame from the touch on, so each time is the frame that first showed it.
  const check = () => {
    const now = performance.now();
    if (seen.busy === undefined && document.querySelector('form button[aria-busy="true"]')) seen.busy = now;
    // The hydrated form marks itself ready (ADR 0064): from here on the add is React's.
    if (seen.hydrated === undefined && document.querySelector('form[data-early-tap-ready]')) seen.hydrated = now;
    const badge = document.querySelector('.site-header__action--cart [data-count]');
    if (seen.badge === undefined && badge && badge.getAttribute('data-count') !== '0') seen.badge = now;
    if (seen.confirmation === undefined && [...document.querySelectorAll('[aria-live]')].some((region) => region.textContent?.includes(confirmation))) seen.confirmation = now;
    if (seen.pageHydrated === undefined && document.documentElement.hasAttribute('data-hydrated')) seen.pageHydrated = now;
    if (then !== null && seen.acted === undefined && document.querySelector(then)) seen.acted = now;
    if ((then === null ? seen.confirmation : seen.acted) === undefined) requestAnimationFrame(check);
  };
  addEventListener(
    'pointerdown',
    (event) => {
      if (seen.tap !== undefined) return;
      seen.tap = event.timeStamp;
      requestAnimationFrame(check);
    },
    { capture: true, passive: true },
  );
}

async function tapOnce(browser: Browser, url: string, delayMs: number, confirmation: string, buttonName: string, printFrames: boolean, other?: Options['tap']): Promise<TapFigures> {
  const context = await browser.newContext({ ...devices['Pixel 5'], storageState: CONSENT_GIVEN_STATE });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: MID_PHONE.latencyMs, downloadThroughput: MID_PHONE.downloadBps, uploadThroughput: MID_PHONE.uploadBps });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MID_PHONE.cpuSlowdown });
    // tsx names functions through a `__name` helper; the page function is sent as source and needs it too.
    await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    await page.addInitScript(observeTap, { confirmation, then: other?.then ?? null });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(delayMs);
    await (other ? page.locator(other.selector).first() : page.getByRole('button', { name: buttonName })).tap();
    const awaited = other ? 'acted' : 'confirmation';
    await page.waitForFunction((key) => (window as unknown as { __tap: { seen: Record<string, number> } }).__tap.seen[key] !== undefined, awaited, { timeout: CONFIRMATION_TIMEOUT_MS }).catch(() => undefined);
    // Event Timing reports an entry after the frame that follows its handlers.
    await page.waitForTimeout(500);
    const { seen, events, frames } = await page.evaluate(() => (window as unknown as { __tap: { seen: Record<string, number>; events: number[]; frames: LongFrame[] } }).__tap);
    if (printFrames) {
      printLongFrames(frames, seen, await page.evaluate(() => Math.round(performance.getEntriesByType('navigation')[0]?.toJSON().loadEventStart ?? 0)));
      printRequests(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: Math.round(entry.startTime), end: Math.round((entry as PerformanceResourceTiming).responseEnd) }))));
    }
    const since = (key: string) => (seen[key] === undefined || seen.tap === undefined ? null : Math.round(seen[key] - seen.tap));
    // The script marks a held tap busy; a form hydrated before the touch had nothing to hand over.
    const handOverMs = seen.hydrated !== undefined && seen.tap !== undefined && seen.hydrated > seen.tap ? since('hydrated') : null;
    return { eventMs: events.length ? Math.round(Math.max(...events)) : 0, busyMs: since('busy'), badgeMs: since('badge'), confirmationMs: since('confirmation'), handOverMs, actedMs: since('acted'), hydratedMs: since('pageHydrated') };
  } finally {
    await context.close();
  }
}

/** The run's long frames, ms from navigation, with the load event, the touch and the confirmation marked. */
function printLongFrames(frames: LongFrame[], seen: Record<string, number>, loadMs: number): void {
  const marks = [`load ${loadMs}`, ...['tap', 'busy', 'hydrated', 'confirmation'].filter((key) => seen[key] !== undefined).map((key) => `${key} ${Math.round(seen[key])}`)];
  console.error(`    long frames (ms from navigation; ${marks.join(', ')}):`);
  for (const frame of frames) {
    const scripts = frame.scripts.map((script) => `${script.source} [${script.invoker}] ${script.duration}`).join('; ');
    console.error(`      ${frame.start}+${frame.duration} (blocking ${frame.blocking}): ${scripts}`);
  }
}

/** The scripts and API calls the page fetched, ms from navigation: when the runtime's chunks and the add's requests went and came. */
function printRequests(requests: { name: string; start: number; end: number }[]): void {
  const shown = requests.filter((request) => /\/_next\/static\/chunks\/.+\.js|\/api\//.test(request.name));
  console.error(`    requests (ms from navigation): ${shown.map((request) => `${request.name.replace(/^https?:\/\/[^/]+/, '').replace('/_next/static/chunks/', '')} ${request.start}–${request.end}`).join('; ')}`);
}

function messageOf(locale: string, namespace: string, key: string): string {
  const messages = JSON.parse(readFileSync(path.join(ROOT, 'locales', locale, `${namespace}.json`), 'utf8'));
  return key.split('.').reduce((node, part) => node[part], messages) as string;
}

const cell = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return 'not seen';
  const missing = values.length - known.length;
  return `${Math.round(median(known))} ms${missing ? ` (${missing} not seen)` : ''}`;
};

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const { host, pages } = BENCH_PAGES[options.store];
  const locale = LOCALE_OF[options.store];
  const confirmation = messageOf(locale, 'cart', 'productAdded');
  const buttonName = messageOf(locale, 'product', 'addToCart.button');
  const url = `http://${host}:${PORT}${pages[options.tap?.page ?? 'product']}`;
  const shop = await useOrStartShop(PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS });
  try {
    if (options.tap) return await tapOther(browser, url, options, options.tap);
    console.log(`First tap on ${url}: ${browser.version()}, ${MID_PHONE.cpuSlowdown}× CPU, ${MID_PHONE.latencyMs} ms latency, 1.6 Mbps down / 750 Kbps up; ${options.runs} runs per delay, medians; load average ${loadavg()[0].toFixed(1)}`);
    const results = new Map<number, TapFigures[]>(options.delays.map((delay) => [delay, []]));
    for (let run = 1; run <= options.runs; run++) {
      // Delays alternate within a run, so a neighbour's load on the machine hits each alike.
      for (const delay of options.delays) {
        const figures = await tapOnce(browser, url, delay, confirmation, buttonName, options.frames);
        results.get(delay)!.push(figures);
        console.error(`  run ${run}, tap ${delay} ms after load: event ${figures.eventMs} ms, busy ${figures.busyMs}, badge ${figures.badgeMs}, confirmation ${figures.confirmationMs} ms, hand-over ${figures.handOverMs ?? '-'} (load ${loadavg()[0].toFixed(1)})`);
      }
    }
    console.log(`| tap after load | longest input event (target ≤ ${TARGETS.eventMs} ms) | button busy | badge counts | confirmation (target ≤ ${TARGETS.confirmationMs / 1000} s) | held taps: hand-over / confirmation after it |`);
    console.log('|---|---|---|---|---|---|');
    for (const [delay, runs] of results) {
      const event = runs.map((r) => r.eventMs);
      const confirmationMs = runs.map((r) => r.confirmationMs);
      const met = (values: (number | null)[], target: number) => (values.every((v) => v !== null) && median(values as number[]) <= target ? '✓' : '✗');
      const held = runs.filter((r) => r.handOverMs !== null);
      const afterHandOver = held.map((r) => (r.confirmationMs === null ? null : r.confirmationMs - r.handOverMs!));
      const heldCell = held.length ? `${cell(held.map((r) => r.handOverMs))} / ${cell(afterHandOver)} (${held.length} of ${runs.length})` : 'none held';
      console.log(`| ${delay / 1000} s | ${cell(event)} ${met(event, TARGETS.eventMs)} | ${cell(runs.map((r) => r.busyMs))} | ${cell(runs.map((r) => r.badgeMs))} | ${cell(confirmationMs)} ${met(confirmationMs, TARGETS.confirmationMs)} | ${heldCell} |`);
    }
  } finally {
    await browser.close();
    await shop?.stop();
  }
}

/** `--tap`: another control's tap, per delay: its longest input event and whether (and when) it acted. */
async function tapOther(browser: Browser, url: string, options: Options, other: NonNullable<Options['tap']>): Promise<void> {
  console.log(`First tap on ${other.selector} at ${url} (acted: ${other.then}): ${browser.version()}, ${MID_PHONE.cpuSlowdown}× CPU, slow 4G; ${options.runs} runs per delay, medians; load average ${loadavg()[0].toFixed(1)}`);
  const results = new Map<number, TapFigures[]>(options.delays.map((delay) => [delay, []]));
  for (let run = 1; run <= options.runs; run++) {
    for (const delay of options.delays) {
      const figures = await tapOnce(browser, url, delay, '', '', options.frames, other);
      results.get(delay)!.push(figures);
      console.error(`  run ${run}, tap ${delay} ms after load: event ${figures.eventMs} ms, acted ${figures.actedMs ?? 'never'}, page hydrated ${figures.hydratedMs ?? '-'} (load ${loadavg()[0].toFixed(1)})`);
    }
  }
  console.log(`| tap after load | longest input event (target ≤ ${TARGETS.eventMs} ms) | acted | page marked hydrated |`);
  console.log('|---|---|---|---|');
  for (const [delay, runs] of results) {
    console.log(`| ${delay / 1000} s | ${cell(runs.map((r) => r.eventMs))} | ${cell(runs.map((r) => r.actedMs ?? null))} | ${cell(runs.map((r) => r.hydratedMs ?? null))} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
