#!/usr/bin/env node
/**
 * `npm start`: checks the configuration, imports the demo catalogue into empty embedded engines,
 * builds when the build is missing or older than the sources, then serves every store on PORT
 * (default 3000) through server.ts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const port = process.env.PORT || '3000';
const SOURCES = ['app', 'components', 'lib', 'locales', 'store', 'public', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'package.json'];

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, child) => Math.max(max, newestMtime(path.join(entry, child))), stat.mtimeMs);
}

function buildIsStale() {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((entry) => newestMtime(entry) > built);
}

run(bin('tsx'), ['scripts/check-config.ts']);
// The catalogue first: the build prerenders store pages from it, and a page rendered from an empty
// index would be served stale (the 404 content) to the first visitor after the import.
const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};
if (scripts['catalog:ensure']) run('npm', ['run', '--silent', 'catalog:ensure']);
if (process.env.SKIP_BUILD !== '1' && buildIsStale()) {
  console.log('Building the shop (next build)…');
  run(bin('next'), ['build']);
}

// `--build-only`: configuration, catalogue and build as above, then stop (npm test builds first,
// so the landing-budget test measures the current build and e2e does not build again).
if (process.argv.includes('--build-only')) process.exit(0);
// The demo pays on the embedded test gateway (lib/commerce/payments/test-gateway.ts), which refuses a
// production build unless PAYMENTS_TEST_MODE=1: `npm start` sets it while no real provider is
// configured and PAYMENTS_TEST_MODE is not set, and says so loudly (docs/commerce.md "Payments").
const REAL_PROVIDER_ENV = ['STRIPE_SECRET_KEY', 'BRAINTREE_MERCHANT_ID', 'AMAZON_PAY_PUBLIC_KEY_ID'];
if (process.env.PAYMENTS_TEST_MODE === undefined && !REAL_PROVIDER_ENV.some((name) => process.env[name])) {
  process.env.PAYMENTS_TEST_MODE = '1';
  console.log('PAYMENTS IN TEST MODE: no payment provider is configured, so checkout pays on the embedded test gateway and moves no money (set PAYMENTS_TEST_MODE=0 to turn it off).');
}

console.log(`Serving every store on port ${port}: http://de.localhost:${port}, http://at.localhost:${port}, http://nl.localhost:${port}, http://localhost:${port} (/de, /it)`);
// Next.js behind the in-process page cache (server.ts, docs/adr/0004-page-cache-in-front-of-next.md).
const server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: port } });
// The server drains on SIGTERM/SIGINT (docs/operations.md): this wrapper passes them on, waits, and
// exits as the server did (0 after a drain; 128 + the signal's number when a signal ended it).
const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143, SIGKILL: 137 };
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? SIGNAL_EXIT[signal] ?? 1));
