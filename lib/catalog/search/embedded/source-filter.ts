/**
 * `includeFields` / `excludeFields` on a returned document, with Elasticsearch's `_source`
 * semantics: a path keeps (or drops) everything beneath it, `*` matches within one key.
 */
import type { CatalogDocument } from '../query';

function patternOf(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^.]*');
  return new RegExp(`^${escaped}$`);
}

interface SourceFilter {
  includes: RegExp[];
  includePrefixes: string[];
  excludes: RegExp[];
}

function matchesAtOrAbove(path: string, patterns: RegExp[]): boolean {
  const parts = path.split('.');
  for (let i = 1; i <= parts.length; i++) {
    const prefix = parts.slice(0, i).join('.');
    if (patterns.some((p) => p.test(prefix))) return true;
  }
  return false;
}

/** An include below this path means the object must be kept to reach it. */
function leadsToInclude(path: string, filter: SourceFilter): boolean {
  return filter.includePrefixes.some((include) => include.startsWith(`${path}.`) || include.startsWith('*'));
}

function filterValue(value: unknown, path: string, filter: SourceFilter): unknown {
  if (matchesAtOrAbove(path, filter.excludes)) return undefined;
  const included = filter.includes.length === 0 || matchesAtOrAbove(path, filter.includes);
  if (Array.isArray(value)) {
    if (included && filter.excludes.length === 0) return value;
    const items = value.map((item) => filterValue(item, path, filter)).filter((item) => item !== undefined);
    return included || items.length > 0 ? items : undefined;
  }
  if (value !== null && typeof value === 'object') {
    if (!included && !leadsToInclude(path, filter)) return undefined;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      const kept = filterValue(child, `${path}.${key}`, filter);
      if (kept !== undefined) out[key] = kept;
    }
    return included || Object.keys(out).length > 0 ? out : undefined;
  }
  return included ? value : undefined;
}

export function filterSource(doc: CatalogDocument, includeFields?: string[], excludeFields?: string[]): CatalogDocument {
  if (!includeFields?.length && !excludeFields?.length) return doc;
  const filter: SourceFilter = {
    includes: (includeFields ?? []).map(patternOf),
    includePrefixes: includeFields ?? [],
    excludes: (excludeFields ?? []).map(patternOf),
  };
  const out: CatalogDocument = {};
  for (const [key, value] of Object.entries(doc)) {
    const kept = filterValue(value, key, filter);
    if (kept !== undefined) out[key] = kept;
  }
  return out;
}
