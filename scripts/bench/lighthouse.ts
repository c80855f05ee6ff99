/**
 * `npm run bench:lighthouse [-- --runs 5 --pages home,category,product --stores de,nl,it --quick]`:
 * Lighthouse 12.8 on mobile settings (its default: Moto G Power emulation, simulated slow 4G and 4×
 * CPU slowdown) against the shop's production server, each page `runs` times beside a bare Next.js
 * page with the same HTML body measured in the same run (issue 12). Prints per page the median
 * performance score, LCP, TBT, CLS and main-thread work (`mainthread-work-breakdown`) of both, and
 * issue 12's targets with ✓/✗. A benchmark, not a test: it exits 0 whatever the figures.
 *
 * The bare page (scripts/bench/bare-next, built into `.next-bare` like bench:bundle's floor) serves
 * the shop page's `<body>` without a single script, with the shop's stylesheets and images fetched
 * through its own origin (same-body.ts): what Next.js alone costs for the same markup. Shop and bare
 * runs alternate, so a neighbour's load on the shared machine hits both alike.
 *
 * Uses the server on PORT (default 3000) when one answers; otherwise starts `node scripts/start.mjs`
 * there and stops it at the end (shop-server.ts). The bare page runs on BENCH_BARE_PORT (default PORT + 1).
 *
 * Installability (Lighthouse 12 dropped its PWA audit): one line per store from Chromium's own check
 * (`Page.getInstallabilityErrors` over Playwright's CDP session); `--no-installability` skips it.
 * `--url URL` keeps the old single-page report: every Lighthouse category and installability of one
 * URL on a running server, exit 1 when it is not installable. `--reports DIR` keeps every run's full
 * Lighthouse JSON there (`de-product-shop-3.json`) with its traces beside it, to read the audits behind
 * a median afterwards, and prints each page's blocking time by the main thread's CPU time as well
 * (thread-blocking-time.ts, ADR 0071): the figure a loaded host does not move.
 *
 * Lighthouse runs as its own Node process on Debian's Chromium (no browser is downloaded): its page
 * functions are sent to the browser as source, and tsx's name-keeping transform would break them.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SAME_BODY_DIR_ENV, SHOP_PORT_ENV } from './bare-next/app/same-body/snapshot';
import { ROOT, buildBareApp, startBareApp, type RunningServer } from './first-load';
import {
  BENCH_PAGES,
  LIGHTHOUSE_TARGETS,
  figuresFromReport,
  median,
  medianFigures,
  parseOptions,
  verdicts,
  type LighthouseResult,
  type PageFigures,
  type PageName,
  type StoreCode,
} from './lighthouse-figures';
import { sameBodySnapshot } from './same-body';
import { threadBlockingTime, traceEventsOf } from './thread-blocking-time';
import { getPage, useOrStartShop } from './shop-server';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.PORT ?? 3000);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? PORT + 1);
/**
 * Paint holding is off: headless Chromium held a page's first frame until a timeout, long after the
 * page could paint (bare page: observed FCP 2.25 s after a 0.45 s load, ~0.39 s without holding), and
 * Lantern then counts every script and hydration task run before that late paint into LCP, on the
 * bare page and the shop alike. A shopper arriving from a search engine gets the first frame as soon
 * as it is ready (ADR 0037).
 */
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-features=PaintHolding'];
const LIGHTHOUSE_CLI = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
/** The bare build holds the same-body page only when built after it was added; older builds are redone. */
const BARE_SAME_BODY_BUILD = path.join(ROOT, '.next-bare', 'server', 'app', 'same-body');

interface FullReport {
  lighthouseVersion: string;
  environment: { hostUserAgent: string };
  categories: Record<string, { title?: string; score: number | null }>;
  audits: LighthouseResult['audits'];
}
interface InstallabilityError {
  errorId: string;
  errorArguments: { name: string; value: string }[];
}

