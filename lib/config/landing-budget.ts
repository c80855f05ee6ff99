/**
 * The landing budget (ARCHITECTURE.md "Client code per route", ADR 0008), checked by
 * tests/integration/landing-budget and printed by `npm run bench:bundle`.
 */
const KB = 1024;

/** Issue 12's target: a catalogue page loads at most this much gzip'd JavaScript beyond a bare Next.js page. */
export const LANDING_JS_ALLOWANCE_BYTES = 30 * KB;

/** Issue 12's target for a category page of 24–40 tiles, uncompressed HTML. */
export const CATEGORY_HTML_TARGET_BYTES = 100 * KB;

/**
 * What the test holds a category page to until the target is reached (ADR 0011: 40 tiles' HTML and
 * view models, the filters' markup twice). A ratchet: lower it as the page gets lighter, never
 * raise it.
 */
export const CATEGORY_HTML_CEILING_BYTES = 140 * KB;
