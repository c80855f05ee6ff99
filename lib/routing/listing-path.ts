/**
 * A category listing's filters, sort and page carried in the internal PATH instead of the query
 * (spec 01 §2: "category product lists read their filters and sort from the route's query"). The
 * proxy reads the public query (`/c/kaffee?price=0-50&sort=final_price:asc`), keeps only what is
 * well-formed and known, and rewrites to `/c/{slug}/{name}/{values}/…` with names and values in one
 * sorted order; the page reads the same segments back. So the page never reads `searchParams`, and
 * each distinct selection is one entry of the output cache, whatever order or noise the query had.
 */
import { DEFAULT_SORT, PRICE_FILTER_NAME, PRICE_FILTER_RANGES, RATING_FILTER_NAME } from '@/lib/config/catalog';
import { CATEGORY_FACETS, PAGE_PARAM, SORT_PARAM } from '@/lib/config/catalog-pages';
import { rangeId, ratingFilterOptions, sortOptions, type FilterQuery } from '@/lib/catalog';

export interface ListingSelection {
  /** The chosen filters and (unless it is the default) the sort, as they stay in public links. */
  query: FilterQuery;
  sort: string;
  page: number;
}

/** An attribute option value as the index holds it (option ids, codes). */
const OPTION_VALUE = /^[\w.-]{1,64}$/;
/** Values of one filter share a path segment, joined by this (never part of a value). */
const VALUE_SEPARATOR = ',';
const PAGE_NUMBER = /^[1-9]\d{0,8}$/;

const FACET_NAMES: readonly string[] = CATEGORY_FACETS.map((facet) => facet.field);
/** Range filters accept only the ranges the page offers (spec 01 §9). */
const RANGE_IDS: Readonly<Record<string, readonly string[]>> = {
  [PRICE_FILTER_NAME]: PRICE_FILTER_RANGES.map(rangeId),
  [RATING_FILTER_NAME]: ratingFilterOptions().map(rangeId),
};
/** In the path the sort is its option key (`priceAsc`), in links its value (`final_price:asc`). */
const SORT_BY_KEY = new Map(sortOptions().map((option) => [option.key as string, option.value]));
const SORT_KEY_BY_VALUE = new Map(sortOptions().map((option) => [option.value, option.key as string]));

function acceptedValue(name: string, value: string): boolean {
  const ranges = RANGE_IDS[name];
  if (ranges) return ranges.includes(value);
  return FACET_NAMES.includes(name) && OPTION_VALUE.test(value);
}

/** The selection a set of named values describes; unknown names and malformed values are dropped. */
function selectionOf(values: (name: string) => readonly string[], sortValue: string | undefined, pageValue: string | undefined): ListingSelection {
  const query: FilterQuery = {};
  for (const name of [...FACET_NAMES, ...Object.keys(RANGE_IDS)].sort()) {
    const accepted = [...new Set(values(name).filter((value) => acceptedValue(name, value)))].sort();
    if (accepted.length > 0) query[name] = accepted;
  }
  const sort = sortValue !== undefined && SORT_KEY_BY_VALUE.has(sortValue) ? sortValue : DEFAULT_SORT;
  if (sort !== DEFAULT_SORT) query[SORT_PARAM] = sort;
  const page = pageValue !== undefined && PAGE_NUMBER.test(pageValue) ? Number(pageValue) : 1;
  return { query, sort, page };
}

/** The selection of a public query string; never fails, whatever the query holds. */
export function listingFromQuery(search: URLSearchParams): ListingSelection {
  return selectionOf((name) => search.getAll(name), search.get(SORT_PARAM) ?? undefined, search.get(PAGE_PARAM) ?? undefined);
}

/** The path segments of a selection: `['page', '2', 'price', '0-50', 'sort', 'priceAsc']`; none for the bare list. */
export function listingSegments(selection: ListingSelection): string[] {
  const named: [string, string][] = [];
  for (const name of Object.keys(selection.query)) {
    if (name !== SORT_PARAM) named.push([name, ([] as string[]).concat(selection.query[name]).join(VALUE_SEPARATOR)]);
  }
  if (selection.sort !== DEFAULT_SORT) named.push([SORT_PARAM, SORT_KEY_BY_VALUE.get(selection.sort) as string]);
  if (selection.page > 1) named.push([PAGE_PARAM, String(selection.page)]);
  return named.sort(([a], [b]) => (a < b ? -1 : 1)).flat();
}

/** The selection the page reads back from its path segments (the category route's segments after its slug). */
export function listingFromSegments(segments: readonly string[] = []): ListingSelection {
  const byName = new Map<string, string>();
  for (let i = 0; i + 1 < segments.length; i += 2) byName.set(decodeSegment(segments[i]), decodeSegment(segments[i + 1]));
  const values = (name: string) => byName.get(name)?.split(VALUE_SEPARATOR) ?? [];
  const sortKey = byName.get(SORT_PARAM);
  return selectionOf(values, sortKey === undefined ? undefined : SORT_BY_KEY.get(sortKey), byName.get(PAGE_PARAM));
}

/** Next.js hands params over decoded or not depending on the path; decoding twice must not throw. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