/**
 * With `reportFile`, Lighthouse writes the report there and keeps its assets beside it: the observed
 * trace (`…-0.trace.json`). Lighthouse's own `LANTERN_DEBUG=1`, passed on with the environment, adds
 * each simulation's tasks at their simulated times (`…-optimisticTotalBlockingTime.trace.json`), to
 * read its TBT task by task (ADR 0071); it is not set here because its trace writer fails the whole
 * run on a page with a request that has no connection timing (the product page).
 */
function runLighthouse(url: string, categories: 'performance' | 'all', reportFile: string | null = null): Promise<FullReport> {
  const output = reportFile ? [`--output-path=${reportFile}`, '--save-assets'] : ['--output-path=stdout'];
  const args = [LIGHTHOUSE_CLI, url, `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`, '--form-factor=mobile', '--output=json', ...output, '--quiet'];
  if (categories === 'performance') args.push('--only-categories=performance');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk) => (err += String(chunk)));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse failed (${code}) on ${url}: ${err.slice(-2000)}`));
      try {
        resolve(JSON.parse(reportFile ? readFileSync(reportFile, 'utf8') : Buffer.concat(out).toString('utf8')) as FullReport);
      } catch (error) {
        reject(error);
      }
    });
  });
}

/**
 * Loads the page in Chromium and asks it why the page could not be installed. A profile on disk:
 * Chromium never offers to install from an incognito window.
 */
async function installabilityErrors(url: string): Promise<{ manifest: string | null; errors: InstallabilityError[] }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'pwa-installability-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => navigator.serviceWorker?.ready);
    const cdp = await browser.newCDPSession(page);
    const { url: manifest } = (await cdp.send('Page.getAppManifest')) as { url: string };
    const { installabilityErrors: errors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: InstallabilityError[] };
    return { manifest: manifest || null, errors };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const describeErrors = (errors: InstallabilityError[]) => errors.map((e) => `${e.errorId} ${e.errorArguments.map((a) => `${a.name}=${a.value}`).join(' ')}`.trim()).join('; ');

/** The old report of one URL: every category and installability; exit 1 when not installable. */
async function singleUrlReport(url: string): Promise<void> {
  const report = await runLighthouse(url, 'all');
  const installability = await installabilityErrors(url);
  console.log(`Lighthouse ${report.lighthouseVersion}, ${report.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}: ${url}`);
  for (const category of Object.values(report.categories)) {
    console.log(`  ${String(category.title).padEnd(16)} ${category.score === null ? '-' : Math.round(category.score * 100)}`);
  }
  console.log(`  web manifest     ${installability.manifest ?? '(none)'}`);
  console.log(`  installable      ${installability.errors.length === 0 ? 'yes (no installability errors)' : `no: ${describeErrors(installability.errors)}`}`);
  if (installability.errors.length > 0) process.exitCode = 1;
}

async function startBare(snapshotDir: string): Promise<RunningServer> {
  if (!existsSync(BARE_SAME_BODY_BUILD)) rmSync(path.join(ROOT, '.next-bare', 'BUILD_ID'), { force: true });
  buildBareApp();
  process.env[SAME_BODY_DIR_ENV] = snapshotDir;
  process.env[SHOP_PORT_ENV] = String(PORT);
  return startBareApp(BARE_PORT);
}

interface PageResult {
  label: string;
  shop: PageFigures | null;
  bare: PageFigures | null;
  shopScores: number[];
  bareScores: number[];
  /** Blocking time by the main thread's CPU time per run (ADR 0071), with `--reports` only. */
  shopThread: number[];
  bareThread: number[];
}

const origin = (host: string, port: number) => `http://${host}:${port}`;
const mark = (met: boolean) => (met ? '✓' : '✗');

interface RunFigures {
  figures: PageFigures;
  /** Null without `--reports` (no trace kept) or when the trace has no first paint. */
  threadBlockingMs: number | null;
}

async function measureRun(url: string, failures: string[], reportFile: string | null): Promise<RunFigures | null> {
  try {
    const figures = figuresFromReport(await runLighthouse(url, 'performance', reportFile));
    const trace = reportFile && reportFile.replace(/\.json$/, '-0.trace.json');
    const blocking = trace && existsSync(trace) ? threadBlockingTime(traceEventsOf(JSON.parse(readFileSync(trace, 'utf8')))) : null;
    return { figures, threadBlockingMs: blocking ? Math.round(blocking.blockingMs) : null };
  } catch (error) {
    failures.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
    return null;
  }
}

