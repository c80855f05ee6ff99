/**
 * The client runtime's chunks, found in a finished build so a page can ask for them early (issue 35,
 * ADR 0055). The page store loads the runtime with two dynamic imports (`store/page-store.ts`); in a
 * Turbopack build each import is an async loader module in the importing page's chunks, which lists
 * the chunks that import needs beyond what that page already holds and then requires the imported
 * module:
 *
 *   LOADER_ID,e=>{e.v(t=>Promise.all(["static/chunks/a.js",…].map(t=>e.l(t))).then(()=>t(TARGET_ID)))}
 *
 * A chunk is `(globalThis.TURBOPACK||…).push([script, id…, factory, id…, factory, …])`: each
 * factory follows the ids it is registered under. A loader is the runtime's when the module it
 * requires exports one of `RUNTIME_ENTRY_EXPORTS` (Turbopack keeps export names as strings in the
 * module's export call). The result maps each chunk that holds such a loader to the chunks its
 * loaders fetch, so a page's own chunk list says what to ask for: the lists differ between pages,
 * as each page already holds different chunks. Written beside the build (`RUNTIME_PREFETCH_FILE`) once
 * `next build` has compiled, read by the server.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Node } from 'acorn';
import type { RuntimeChunkMap } from './deferred-chunk-scripts';

/** What the runtime's two dynamically imported modules export (`client-runtime.ts`, `runtime-libraries.ts`). */
export const RUNTIME_ENTRY_EXPORTS = ['attachClientRuntime', 'configureStore'] as const;
/** The build's file that maps a chunk URL to the runtime chunks its loaders fetch. */
export const RUNTIME_PREFETCH_FILE = 'runtime-prefetch.json';

/** Where the build keeps its chunks, as chunk paths (and the loaders' lists) name it. */
const CHUNKS_DIR = 'static/chunks';
const URL_PREFIX = '/_next/';
const LOADER = /^\(?(\w+)\)?=>\{\1\.v\(\(?(\w+)\)?=>Promise\.all\((\[[^\]]*\])\.map\(\(?\w+\)?=>\1\.l\(\w+\)\)\)\.then\(\(\)=>\2\((\d+)\)\)\)\}$/;

/** A chunk's modules: each factory's source under every id it is registered with. */
export function chunkModules(script: string): Map<number, string> {
  const modules = new Map<number, string>();
  const program = parse(script, { ecmaVersion: 'latest', sourceType: 'script' }) as Node & { body: Node[] };
  const call = (program.body[0] as Node & { expression?: Node & { type: string; arguments?: Node[] } }).expression;
  const list = call?.type === 'CallExpression' ? (call.arguments?.[0] as (Node & { elements?: (Node & { value?: unknown })[] }) | undefined) : undefined;
  if (list?.type !== 'ArrayExpression' || !list.elements) return modules;
  let ids: number[] = [];
  for (const element of list.elements.slice(1)) {
    if (element.type === 'Literal' && typeof element.value === 'number') {
      ids.push(element.value);
      continue;
    }
    const source = script.slice(element.start, element.end);
    for (const id of ids) modules.set(id, source);
    ids = [];
  }
  return modules;
}

/** The loader a factory is, if it is one: the chunks it fetches and the module it then requires. */
export function asyncLoader(factory: string): { chunks: string[]; target: number } | null {
  const match = LOADER.exec(factory);
  return match ? { chunks: JSON.parse(match[3]) as string[], target: Number(match[4]) } : null;
}

function exportsOneOf(factory: string, names: readonly string[]): boolean {
  // Export names are string literals: "name" in `e.s([...])`, "name,local" in a re-export's `e.S([...])`.
  return names.some((name) => factory.includes(`"${name}"`) || factory.includes(`"${name},`));
}

/**
 * For each chunk (by URL) that holds one of the runtime's loaders, the JavaScript chunks its loaders
 * fetch (by URL), given every chunk of the build by its path under the build directory.
 */
export function runtimeChunksByChunk(chunks: ReadonlyMap<string, string>, entryExports: readonly string[] = RUNTIME_ENTRY_EXPORTS): Record<string, string[]> {
  const modules = new Map<string, Map<number, string>>();
  for (const [file, script] of chunks) modules.set(file, chunkModules(script));
  const byChunk: Record<string, string[]> = {};
  for (const [file, factories] of modules) {
    const fetched = new Set<string>();
    for (const factory of factories.values()) {
      const loader = asyncLoader(factory);
      if (!loader) continue;
      const target = loader.chunks.map((chunk) => modules.get(chunk)?.get(loader.target)).find((source) => source !== undefined);
      if (target && exportsOneOf(target, entryExports)) for (const chunk of loader.chunks) if (chunk.endsWith('.js')) fetched.add(URL_PREFIX + chunk);
    }
    if (fetched.size > 0) byChunk[URL_PREFIX + file] = [...fetched];
  }
  return byChunk;
}

/**
 * Finds the runtime's chunks in the build in `distDir` and writes them beside it. A build in which no
 * chunk loads the runtime fails with a message, rather than the early fetch being lost without a
 * word on a Next.js upgrade.
 */
export function writeRuntimePrefetch(distDir: string): Record<string, string[]> {
  const dir = path.join(distDir, CHUNKS_DIR);
  const chunks = new Map<string, string>();
  for (const name of readdirSync(dir)) if (name.endsWith('.js')) chunks.set(path.posix.join(CHUNKS_DIR, name), readFileSync(path.join(dir, name), 'utf8'));
  const byChunk = runtimeChunksByChunk(chunks);
  if (Object.keys(byChunk).length === 0) throw new Error(`No chunk in ${dir} loads the client runtime (a module exporting ${RUNTIME_ENTRY_EXPORTS.join(' or ')}): ADR 0055's early fetch needs Turbopack's async loaders.`);
  writeFileSync(path.join(distDir, RUNTIME_PREFETCH_FILE), JSON.stringify(byChunk));
  return byChunk;
}

/** Every runtime chunk of the map as a path under the build directory (what `hintChunks` takes). */
export function runtimeChunkFiles(byChunk: RuntimeChunkMap): string[] {
  return [...new Set(Object.values(byChunk).flat())].map((url) => url.slice(URL_PREFIX.length));
}

/** The build's map, or none when the build has no such file (a development server). */
export function readRuntimePrefetch(distDir: string): RuntimeChunkMap {
  const file = path.join(distDir, RUNTIME_PREFETCH_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
}
