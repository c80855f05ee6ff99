/**
 * Which values of a document the embedded engine indexes: every number, boolean and short string
 * reachable through objects and lists, by dotted path (`stock.is_in_stock`, `category.name`), to
 * the configured depth; inside the bulky nested lists only the listed paths. Elasticsearch indexes
 * more, but nothing the shop filters, sorts or aggregates on lies outside these paths.
 */
import {
  INDEXED_NESTED_PATHS,
  INDEXED_PATH_DEPTH,
  KEYWORD_MAX_LENGTH,
  UNINDEXED_SUBTREES,
} from '@/lib/config/search';

export type IndexedValue = string | number | boolean;
export type FieldVisitor = (path: string, value: IndexedValue) => void;

const unindexedSubtrees = new Set<string>(UNINDEXED_SUBTREES);
const nestedPaths = new Set<string>(INDEXED_NESTED_PATHS);
/** Every prefix of a listed nested path, so the walk enters exactly the subtrees it needs. */
const nestedPrefixes = new Set<string>(
  INDEXED_NESTED_PATHS.flatMap((path) => path.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'))),
);

function visitValue(value: unknown, path: string, depth: number, insideNested: boolean, visit: FieldVisitor): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) visitValue(item, path, depth, insideNested, visit);
    return;
  }
  switch (typeof value) {
    case 'number':
      if (Number.isFinite(value) && (!insideNested || nestedPaths.has(path))) visit(path, value);
      return;
    case 'boolean':
      if (!insideNested || nestedPaths.has(path)) visit(path, value);
      return;
    case 'string':
      if (value.length <= KEYWORD_MAX_LENGTH && (!insideNested || nestedPaths.has(path))) visit(path, value);
      return;
    case 'object':
      if (depth >= INDEXED_PATH_DEPTH) return;
      for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
        const childPath = path === '' ? key : `${path}.${key}`;
        const nested = insideNested || unindexedSubtrees.has(childPath);
        if (nested && !nestedPrefixes.has(childPath)) continue;
        visitValue(child, childPath, depth + 1, nested, visit);
      }
      return;
    default:
      return;
  }
}

/** Calls `visit` for each indexed (path, value) of a document, lists flattened. */
export function visitIndexedFields(doc: Record<string, unknown>, visit: FieldVisitor): void {
  visitValue(doc, '', 0, false, visit);
}

/** The values at a dotted path, lists flattened (`category.name` → every category's name). */
export function valuesAt(doc: unknown, path: string): unknown[] {
  let current: unknown[] = [doc];
  for (const key of path.split('.')) {
    const next: unknown[] = [];
    for (const node of current) {
      const items = Array.isArray(node) ? node : [node];
      for (const item of items) {
        if (item !== null && typeof item === 'object' && key in item) {
          const child = (item as Record<string, unknown>)[key];
          if (Array.isArray(child)) next.push(...child);
          else if (child !== undefined && child !== null) next.push(child);
        }
      }
    }
    current = next;
  }
  return current;
}
