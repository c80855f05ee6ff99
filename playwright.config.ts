/**
 * e2e against the real server `npm start` runs (scripts/start.mjs builds, server.ts serves) on port
 * 3100 with its own data directory, driven through Debian's Chromium; no browser is ever downloaded.
 */
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

type TestConfigWebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];
import { CONSENT_GIVEN_STATE } from './tests/e2e/support/consent-state';
import { E2E_ADMIN_TOKEN, E2E_DATA_DIR, E2E_PREVIEW_SECRET, E2E_REVALIDATE_SECRET, E2E_SMTP_URL, E2E_GTM_CONTAINER, E2E_GTM_SCRIPT_URL } from './tests/e2e/support/server';
import { FAKE_PROVIDER_PORT, PROVIDER_SHOP_DATA_DIR, PROVIDER_SHOP_PORT, providerShopEnv } from './tests/e2e/support/provider-fakes-config';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * `E2E_OPENSEARCH_URL`: the catalogue specs' second run (scripts/test.mjs, when CI has a search
 * cluster): one shop serving its catalogue from OpenSearch, imported there afresh, and only the
 * specs that exercise the catalogue engine.
 */
const OPENSEARCH_URL = process.env.E2E_OPENSEARCH_URL;
export const CATALOGUE_ENGINE_SPECS = ['catalogue-engine.spec.ts', 'catalog-pages.spec.ts', 'foundation.spec.ts'];

/**
 * A shop server for e2e on an empty data directory, as on CI's clean checkout: the database of an
 * earlier local run would carry its orders into this one (the demo stock they used up, customers
 * already registered). The demo catalogue is then imported afresh (about 2 s), so e2e never runs
 * against one imported by an older demo generator (npm start leaves an imported catalogue alone, as
 * it must for real data).
 */
const freshShopCommand = (dataDir: string) =>
  `node -e "require('node:fs').rmSync('${dataDir}', { recursive: true, force: true })" && npm run --silent catalog:import && node scripts/start.mjs`;

export default defineConfig({
  testDir: './tests/e2e',
  ...(OPENSEARCH_URL ? { testMatch: CATALOGUE_ENGINE_SPECS } : {}),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: OPENSEARCH_URL ? '.test-results/e2e-opensearch.json' : '.test-results/e2e.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Recording a trace of every test costs CI minutes; CI retries a failure once and traces that retry.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // A consent choice is already made, so the banner covers nothing; tracking.spec.ts starts without one.
    storageState: CONSENT_GIVEN_STATE,
  },
  webServer: [
    {
      command: freshShopCommand(E2E_DATA_DIR),
      url: `http://127.0.0.1:${E2E_PORT}/`,
      timeout: 900_000,
      // Always a fresh server on the current build: a reused one may serve stale code or data.
      reuseExistingServer: false,
      stdout: 'pipe',
      // TEST_CLOCK: the Coffee Club spec moves its own requests' clock 28 days by a cookie (works with PAYMENTS_TEST_MODE only; lib/config/test-clock.ts).
      // SMTP_URL: the mail delivery job sends to the SMTP server tests/e2e/service.spec.ts starts on that port.
      // GTM_*: the tracking spec's container, loaded from a test host it intercepts.
      // PAYMENTS_ADMIN_TOKEN: the Coffee Club spec cancels the PLUS line as an operator (withdrawal).
      env: { ...(OPENSEARCH_URL ? { OPENSEARCH_URL } : {}), PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn', TEST_CLOCK: '1', PREVIEW_SECRET: E2E_PREVIEW_SECRET, REVALIDATE_SECRET: E2E_REVALIDATE_SECRET, SMTP_URL: E2E_SMTP_URL, GTM_CONTAINER_ID: E2E_GTM_CONTAINER, GTM_SCRIPT_URL: E2E_GTM_SCRIPT_URL, PAYMENTS_ADMIN_TOKEN: E2E_ADMIN_TOKEN },
    },
    ...(OPENSEARCH_URL ? [] : providerServers()),
  ],
});

/** The payment providers' fakes and the shop that uses them: not needed by the catalogue run. */
function providerServers(): TestConfigWebServer[] {
  return [
    {
      // Local fakes of Braintree/PayPal and Amazon Pay: their APIs, browser scripts and pages (tests/e2e/payment-providers.spec.ts).
      command: 'node --import tsx tests/e2e/support/provider-fakes.ts',
      url: `http://127.0.0.1:${FAKE_PROVIDER_PORT}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { E2E_PORT: String(E2E_PORT) },
    },
    {
      // A second shop on the same build with the real Braintree and Amazon Pay adapters pointed at the fakes (own data directory).
      command: freshShopCommand(PROVIDER_SHOP_DATA_DIR),
      url: `http://127.0.0.1:${PROVIDER_SHOP_PORT}/`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: providerShopEnv(),
    },
  ];
}
