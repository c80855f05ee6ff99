/**
 * `npm run bench:lighthouse [-- --url http://de.localhost:3000/]`: Lighthouse 12.8 on Debian's
 * Chromium against a running `next start`; no browser is downloaded (Lighthouse's chrome-launcher
 * gets `/usr/bin/chromium` as its Chrome path). Lighthouse 12 dropped its PWA category and
 * installability audit, so installability is asked of Chromium itself
 * (`Page.getInstallabilityErrors`, the check behind its install prompt, over Playwright's CDP
 * session). Prints the category scores and the verdict; exits 1 when the page is not installable.
 * Lighthouse runs as its own Node process: its page functions are sent to the browser as source,
 * and tsx's name-keeping transform would break them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEFAULT_URL = `http://de.localhost:${process.env.PORT ?? 3000}/`;
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const LIGHTHOUSE_CLI = path.join(process.cwd(), 'node_modules', 'lighthouse', 'cli', 'index.js');
/** Lighthouse's JSON report of a 100-product page is a few MB. */
const REPORT_MAX_BYTES = 256 * 1024 * 1024;

interface LighthouseReport {
  lighthouseVersion: string;
  environment: { hostUserAgent: string };
  categories: Record<string, { title: string; score: number | null }>;
}
interface InstallabilityError {
  errorId: string;
  errorArguments: { name: string; value: string }[];
}

function urlArg(): string {
  const at = process.argv.indexOf('--url');
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : DEFAULT_URL;
}

function runLighthouse(url: string): LighthouseReport {
  const args = [LIGHTHOUSE_CLI, url, `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`, '--output=json', '--output-path=stdout', '--quiet'];
  const run = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    maxBuffer: REPORT_MAX_BYTES,
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
  });
  if (run.status !== 0) throw new Error(`Lighthouse failed (${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout) as LighthouseReport;
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

async function main(): Promise<void> {
  const url = urlArg();
  const report = runLighthouse(url);
  const installability = await installabilityErrors(url);
  console.log(`Lighthouse ${report.lighthouseVersion}, ${report.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}: ${url}`);
  for (const category of Object.values(report.categories)) {
    console.log(`  ${category.title.padEnd(16)} ${category.score === null ? '-' : Math.round(category.score * 100)}`);
  }
  console.log(`  web manifest     ${installability.manifest ?? '(none)'}`);
  console.log(`  installable      ${installability.errors.length === 0 ? 'yes (no installability errors)' : 'no'}`);
  for (const error of installability.errors) {
    console.log(`    - ${error.errorId} ${error.errorArguments.map((a) => `${a.name}=${a.value}`).join(' ')}`);
  }
  if (installability.errors.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
