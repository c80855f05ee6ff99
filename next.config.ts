import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` type-checks the whole project once (tsc --noEmit); the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // Native modules and engines stay outside the server bundle.
  serverExternalPackages: ['better-sqlite3', 'pg', '@node-rs/argon2', '@elastic/elasticsearch'],
  // Message catalogues are read from disk at run time.
  outputFileTracingIncludes: { '/**': ['./locales/**/*.json'] },
};

export default withNextIntl(nextConfig);
