/**
 * One "now" on the server (issue 17, ADR 0041): server-rendered code in `app/` and `components/`
 * (what the pages and layouts load before crossing into a "use client" file) reads the time
 * through `renderNow()` (`lib/clock/render-now.ts`), never `new Date()` / `Date.now()` itself, so
 * it sees the test clock exactly as the route handlers' `context.now` does. Route handlers get
 * `context.now` from `apiRoute`. The only exceptions are named here with their reason.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readImportGraph } from '@/scripts/architecture/import-graph';

const ROOT = path.join(__dirname, '../../..');
const graph = readImportGraph(ROOT);

/** Server code that keeps the real time on purpose. */
const REAL_TIME: Record<string, string> = {
  // A catalogue page is one cached document for every visitor (output cache, page cache): a
  // per-request clock cannot apply to it, and reading the request would make it uncacheable.
  'components/catalog/ProductPage.tsx': 'catalogue page, shared cached output',
};

/** Files the pages and layouts render on the server: their static imports, stopping at "use client" files. */
function serverRendered(): string[] {
  const byFile = new Map<string, string[]>();
  for (const edge of graph.edges) if (!edge.typeOnly && !edge.dynamic) byFile.set(edge.from, [...(byFile.get(edge.from) ?? []), edge.to]);
  const entries = graph.files.filter((file) => file.startsWith('app/') && !file.startsWith('app/api/') && /\/(page|layout|not-found|error|template)\.tsx$/.test(file));
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || graph.clientFiles.has(file) || !graph.files.includes(file)) continue;
    seen.add(file);
    stack.push(...(byFile.get(file) ?? []));
  }
  return [...seen].filter((file) => /^(app|components)\//.test(file));
}

const READS_TIME = /new Date\(\s*\)|Date\.now\(\)/;

describe('the server reads one clock', () => {
  const files = serverRendered();

  it('finds the server-rendered files of the pages', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain('components/catalog/ProductPage.tsx');
    expect(files).toContain('components/account/private-page-route.tsx');
  });

  it('server components read the time only through renderNow', () => {
    const offenders = files.filter((file) => !(file in REAL_TIME) && READS_TIME.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('route handlers read the time only from context.now', () => {
    const routes = graph.files.filter((file) => file.startsWith('app/api/') && file.endsWith('/route.ts'));
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((file) => READS_TIME.test(readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
  });

  it('every exception is still a server file that reads the time', () => {
    for (const file of Object.keys(REAL_TIME)) {
      expect(files).toContain(file);
      expect(readFileSync(path.join(ROOT, file), 'utf8')).toMatch(READS_TIME);
    }
  });
});
