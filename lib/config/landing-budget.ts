/**
 * The landing budget (ARCHITECTURE.md "Client code per route", ADR 0008), checked by
 * tests/integration/landing-budget and printed by `npm run bench:bundle`.
 */
const KB = 1024;

/** Issue 12's target: a catalogue page loads at most this much gzip'd JavaScript beyond a bare Next.js page. */
export const LANDING_JS_ALLOWANCE_BYTES = 30 * KB;

/**
 * What the test holds catalogue pages to until every one meets the target (home and CMS pages do;
 * category and search are within 0.5 KB, the product page within 2.5 KB; ADR 0011). A ratchet:
 * lower it to the allowance as pages get lighter, never raise it.
 */
export const LANDING_JS_CEILING_BYTES = 33 * KB;

/** Issue 12's target for a category page of 24–40 tiles, uncompressed HTML. */
export const CATEGORY_HTML_TARGET_BYTES = 100 * KB;

/**
 * What the test holds a category page to until the target is reached: the flight data repeats
 * every tile's markup, so lean props alone do not bring 40 tiles under 100 KB (ADR 0008). A
 * ratchet: lower it as the page gets lighter, never raise it.
 */
export const CATEGORY_HTML_CEILING_BYTES = 220 * KB;
