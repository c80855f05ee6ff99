/**
 * Builds the service worker with serwist in configurator mode (`@serwist/next/config` +
 * `@serwist/cli`), so `next build` keeps Turbopack: Next.js calls this once the app is compiled
 * (`compiler.runAfterProductionCompile` in next.config.ts), before it writes the build id, so the
 * worker is part of every build and `npm start` never sees it as newer than the build.
 * Node-only; the serwist packages are loaded on demand, so `next start` never needs them.
 */
import path from 'node:path';
// Relative imports: next.config.ts loads this file, and Next.js does not apply the `@/` alias there.
import { getStores } from '../config/stores';
import { SERVICE_WORKER_OUTPUT, SERVICE_WORKER_SOURCE } from '../config/pwa';

/** The store views' path prefixes the worker tells apart (`/de`, `/it`). */
export function storeViewPrefixes(): string[] {
  return [...new Set(getStores().flatMap((store) => (store.prefix ? [store.prefix] : [])))];
}

export async function buildServiceWorker({ projectDir, distDir }: { projectDir: string; distDir: string }): Promise<void> {
  const [{ serwist }, { runBuildCommand }] = await Promise.all([import('@serwist/next/config'), import('@serwist/cli')]);
  const relativeDist = path.relative(projectDir, distDir) || '.next';
  const config = await serwist(
    {
      swSrc: path.join(projectDir, SERVICE_WORKER_SOURCE),
      swDest: path.join(projectDir, SERVICE_WORKER_OUTPUT),
      globDirectory: projectDir,
      // The app shell: hashed scripts and styles, and the icons; catalogue images are cached when seen.
      globPatterns: [`${relativeDist}/static/**/*.{js,css,woff2}`, 'public/icons/**/*.png'],
      // Pages are rendered per store and host: cached at run time, never precached.
      precachePrerendered: false,
      esbuildOptions: { define: { __STORE_VIEW_PREFIXES__: JSON.stringify(storeViewPrefixes()) } },
    },
    // Only these fields are read; loading the full configuration again from inside the build would recurse.
    { basePath: '', distDir: relativeDist, assetPrefix: '' } as Parameters<typeof serwist>[1],
    { cwd: projectDir, isDev: false },
  );
  await runBuildCommand({ config, watch: false });
}
