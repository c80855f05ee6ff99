/**
 * The searches an import runs on a freshly filled index before its alias swap, on every node's copy:
 * the shapes the shop asks most (a category listing with every facet's counts and a price sort, a
 * text search with a typing error, a sku lookup). The first searches on a new index pay for what
 * its copy builds lazily (the facets' global ordinals, the fuzzy match's term dictionary reads, the
 * node's code paths for a query it has not run since it started); without this the first shoppers
 * after a reindex paid it, on a loaded node beyond the 1 s (issue 33). What the warm-up finds is
 * thrown away; a warm-up that fails or times out never fails the import.
 */
import { CATEGORY_FACETS, PRICE_FILTER_FIELD } from '@/lib/config/catalog-pages';
import { KEYWORD_TEXT_FIELD, PRICE_FILTER_RANGES } from '@/lib/config/search';
import { parseCatalogQuery, type CatalogQuery, type EntityType } from '../query';

/** A word of at least this many letters is taken from a document's name for the text search. */
const WARM_WORD_MIN_LENGTH = 5;

/** The first name word of these documents long enough to be fuzzed, with one letter doubled: a typing error. */
function typedWordOf(docs: readonly Record<string, unknown>[]): string | undefined {
  for (const doc of docs.slice(0, 20)) {
    const word = typeof doc.name === 'string' ? doc.name.split(/\s+/).find((w) => /^\p{L}+$/u.test(w) && w.length >= WARM_WORD_MIN_LENGTH) : undefined;
    if (word) return word.slice(0, 2) + word.slice(1);
  }
  return undefined;
}

/** The warm-up searches for one entity type's documents. */
export function warmUpQueries(type: EntityType, docs: readonly Record<string, unknown>[]): CatalogQuery[] {
  if (docs.length === 0) return [];
  if (type !== 'product') return [parseCatalogQuery({ type, size: 10 })];
  const typed = typedWordOf(docs);
  const sku = docs[0][KEYWORD_TEXT_FIELD];
  return [
    parseCatalogQuery({
      type,
      size: 24,
      view: 'tile',
      sort: `${PRICE_FILTER_FIELD}:asc`,
      aggregations: [
        ...CATEGORY_FACETS.map((facet) => ({ type: 'terms' as const, field: facet.field })),
        { type: 'range' as const, field: PRICE_FILTER_FIELD, ranges: PRICE_FILTER_RANGES.map((range) => ({ ...range })) },
      ],
    }),
    ...(typed ? [parseCatalogQuery({ type, text: typed, size: 10, view: 'tile' })] : []),
    ...(typeof sku === 'string' ? [parseCatalogQuery({ type, filters: [{ field: KEYWORD_TEXT_FIELD, op: 'eq', value: sku }], size: 1 })] : []),
  ];
}