async function measurePage(store: StoreCode, page: PageName, runs: number, snapshotDir: string, reportDir: string | null): Promise<PageResult> {
  const { host, pages } = BENCH_PAGES[store];
  const urlPath = pages[page];
  // A product's path is long: its last segment's id is enough to name it.
  const shown = page === 'product' ? urlPath.replace(/\/[^/]*-(\d+)$/, '/…-$1') : urlPath;
  const label = `${host}${shown} (${page})`;
  const shopPage = await getPage(PORT, host, urlPath);
  if (shopPage.status !== 200) throw new Error(`${label}: the shop answered ${shopPage.status}`);
  const key = `${store}-${page}`;
  writeFileSync(path.join(snapshotDir, `${key}.json`), JSON.stringify(sameBodySnapshot(shopPage.body, host)));
  const shopUrl = `${origin(host, PORT)}${urlPath}`;
  const bareUrl = `${origin('localhost', BARE_PORT)}/same-body/${key}`;
  const barePage = await getPage(BARE_PORT, 'localhost', `/same-body/${key}`);
  if (barePage.status !== 200) throw new Error(`${label}: the bare same-body page answered ${barePage.status}`);

  const shopRuns: PageFigures[] = [];
  const bareRuns: PageFigures[] = [];
  const shopThread: number[] = [];
  const bareThread: number[] = [];
  const failures: string[] = [];
  for (let run = 1; run <= runs; run++) {
    const startedAt = Date.now();
    // Alternate which goes first, so neither always follows the other's load.
    const order = run % 2 === 1 ? (['shop', 'bare'] as const) : (['bare', 'shop'] as const);
    for (const which of order) {
      const reportFile = reportDir && path.join(reportDir, `${key}-${which}-${run}.json`);
      const measured = await measureRun(which === 'shop' ? shopUrl : bareUrl, failures, reportFile);
      if (!measured) continue;
      (which === 'shop' ? shopRuns : bareRuns).push(measured.figures);
      if (measured.threadBlockingMs !== null) (which === 'shop' ? shopThread : bareThread).push(measured.threadBlockingMs);
    }
    const last = (list: PageFigures[], pick: (f: PageFigures) => number) => (list.length ? Math.round(pick(list[list.length - 1])) : '-');
    const thread = reportDir ? `; TBT shop ${last(shopRuns, (f) => f.tbtMs)}, bare ${last(bareRuns, (f) => f.tbtMs)} ms, by thread time ${shopThread.at(-1) ?? '-'} / ${bareThread.at(-1) ?? '-'} ms` : '';
    console.error(`  ${label} run ${run}/${runs}: performance shop ${last(shopRuns, (f) => f.performance)}, bare ${last(bareRuns, (f) => f.performance)}${thread} (${((Date.now() - startedAt) / 1000).toFixed(0)} s, load ${loadavg()[0].toFixed(1)})`);
  }
  for (const failure of failures) console.error(`  ! ${failure}`);
  return {
    label,
    shop: shopRuns.length ? medianFigures(shopRuns) : null,
    bare: bareRuns.length ? medianFigures(bareRuns) : null,
    shopScores: shopRuns.map((r) => Math.round(r.performance)),
    bareScores: bareRuns.map((r) => Math.round(r.performance)),
    shopThread,
    bareThread,
  };
}

