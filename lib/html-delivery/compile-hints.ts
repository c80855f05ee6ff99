/**
 * The framework's chunks compiled while they download (issue 35, ADR 0050). V8 compiles a function
 * the first time it is called unless told otherwise, and Turbopack wraps each module in a function:
 * React DOM's module is one function of 200 KB, so the page's first script task — Next.js's start,
 * in which that module is first required — compiled it on the main thread (half of that task, about
 * 0.1 s on the test host without CPU slowdown, 0.4 s at Lighthouse's 4×), and Next.js's router and
 * runtime modules the same way, one module at a time. A file that starts with V8's compile hint
 * `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly, on the background thread
 * that compiles a script while it streams in.
 *
 * The chunks of Next.js's bootstrap (`rootMainFiles` of the build manifest: React, React DOM,
 * Next.js's client and Turbopack's runtime) get the hint: every page runs nearly all of their code
 * while it starts and hydrates. So do the client runtime's chunks, which the page prefetches and the
 * first tap runs (ADR 0055, runtime-chunks.ts). The shop's other chunks, much of whose code runs only
 * on use (drawers, dialogs), stay compiled on demand.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** V8's magic comment (explicit compile hints, Chromium 136+); ignored by other engines. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const SOURCE_MAPPING_URL = /\/\/# sourceMappingURL=(\S+)\s*$/;

/** The script with the hint as its own first line (V8 reads it only before the code); unchanged when it has it. */
export function withCompileHint(script: string): string {
  return script.startsWith(`${COMPILE_HINT}\n`) ? script : `${COMPILE_HINT}\n${script}`;
}

/** A source map of the script kept right after the hint's line came before it (one generated line more, unmapped). */
export function shiftedSourceMap(map: string): string {
  const parsed = JSON.parse(map) as { mappings?: unknown };
  if (typeof parsed.mappings !== 'string') throw new Error('A source map without its "mappings" cannot follow the compile hint.');
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

/**
 * Adds the hint to the bootstrap chunks of a finished `next build` in `distDir` (before the service
 * worker precaches them), and shifts their source maps when the build wrote them. Returns the chunks
 * it changed; one already hinted is left as it is, so running it twice changes nothing.
 */
export function hintBootstrapChunks(distDir: string): string[] {
  const manifestPath = path.join(distDir, 'build-manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as { rootMainFiles?: unknown }) : {};
  const files = manifest.rootMainFiles;
  if (!Array.isArray(files) || files.length === 0) throw new Error(`${manifestPath} lists no rootMainFiles: the compile hints of ADR 0050 need Next.js's bootstrap chunks.`);
  return hintChunks(distDir, files as string[]);
}

/** Adds the hint to each of `files` (paths under `distDir`) and shifts their source maps; returns those it changed. */
export function hintChunks(distDir: string, files: readonly string[]): string[] {
  const changed: string[] = [];
  for (const file of files) {
    const chunkPath = path.join(distDir, file);
    const script = readFileSync(chunkPath, 'utf8');
    const hinted = withCompileHint(script);
    if (hinted === script) continue;
    writeFileSync(chunkPath, hinted);
    const mapName = SOURCE_MAPPING_URL.exec(script)?.[1];
    const mapPath = mapName ? path.join(path.dirname(chunkPath), mapName) : null;
    if (mapPath && existsSync(mapPath)) writeFileSync(mapPath, shiftedSourceMap(readFileSync(mapPath, 'utf8')));
    changed.push(file);
  }
  return changed;
}
