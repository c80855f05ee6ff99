/**
 * Category filter state in the route query (spec §4): choosing a filter toggles its value; system
 * filters hold one value, other filters a list, single-choice filters replace the list; resetting
 * keeps only the search term q.
 */
import { SEARCH_TERM_PARAM, SYSTEM_FILTER_NAMES } from '@/lib/config/catalog';

export type FilterQuery = Record<string, string | string[]>;

export interface FilterChoice {
  /** The filter name, e.g. `color`, `price`, `sort`. */
  type: string;
  /** The chosen value, e.g. an option id or a range id such as `50-100`. */
  id: string;
  /** Single-choice filters keep at most one value. */
  single?: boolean;
}

export function toggleFilter(query: FilterQuery, choice: FilterChoice): FilterQuery {
  const next: FilterQuery = { ...query };
  if (SYSTEM_FILTER_NAMES.includes(choice.type)) {
    if (next[choice.type] === choice.id) delete next[choice.type];
    else next[choice.type] = choice.id;
    return next;
  }
  const current = ([] as string[]).concat(next[choice.type] ?? []);
  const values = current.includes(choice.id)
    ? current.filter((v) => v !== choice.id)
    : choice.single
      ? [choice.id]
      : [...current, choice.id];
  if (values.length === 0) delete next[choice.type];
  else next[choice.type] = values;
  return next;
}

export function resetFilters(query: FilterQuery): FilterQuery {
  const term = query[SEARCH_TERM_PARAM];
  return term === undefined ? {} : { [SEARCH_TERM_PARAM]: term };
}

/** Whether a value of a filter is chosen, for showing the option as active. */
export function isFilterActive(query: FilterQuery, choice: Pick<FilterChoice, 'type' | 'id'>): boolean {
  return ([] as string[]).concat(query[choice.type] ?? []).includes(choice.id);
}
