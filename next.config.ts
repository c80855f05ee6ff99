import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from './lib/config/pwa';
import { buildServiceWorker } from './lib/pwa/build-service-worker';
import { hintBootstrapChunks, hintChunks } from './lib/html-delivery/compile-hints';
import { runtimeChunkFiles, writeRuntimePrefetch } from './lib/html-delivery/runtime-chunks';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCE_MAPS === '1',
  poweredByHeader: false,
  // server.ts compresses, after it has deferred pages' chunk scripts (lib/html-delivery, ADR 0034).
  compress: false,
  // `npm test` type-checks the whole project once (tsc --noEmit); the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // Native modules and engines stay outside the server bundle.
  serverExternalPackages: [
    'better-sqlite3',
    'pg',
    'pino',
    '@node-rs/argon2',
    '@elastic/elasticsearch',
    'stripe',
    'braintree',
    '@amazonpay/amazon-pay-api-sdk-nodejs',
    'nodemailer',
    'redis',
    // One copy per process of what server.ts and the bundles share (metrics, tracing SDK).
    'prom-client',
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/exporter-trace-otlp-proto',
    '@opentelemetry/exporter-trace-otlp-http',
  ],
  // Message catalogues are read from disk at run time.
  outputFileTracingIncludes: { '/**': ['./locales/**/*.json'] },
  experimental: {
    // Pages rendered on demand (every product, category and filter combination of every store view)
    // stay in Next.js's bounded in-memory cache (cacheMaxMemorySize, 50 MB) instead of piling up as
    // files in .next without bound; a restart, e.g. after a catalogue import, starts them fresh.
    isrFlushToDisk: false,
    // Fewer, larger chunks per page: each request costs a round trip on a phone's connection, and a
    // catalogue page loaded 12 chunks of 0.4–16 KB (ADR 0034). Experimental in Next.js 16.3+.
    turbopackChunking: { minChunkSize: 200_000 },
  },
  compiler: {
    // Once the app is compiled: Next.js's bootstrap chunks get V8's compile hint (ADR 0050), the
    // client runtime's chunks are listed for pages to prefetch and hinted too (ADR 0055), then serwist
    // bundles the service worker, which precaches them as they are served (docs/pwa.md).
    runAfterProductionCompile: async (context) => {
      hintBootstrapChunks(context.distDir);
      hintChunks(context.distDir, runtimeChunkFiles(writeRuntimePrefetch(context.distDir)));
      await buildServiceWorker(context);
    },
  },
  // A new worker is fetched on every check (never from the HTTP cache) and may control the whole host.
  headers: async () => [
    {
      source: SERVICE_WORKER_PATH,
      headers: [
        { key: 'Cache-Control', value: 'no-cache' },
        { key: 'Service-Worker-Allowed', value: SERVICE_WORKER_SCOPE },
      ],
    },
  ],
};

export default withNextIntl(nextConfig);
