/** Constants of the proxy's routing (not set by the spec). */

/**
 * Dispatch decisions the proxy keeps per catalogue index for the current import generation. A
 * decision is a short path, so this bounds the memory to well under a megabyte per index while
 * holding every category and product of a mid-size shop.
 */
export const DISPATCH_MEMO_ENTRIES = 20_000;
