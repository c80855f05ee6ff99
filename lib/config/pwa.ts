/**
 * The progressive web app's constants (spec 01 §2, §4, §8, §9): the service worker's address and
 * scope, its caches and their limits, the offline fallback, background sync of the order queue,
 * and the persistent (IndexedDB) cache's time-outs, quota check and error thresholds.
 * The catalogue's 5 000 ms client time-out is `SEARCH_CLIENT_TIMEOUT_MS` in `search.ts`.
 */

/** Spec 01 §4: "A service worker is registered at /service-worker.js", controlling the whole host. */
export const SERVICE_WORKER_PATH = '/service-worker.js';
export const SERVICE_WORKER_SCOPE = '/';
/** Where the build writes the worker, served by `next start` at SERVICE_WORKER_PATH. */
export const SERVICE_WORKER_OUTPUT = 'public/service-worker.js';
/** The worker's source, bundled by serwist after Next.js has compiled the app. */
export const SERVICE_WORKER_SOURCE = 'lib/pwa/service-worker.ts';

/**
 * `NEXT_PUBLIC_SERVICE_WORKER=off` (at build time) keeps the worker unregistered and removes one
 * registered before; in development it is never registered, so pages never come from a cache.
 */
export const SERVICE_WORKER_OFF = 'off';

/**
 * The pages of an order (the cart, checkout and its sign-in, the order's success page; canonical
 * paths and aliases), which start the service worker at the first idle moment after load: its
 * background sync keeps an order placed offline. Every other page starts it once the page has
 * settled (ADR 0035), so a landing page's first seconds do not share the phone with its install.
 */
export const WORKER_AT_ONCE_PATHS = ['/cart', '/checkout/cart', '/checkout', '/checkout/login', '/order-success'] as const;

/**
 * Product, category and CMS pages wait this long for the network before the cached copy is
 * served: a shopper on a bad connection sees what they saw before instead of a spinner.
 */
export const NAVIGATION_TIMEOUT_SECONDS = 3;
/** Cached pages per store view; the oldest go first. */
export const PAGE_CACHE_MAX_ENTRIES = 200;
/** Cached catalogue answers per store view. */
export const CATALOG_CACHE_MAX_ENTRIES = 300;
/** Product images (cache-first): how many and for how long. */
export const IMAGE_CACHE_MAX_ENTRIES = 300;
export const IMAGE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Every runtime cache name starts with this, followed by its kind and store view. */
export const CACHE_NAME_PREFIX = 'coffee-storefront';

/**
 * The fragment a redirect home carries when an offline page was not cached; the home page reads
 * it and shows "The product, category or CMS page is not available in Offline mode." (spec 01 §8).
 */
export const OFFLINE_FALLBACK_FRAGMENT = 'offline-page-unavailable';
/** The same for a category page never loaded: "No products synchronized for this category. …" (spec 01 §8). */
export const OFFLINE_CATEGORY_FRAGMENT = 'category-not-synchronized';

/** Spec 01 §4: a failed order send registers a background sync ("when enabled"). */
export const ORDER_BACKGROUND_SYNC = true;
export const ORDER_SYNC_QUEUE_NAME = 'order-queue';
/**
 * A stored send is replayed for at most 7 days: the server keeps an order's Idempotency-Key for
 * at least as long, so no replay can create a second order (docs/architecture.md "Client state").
 */
export const ORDER_SYNC_RETENTION_MINUTES = 7 * 24 * 60;

/** Spec 01 §9: a persistent-cache read or write waits this long, an iteration this long. */
export const PERSISTENT_CACHE_TIMEOUT_MS = 800;
export const PERSISTENT_CACHE_ITERATE_TIMEOUT_MS = 2_000;
/** Spec 01 §9: the storage quota is checked this often; over quota, entries with an index under 100 go. */
export const STORAGE_QUOTA_CHECK_INTERVAL_MS = 30_000;
export const STORAGE_QUOTA_PURGE_COUNT = 100;
/** Spec 01 §4, §9: after this many read errors reads stop; after this many write errors writes stop. */
export const PERSISTENT_CACHE_READ_ERROR_LIMIT = 1;
export const PERSISTENT_CACHE_WRITE_ERROR_LIMIT = 30;
/** Spec 01 §8: the persistent cache's warnings (developer-facing, logged). */
export const PERSISTENT_CACHE_WARNINGS = {
  disabled: 'Persistent cache disabled because of previous errors',
  notResponding: 'Cache not responding',
} as const;
/** The names browsers give a storage write refused for lack of space. */
export const QUOTA_ERROR_NAMES = ['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED'] as const;

/** The web manifest's colours: the shop's espresso brown (globals.css `--color-espresso`) on milk. */
export const MANIFEST_THEME_COLOR = '#4a2c1d';
export const MANIFEST_BACKGROUND_COLOR = '#f8f3ed';
/** Icon sizes the manifest lists (Lighthouse wants 192 and 512; 512 also as maskable). */
export const MANIFEST_ICON_SIZES = [192, 512] as const;
/** The browser tab's icon, asked for at `/favicon.ico` by every browser whatever the page declares. */
export const FAVICON_PATH = '/favicon.ico';
export const FAVICON_SIZE = 48;
export const MANIFEST_ICON_PATH = (size: number, purpose: 'any' | 'maskable') => `/icons/icon-${purpose}-${size}.png`;
