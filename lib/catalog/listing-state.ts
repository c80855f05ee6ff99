/**
 * A category listing's state (spec 01 §2, §4): attribute facets, the price and rating ranges, the
 * sort (`field:order`) and the page. The proxy reads it from the public query and hands it to the
 * page as path segments (`lib/routing` listing-path: malformed values dropped, so a hand-edited URL
 * shows the unfiltered list instead of an error). Links are built from the same query with
 * `toggleFilter`, so every filter, sort and page is a plain, shareable `<a href>`.
 */
import { DEFAULT_SORT, PRICE_FILTER_NAME, RATING_FIELD, RATING_FILTER_NAME } from '@/lib/config/catalog';
import { PAGE_PARAM, PRICE_FILTER_FIELD, SORT_PARAM } from '@/lib/config/catalog-pages';
import { listingSortChoices, parseRangeId, type FilterQuery } from '@/lib/catalog';
import type { Filter } from '@/lib/catalog/search';

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

/**
 * The same listing under another choice as a link relative to the page it is on (`?color=5`): a
 * category page's 50 filter and sort links do not repeat its path. The bare path when nothing is
 * chosen, since an empty query would keep the page's own.
 */
export function listingQueryHref(path: string, query: FilterQuery): string {
  const href = listingHref(path, query);
  return href === path ? path : href.slice(path.length);
}

/** A sort the list offers: its message key under `sort`, the listing it leads to and whether the list is in that order now. */
export interface SortChoice {
  key: ReturnType<typeof listingSortChoices>[number]['key'];
  query: FilterQuery;
  active: boolean;
}

/**
 * The list's sort choices under its chosen filters, exactly one of them active (`sort` is the
 * resolved order, the default when none is chosen). The default order leads to the listing without
 * a sort parameter, the page's own address, so it adds no second address of the same list.
 */
export function sortChoices(query: FilterQuery, sort: string): SortChoice[] {
  return listingSortChoices().map(({ key, value }) => {
    const next: FilterQuery = { ...query, [SORT_PARAM]: value };
    if (value === DEFAULT_SORT) delete next[SORT_PARAM];
    return { key, query: next, active: value === sort };
  });
}

/** Whether any filter (not the sort) is chosen. */
export function hasFilters(query: FilterQuery): boolean {
  return Object.keys(query).some((key) => key !== SORT_PARAM);
}
