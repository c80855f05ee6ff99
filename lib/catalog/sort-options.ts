/**
 * Product list sorting (spec §3, §9): a sort string `field:order`; the options price per kg
 * ascending, popularity, price both ways, review and latest; default updated_at descending; items
 * with a missing sort value go last.
 */
import { DEFAULT_SORT, SORT_OPTIONS } from '@/lib/config/catalog';
import { CatalogDataError } from './errors';

export type SortOrder = 'asc' | 'desc';

export interface Sort {
  field: string;
  order: SortOrder;
}

export interface SortOption {
  /** Message key under `sort` in catalog.json. */
  key: (typeof SORT_OPTIONS)[number]['key'];
  value: string;
}

export function sortOptions(): SortOption[] {
  return SORT_OPTIONS.map((o) => ({ key: o.key, value: o.value }));
}

/**
 * What a product list offers to sort by: the spec's options, and first the shop's default order
 * when it is none of them (updated_at descending is not), so that a list shown in its default
 * order has a chosen option like any other.
 */
export function listingSortChoices(): { key: SortOption['key'] | 'default'; value: string }[] {
  const options = sortOptions();
  return options.some((o) => o.value === DEFAULT_SORT) ? options : [{ key: 'default', value: DEFAULT_SORT }, ...options];
}

/** Reads `field:order`; empty means the default sort; a malformed one names `sort`. */
export function parseSort(value: string | null | undefined, fallback: string = DEFAULT_SORT): Sort {
  const sort = value && value.trim() !== '' ? value.trim() : fallback;
  const match = /^([A-Za-z0-9_.]+):(asc|desc)$/.exec(sort);
  if (!match) throw new CatalogDataError('sort', `"${sort}" is not field:asc or field:desc`);
  return { field: match[1], order: match[2] as SortOrder };
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

/** Orders documents by a sort; items with a missing value go last in either order. */
export function compareBySort(sort: Sort): (a: Record<string, unknown>, b: Record<string, unknown>) => number {
  const direction = sort.order === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = a[sort.field];
    const y = b[sort.field];
    if (isMissing(x) || isMissing(y)) return Number(isMissing(x)) - Number(isMissing(y));
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * direction;
    return String(x).localeCompare(String(y)) * direction;
  };
}
