#!/usr/bin/env node
/**
 * `npm test`: every layer — jest (unit, contract, integration, with coverage) and Playwright e2e on
 * Debian's Chromium — then one closing line `N passed, N failed, N skipped` for CI.
 * Arguments after `--` go to both runners' file filters is not supported on purpose: run
 * `npx jest <path>` or `npx playwright test <path>` for one layer.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, '.test-results');
mkdirSync(out, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** How long jest waits for a search node CI started in the background (TEST_ELASTICSEARCH_URL). */
const SEARCH_NODE_WAIT_MS = 10 * 60_000;

/** Runs one layer; its time is printed, so a CI log shows where the minutes go. */
function run(label, cmd, args, env = {}) {
  const started = Date.now();
  const status = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  console.log(`npm test: ${label} took ${Math.round((Date.now() - started) / 1000)} s (exit ${status})`);
  return status;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

if (run('type check', bin('tsc'), ['--noEmit', '-p', '.']) !== 0) problems.push('the type check (tsc --noEmit) failed');

// The production build first: the landing-budget test measures it, and e2e serves it.
if (run('build', process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--build-only']) !== 0) problems.push('the build (scripts/start.mjs --build-only) failed');

/**
 * Whether the search node at `url` (the first of a comma-separated list) answers yellow or green
 * within `limitMs`. CI starts its Elasticsearch node in the background (.ci/run), so that its start
 * overlaps the type check and the build; the catalogue contract in jest needs it.
 */
async function searchNodeReady(url, limitMs) {
  const node = url.split(',')[0].trim().replace(/\/$/, '');
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${node}/_cluster/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok && ['green', 'yellow'].includes((await response.json()).status)) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  return false;
}

const jestEnv = {};
if (process.env.TEST_ELASTICSEARCH_URL) {
  const started = Date.now();
  if (await searchNodeReady(process.env.TEST_ELASTICSEARCH_URL, SEARCH_NODE_WAIT_MS)) {
    console.log(`Elasticsearch node ready (waited ${Math.round((Date.now() - started) / 1000)} s for it)`);
  } else {
    problems.push(`the Elasticsearch node at ${process.env.TEST_ELASTICSEARCH_URL} was not ready in ${SEARCH_NODE_WAIT_MS / 60_000} minutes: the catalogue contract did not run on it`);
    jestEnv.TEST_ELASTICSEARCH_URL = '';
  }
}

const jestFile = path.join(out, 'jest.json');
const jestStatus = run('jest', bin('jest'), ['--ci', '--coverage', '--json', `--outputFile=${jestFile}`], jestEnv);
const jest = readJson(jestFile);
if (jest) {
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests;
  totals.skipped += jest.numPendingTests + jest.numTodoTests;
  if (jestStatus !== 0 && jest.numFailedTests === 0) problems.push('jest failed outside the tests (coverage threshold or a suite that could not run)');
} else {
  problems.push('jest produced no results');
}

let e2eStatus = 1;
if (!existsSync(chromium)) {
  problems.push(`Chromium not found at ${chromium}: install it with \`apt-get install -y chromium\` (Debian) or set CHROMIUM_PATH`);
} else {
  const e2eFile = path.join(out, 'e2e.json');
  e2eStatus = run('e2e', bin('playwright'), ['test']);
  const e2e = readJson(e2eFile);
  if (e2e?.stats) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    totals.failed += e2e.stats.unexpected;
    totals.skipped += e2e.stats.skipped;
    if (e2eStatus !== 0 && e2e.stats.unexpected === 0) problems.push('playwright failed outside the tests (web server or config)');
  } else {
    problems.push('playwright produced no results');
  }
  // The catalogue specs once more with the shop serving from OpenSearch (CI starts a cluster).
  if (process.env.TEST_OPENSEARCH_URL) {
    const searchFile = path.join(out, 'e2e-opensearch.json');
    const searchStatus = run('e2e on OpenSearch', bin('playwright'), ['test'], { E2E_OPENSEARCH_URL: process.env.TEST_OPENSEARCH_URL, E2E_PORT: '3600' });
    const search = readJson(searchFile);
    if (search?.stats) {
      totals.passed += search.stats.expected + search.stats.flaky;
      totals.failed += search.stats.unexpected;
      totals.skipped += search.stats.skipped;
      if (searchStatus !== 0 && search.stats.unexpected === 0) problems.push('playwright on OpenSearch failed outside the tests (web server or config)');
    } else {
      problems.push('playwright on OpenSearch produced no results');
    }
    if (searchStatus !== 0) e2eStatus = searchStatus;
  } else {
    console.log('e2e on OpenSearch skipped: TEST_OPENSEARCH_URL unset (CI starts a cluster; npm run search:node starts one here)');
  }
}

for (const problem of problems) console.error(`npm test: ${problem}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(jestStatus === 0 && e2eStatus === 0 && problems.length === 0 ? 0 : 1);
