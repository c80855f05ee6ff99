/**
 * A category listing's state in the route query (spec 01 §2, §4): attribute facets, the price and
 * rating ranges, the sort (`field:order`) and the page. Values that are not well-formed are dropped,
 * so a hand-edited URL shows the unfiltered list instead of an error. Links are built from the same
 * query with `toggleFilter`, so every filter, sort and page is a plain, shareable `<a href>`.
 */
import { PRICE_FILTER_NAME, RATING_FIELD, RATING_FILTER_NAME, DEFAULT_SORT } from '@/lib/config/catalog';
import { PAGE_PARAM, PRICE_FILTER_FIELD, SORT_PARAM } from '@/lib/config/catalog-pages';
import { parseRangeId, sortOptions, type FilterQuery } from '@/lib/catalog/rules';
import type { Filter } from '@/lib/catalog/index';

export type SearchParams = Record<string, string | string[] | undefined>;

export interface ListingState {
  /** The chosen filters and sort, as they stay in links. */
  query: FilterQuery;
  sort: string;
  page: number;
}

const OPTION_VALUE = /^[\w.-]{1,64}$/;

function valuesOf(raw: string | string[] | undefined): string[] {
  return ([] as string[]).concat(raw ?? []).filter((v) => OPTION_VALUE.test(v));
}

function isRange(filter: string, value: string): boolean {
  try {
    parseRangeId(filter, value);
    return true;
  } catch {
    return false;
  }
}

export function readListingState(params: SearchParams, facetFields: readonly string[]): ListingState {
  const query: FilterQuery = {};
  for (const field of facetFields) {
    const values = valuesOf(params[field]);
    if (values.length > 0) query[field] = values;
  }
  for (const name of [PRICE_FILTER_NAME, RATING_FILTER_NAME]) {
    const values = valuesOf(params[name]).filter((v) => isRange(name, v));
    if (values.length > 0) query[name] = values;
  }
  const sortValue = valuesOf(params[SORT_PARAM])[0];
  const sort = sortOptions().some((o) => o.value === sortValue) ? sortValue : DEFAULT_SORT;
  if (sort !== DEFAULT_SORT) query[SORT_PARAM] = sort;
  const page = Number(valuesOf(params[PAGE_PARAM])[0] ?? 1);
  return { query, sort, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** Option ids are numbers in the index; the query carries them as text. */
function indexValue(value: string): string | number {
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** The search filters of the chosen facets; each narrows every aggregation but its own. */
export function listingFilters(query: FilterQuery, facetFields: readonly string[]): Filter[] {
  const filters: Filter[] = [];
  for (const field of facetFields) {
    const values = ([] as string[]).concat(query[field] ?? []);
    if (values.length > 0) filters.push({ field, op: 'in', value: values.map(indexValue), facet: true });
  }
  const ranges: [string, string][] = [
    [PRICE_FILTER_NAME, PRICE_FILTER_FIELD],
    [RATING_FILTER_NAME, RATING_FIELD],
  ];
  for (const [name, field] of ranges) {
    // Several ranges of one filter: the lowest from to the highest to (ranges are adjacent buckets).
    const chosen = ([] as string[]).concat(query[name] ?? []).map((v) => parseRangeId(name, v));
    if (chosen.length === 0) continue;
    const from = Math.min(...chosen.map((r) => r.from));
    const open = chosen.some((r) => r.to === undefined);
    const to = open ? undefined : Math.max(...chosen.map((r) => r.to as number));
    filters.push({ field, op: 'range', value: to === undefined ? { from } : { from, to }, facet: true });
  }
  return filters;
}

/** `path?color=5&color=7&page=2`, keys in a stable order; page 1 is the bare list. */
export function listingHref(path: string, query: FilterQuery, page = 1): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    for (const value of ([] as string[]).concat(query[key])) search.append(key, value);
  }
  if (page > 1) search.set(PAGE_PARAM, String(page));
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** Whether any filter (not the sort) is chosen. */
export function hasFilters(query: FilterQuery): boolean {
  return Object.keys(query).some((key) => key !== SORT_PARAM);
}
