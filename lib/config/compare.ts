/**
 * Product comparison (spec 02 §2 "Compare panel", §4 "Compare", §5, §9): which attribute sets
 * compare, how many products of one product group the list holds, and the compare page's route.
 * Plain values, safe in a client bundle.
 */

/** Only products of these attribute sets are comparable (spec 02 §5). */
export const COMPARABLE_ATTRIBUTE_SETS: readonly number[] = [21, 31, 32, 33, 34, 35];

/** At most this many products of one product group (spec 02 §5, §9). */
export const COMPARE_MAX_PER_GROUP = 4;

export const COMPARE_ROUTE = '/compare';
