/**
 * The client runtime's start in stages (issue 35, ADR 0058). An `import()` evaluates every module of
 * its graph that has not run yet in one go, so importing `client-runtime.ts` alone was one task of
 * about 0.4 s on a mid phone, and a tap in the page's first seconds waited behind all of it. The
 * runtime is imported as a chain instead: `runtime-libraries.ts`, then `zod.ts`, `schemas.ts`,
 * `api.ts` and `client-runtime.ts`, each stage exporting the import of the next (`nextStage`). Each
 * evaluates only what the stages before it left, and `page-store.ts` yields to the main thread
 * between them. Chained rather than side by side, each stage's chunks leave out what the stages
 * before it hold; imported side by side, the bundler put the shared modules in each one's chunks.
 *
 * Each stage exports `runtimeStage`: the build finds their chunks by that name to prefetch them with
 * the rest of the runtime's (`lib/html-delivery/runtime-chunks.ts`).
 */

/**
 * Asks at once, at a page's priority, for the runtime's chunks the page prefetches (ADR 0055):
 * the stages import one after another, and a chunk the prefetch has not brought yet would otherwise
 * be a round trip of its own each. A chunk already in the HTTP cache is taken from there.
 */
export function preloadRuntimeChunks(document: Document): void {
  for (const prefetch of document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"][as="script"]')) {
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'script';
    preload.href = prefetch.href;
    document.head.appendChild(preload);
  }
}
