/**
 * The landing budget (docs/architecture.md "Landing weight", ADR 0011), checked by
 * tests/integration/landing-budget and printed by `npm run bench:bundle`.
 */
const KB = 1024;

/** Issue 12's target: a catalogue page loads at most this much gzip'd JavaScript beyond a bare Next.js page. */
export const LANDING_JS_ALLOWANCE_BYTES = 30 * KB;

/** Issue 12's target for a category page of 24–40 tiles, uncompressed HTML. */
export const CATEGORY_HTML_TARGET_BYTES = 100 * KB;

/**
 * Every store view's category page with the most tiles (40 in the demo catalogue), as the landing
 * budget test measures it against `CATEGORY_HTML_TARGET_BYTES`: host and path per store view.
 */
export const CATEGORY_PAGES_BY_STORE_VIEW = [
  { host: 'de.localhost', path: '/kaffee' },
  { host: 'at.localhost', path: '/kaffee' },
  { host: 'nl.localhost', path: '/koffie' },
  { host: 'localhost', path: '/coffee' },
  { host: 'localhost', path: '/de/kaffee' },
  { host: 'localhost', path: '/it/caffe' },
] as const;
