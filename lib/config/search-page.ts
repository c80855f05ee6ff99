/** Constants of the search page (spec 01 §9, 02 §2, §3, §9). */
import { DEFAULT_PAGE_SIZE } from './search';

/** Spec 02 §9: search minimum 3 characters. */
export const SEARCH_MIN_CHARS = 3;
/** Spec 01 §9: search page size 50. */
export const SEARCH_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** Matching categories shown above the products. */
export const SEARCH_MAX_CATEGORIES = 8;
/** The query parameter of the search term. */
export const SEARCH_QUERY_PARAM = 'q';
/** The shopper's last searches: kept in this browser only (localStorage), newest first. */
export const LAST_SEARCHES_STORAGE_KEY = 'last-searches';
export const LAST_SEARCHES_MAX = 5;
/** Longer search terms are cut before they reach the engine (its text limit). */
export const SEARCH_MAX_CHARS = 200;
/**
 * The search box's type-ahead (issue 19): loaded on the box's first focus, it asks
 * `/api/catalog` for suggestions once the shopper pauses this long, from `SEARCH_MIN_CHARS` on,
 * reading this many hits' names (the completions come from them).
 */
export const TYPEAHEAD_DEBOUNCE_MS = 150;
export const TYPEAHEAD_HITS = 20;