function printPage(result: PageResult, runs: number): void {
  console.log(`\n${result.label}: median of ${runs} run${runs === 1 ? '' : 's'} (performance per run: shop ${result.shopScores.join(' / ') || '-'}, bare ${result.bareScores.join(' / ') || '-'})`);
  if (!result.shop || !result.bare) {
    console.log(`  no figures: every ${result.shop ? 'bare' : 'shop'} run failed`);
    return;
  }
  console.log(`  ${''.padEnd(17)}${'shop'.padStart(9)}${'bare'.padStart(9)}   target`);
  for (const v of verdicts(result.shop, result.bare)) {
    console.log(`  ${v.label.padEnd(17)}${v.shop.padStart(9)}${v.bare.padStart(9)}   ${mark(v.met)} ${v.target}`);
  }
  if (result.shopThread.length && result.bareThread.length) {
    const shop = median(result.shopThread);
    const bare = median(result.bareThread);
    const target = bare + LIGHTHOUSE_TARGETS.tbtOverBareMs;
    console.log(`  ${'TBT, thread time'.padEnd(17)}${`${shop} ms`.padStart(9)}${`${bare} ms`.padStart(9)}   ${mark(shop <= target)} ≤ bare + ${LIGHTHOUSE_TARGETS.tbtOverBareMs} ms (${target} ms); runs ${result.shopThread.join(', ')} / ${result.bareThread.join(', ')}`);
  }
}

function printSummary(results: PageResult[], runs: number): void {
  console.log(`\nSummary (medians of ${runs}; shop / bare; ✓/✗ against issue 12's targets)`);
  console.log('| page | performance | LCP | TBT | CLS | main-thread work | targets met |');
  console.log('|---|---|---|---|---|---|---|');
  for (const result of results) {
    if (!result.shop || !result.bare) {
      console.log(`| ${result.label} | no figures | | | | | |`);
      continue;
    }
    const all = verdicts(result.shop, result.bare);
    const cell = (label: string) => {
      const v = all.find((x) => x.label === label)!;
      return `${v.shop} / ${v.bare} ${mark(v.met)}`;
    };
    console.log(`| ${result.label} | ${cell('performance')} | ${cell('LCP')} | ${cell('TBT')} | ${cell('CLS')} | ${cell('main-thread work')} | ${all.filter((v) => v.met).length}/${all.length} |`);
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options.url) return singleUrlReport(options.url);

  const started: RunningServer[] = [];
  const stopAll = () => Promise.all(started.splice(0).map((server) => server.stop()));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll().finally(() => process.exit(130)));
  const snapshotDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-bodies-'));
  if (options.reports) mkdirSync(options.reports, { recursive: true });
  try {
    const shop = await useOrStartShop(PORT);
    if (shop) started.push(shop);
    started.push(await startBare(snapshotDir));

    const version = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version as string;
    const browserVersion = (await new Promise<string>((resolve) => {
      const child = spawn(CHROMIUM_PATH, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      child.stdout.on('data', (chunk) => (out += String(chunk)));
      child.on('close', () => resolve(out.trim()));
      child.on('error', () => resolve('Chromium'));
    })) || 'Chromium';
    console.log(`Lighthouse ${version} mobile (default config: simulated throttling) on ${browserVersion}; shop on port ${PORT}, bare Next.js same-body page on ${BARE_PORT}`);
    console.log(`${options.runs} run${options.runs === 1 ? '' : 's'} per page, shop and bare alternating; stores ${options.stores.join(', ')}; pages ${options.pages.join(', ')}; load average at start ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);

    if (options.installability) {
      for (const store of options.stores) {
        const { host, pages } = BENCH_PAGES[store];
        const url = `${origin(host, PORT)}${pages.home}`;
        try {
          const { errors } = await installabilityErrors(url);
          console.log(`installable ${url}: ${errors.length === 0 ? 'yes' : `no (${describeErrors(errors)})`}`);
        } catch (error) {
          console.log(`installable ${url}: not checked (${error instanceof Error ? error.message.split('\n')[0] : error})`);
        }
      }
    }

    const results: PageResult[] = [];
    for (const store of options.stores) {
      for (const page of options.pages) {
        const result = await measurePage(store, page, options.runs, snapshotDir, options.reports);
        printPage(result, options.runs);
        results.push(result);
      }
    }
    printSummary(results, options.runs);
    console.log(`load average at end ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    await stopAll();
    rmSync(snapshotDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  // The figures never fail the command (a benchmark, not a test); a run that could not measure does.
  console.error(error);
  process.exitCode = 1;
});
