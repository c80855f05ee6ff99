/**
 * What a page tells the service worker: cache these pages of its store view now (the page the
 * shopper landed on, the view's home and search page, fetched before the worker controlled the
 * tab), and take over now (the shopper chose "Reload" for a new version).
 * Checked by hand rather than with zod: the worker downloads with every page, and zod would
 * add over 400 kB to it (its locales do not tree-shake) for two message shapes.
 */
const WARM_PATHS_MAX = 5;

export type WorkerMessage = { type: 'warm-pages'; paths: string[] } | { type: 'skip-waiting' };

/** The message, or null for anything else (a malformed or foreign message changes nothing). */
export function parseWorkerMessage(data: unknown): WorkerMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, paths } = data as { type?: unknown; paths?: unknown };
  if (type === 'skip-waiting') return { type };
  const isPathList =
    Array.isArray(paths) && paths.length <= WARM_PATHS_MAX && paths.every((p) => typeof p === 'string' && p.startsWith('/') && !p.startsWith('//'));
  return type === 'warm-pages' && isPathList ? { type, paths: paths as string[] } : null;
}
